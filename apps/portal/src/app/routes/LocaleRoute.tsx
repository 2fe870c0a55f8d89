import { PageProgress } from '@lease/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { AppIntlProvider } from '#src/i18n/AppIntlProvider.tsx';
import { freshCatalogue } from '#src/i18n/messageCatalogues.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import type { RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { MarkTakenOver } from './MarkTakenOver.tsx';
import { NewPageAtTop } from './NewPageAtTop.tsx';

/**
 * The language's texts before the page shows. When they cannot be loaded the route fails with
 * the load error, which the error page treats as a stale chunk (reload once, then offer it).
 */
export async function localeLoader({ params }: RouteLoaderArgs): Promise<null> {
  const catalogue = await freshCatalogue(routeLanguage(params.lang));
  if (!catalogue.complete) throw catalogue.error;
  return null;
}

/** `/{lang}`: everything below speaks the route's language. */
export function LocaleRoute() {
  const locale = useRouteLocale();
  return (
    <AppIntlProvider locale={locale}>
      <NewPageAtTop />
      <Suspense fallback={<PageProgress />}>
        <Outlet />
        <MarkTakenOver />
      </Suspense>
    </AppIntlProvider>
  );
}
