import { PageProgress } from '@lease/ui';
import { AppIntlProvider } from '../../i18n/AppIntlProvider.tsx';
import { documentLocale } from '../../i18n/localeForPath.ts';

/** Shown on the first load until the first route's data (the client's brand) has arrived. */
export function InitialFallback() {
  return (
    <AppIntlProvider locale={documentLocale()}>
      <PageProgress />
    </AppIntlProvider>
  );
}
