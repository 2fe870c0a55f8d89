import type { InterfaceLanguage } from '@lease/api';
import type { PolicyMessageId } from './policy/en.ts';

/**
 * Parts of the design system's catalogue that load with the page that shows them, not with every
 * page: the texts of components only one page uses (ADR 0021).
 */
export type UiMessagePart = 'policy';

/** The id of a text in one of the parts. */
export type UiPartMessageId = PolicyMessageId;

export type UiPartMessages = Readonly<Record<string, string>>;

// One chunk per part and language: a page loads its own language's part, not all four.
const loaders: Record<UiMessagePart, Record<InterfaceLanguage, () => Promise<UiPartMessages>>> = {
  policy: {
    nl: () => import('./policy/nl.ts').then((module) => module.policyNl),
    en: () => import('./policy/en.ts').then((module) => module.policyEn),
    fr: () => import('./policy/fr.ts').then((module) => module.policyFr),
    de: () => import('./policy/de.ts').then((module) => module.policyDe),
  },
};

/** One part of the design system's texts in one language, loaded on demand. */
export function loadUiMessagePart(
  language: InterfaceLanguage,
  part: UiMessagePart,
): Promise<UiPartMessages> {
  return loaders[part][language]();
}
