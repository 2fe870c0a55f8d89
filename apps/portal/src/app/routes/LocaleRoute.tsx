import { Suspense } from 'react';
import { PageProgress } from '@lease/ui';
import { Outlet } from 'react-router-dom';
import { useRouteLocale } from '../../hooks/useRouteLocale.ts';
import { AppIntlProvider } from '../../i18n/AppIntlProvider.tsx';

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
