import type { InterfaceLanguage } from '@lease/api';
import { uiMessages } from '../i18n/uiMessages.ts';
import type { UiMessageId } from '../i18n/en.ts';

/**
 * For play functions: the texts of the locale the story runs in (the `locale` toolbar global),
 * so assertions hold in every language. Placeholders are filled in naively, which is enough for
 * the `{name}`-style messages we have.
 */
export function storyText(globals: Record<string, unknown>) {
  const locale = (
    typeof globals.locale === 'string' && globals.locale in uiMessages ? globals.locale : 'en'
  ) as InterfaceLanguage;
  const messages = uiMessages[locale];
  return (id: UiMessageId, values: Record<string, string | number> = {}): string =>
    messages[id].replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));
}
