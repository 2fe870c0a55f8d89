import { PageProgress } from '@lease/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { AppIntlProvider } from '#src/i18n/AppIntlProvider.tsx';

/** `/{lang}`: everything below speaks the route's language. */
export function LocaleRoute() {
  const locale = useRouteLocale();
  return (
    <AppIntlProvider locale={locale}>
      <Suspense fallback={<PageProgress />}>
        <Outlet />
      </Suspense>
    </AppIntlProvider>
  );
}
