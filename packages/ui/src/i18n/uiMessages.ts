import type { InterfaceLanguage } from '@lease/api';
import { en, type UiMessageId } from './en.ts';
import { nl } from './nl.ts';
import { fr } from './fr.ts';
import { de } from './de.ts';

export type { UiMessageId };

/** Every UI text of the design system in each interface language, for react-intl. */
export const uiMessages: Record<InterfaceLanguage, Record<UiMessageId, string>> = {
  nl,
  en,
  fr,
  de,
};
