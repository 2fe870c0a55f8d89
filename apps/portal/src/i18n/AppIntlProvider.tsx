import { languageOfLocale, type SupportedLocale } from '@lease/api';
import { use, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { nameDocumentLanguage } from './documentLanguage.ts';
import { catalogueFor } from './messageCatalogues.ts';

export interface AppIntlProviderProps {
  /** The route locale; a `-BE` locale shows its language's texts with Belgian formats. */
  locale: SupportedLocale;
  children: ReactNode;
}

/** With only the offline texts there, a missing text is expected: not worth a console error. */
const ignoreMissingTexts = () => undefined;

/**
 * Texts and formats for one locale: the design system's messages with the portal's on top,
 * loaded per language (it suspends until they are there). It also keeps `<html lang>` in step,
 * so screen readers pronounce the page in its language.
 */
export function AppIntlProvider({ locale, children }: AppIntlProviderProps) {
  const language = languageOfLocale(locale);
  // Always through `use`: once the texts are there it returns them without suspending.
  const catalogue = use(catalogueFor(language));
  useEffect(() => nameDocumentLanguage(locale), [locale]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={catalogue.messages}
      onError={catalogue.complete ? undefined : ignoreMissingTexts}
    >
      {children}
    </IntlProvider>
  );
}
