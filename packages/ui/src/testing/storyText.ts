import { createIntl, type IntlShape } from 'react-intl';
import type { InterfaceLanguage } from '@lease/api';
import { uiMessages } from '../i18n/uiMessages.ts';
import type { AnyUiMessageId } from '../i18n/uiMessages.ts';

const intlByLocale = new Map<InterfaceLanguage, IntlShape>();

function intlFor(locale: InterfaceLanguage): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: uiMessages[locale] });
    intlByLocale.set(locale, intl);
  }
  return intl;
}

/**
 * For play functions: the texts of the locale the story runs in (the `locale` toolbar global),
 * formatted as the components format them (plurals included), so assertions hold in every
 * language.
 */
export function storyText(globals: Record<string, unknown>) {
  const locale = (
    typeof globals.locale === 'string' && globals.locale in uiMessages ? globals.locale : 'en'
  ) as InterfaceLanguage;
  const intl = intlFor(locale);
  return (id: AnyUiMessageId, values: Record<string, string | number> = {}): string =>
    intl.formatMessage({ id }, values);
}
