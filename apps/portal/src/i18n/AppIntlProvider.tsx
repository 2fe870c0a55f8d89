import { languageOfLocale, type SupportedLocale } from '@lease/api';
import { uiMessages } from '@lease/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { portalMessages } from './portalMessages.ts';

export interface AppIntlProviderProps {
  /** The route locale; a `-BE` locale shows its language's texts with Belgian formats. */
  locale: SupportedLocale;
  children: ReactNode;
}

/**
 * Texts and formats for one locale: the design system's messages with the portal's on top.
 * It also keeps `<html lang>` in step, so screen readers pronounce the page in its language.
 */
export function AppIntlProvider({ locale, children }: AppIntlProviderProps) {
  const language = languageOfLocale(locale);
  const messages = useMemo(
    () => ({ ...uiMessages[language], ...portalMessages[language] }),
    [language],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
