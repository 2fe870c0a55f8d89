import type { InterfaceLanguage } from '@lease/api';
import type { EnergyMessageId } from './energy/en.ts';
import type { PolicyMessageId } from './policy/en.ts';
import type { QuoteMessageId } from './quote/en.ts';

/**
 * Parts of the design system's catalogue that load with the page that shows them, not with every
 * page: the texts of components only one page uses (ADR 0021).
 */
export const UI_MESSAGE_PARTS = ['policy', 'energy', 'quote'] as const;
export type UiMessagePart = (typeof UI_MESSAGE_PARTS)[number];

/** The id of a text in one of the parts. */
export type UiPartMessageId = PolicyMessageId | EnergyMessageId | QuoteMessageId;

export type UiPartMessages = Readonly<Record<string, string>>;

// One chunk per part and language: a page loads its own language's part, not all four.
const loaders: Record<UiMessagePart, Record<InterfaceLanguage, () => Promise<UiPartMessages>>> = {
  policy: {
    nl: () => import('./policy/nl.ts').then((module) => module.policyNl),
    en: () => import('./policy/en.ts').then((module) => module.policyEn),
    fr: () => import('./policy/fr.ts').then((module) => module.policyFr),
    de: () => import('./policy/de.ts').then((module) => module.policyDe),
  },
  energy: {
    nl: () => import('./energy/nl.ts').then((module) => module.energyNl),
    en: () => import('./energy/en.ts').then((module) => module.energyEn),
    fr: () => import('./energy/fr.ts').then((module) => module.energyFr),
    de: () => import('./energy/de.ts').then((module) => module.energyDe),
  },
  quote: {
    nl: () => import('./quote/nl.ts').then((module) => module.quoteNl),
    en: () => import('./quote/en.ts').then((module) => module.quoteEn),
    fr: () => import('./quote/fr.ts').then((module) => module.quoteFr),
    de: () => import('./quote/de.ts').then((module) => module.quoteDe),
  },
};

/** One part of the design system's texts in one language, loaded on demand. */
export function loadUiMessagePart(
  language: InterfaceLanguage,
  part: UiMessagePart,
): Promise<UiPartMessages> {
  return loaders[part][language]();
}
