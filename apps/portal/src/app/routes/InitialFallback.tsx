import { PageProgress } from '@lease/ui';
import { AppIntlProvider } from '#src/i18n/AppIntlProvider.tsx';
import { documentLocale } from '#src/i18n/localeForPath.ts';

/** Shown on the first load until the first route's data (the client's brand) has arrived. */
export function InitialFallback() {
  return (
    <AppIntlProvider locale={documentLocale()}>
      <PageProgress />
    </AppIntlProvider>
  );
}
