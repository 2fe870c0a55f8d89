import type { InterfaceLanguage } from '@lease/api';
import { en, type UiMessageId } from './en.ts';
import { nl } from './nl.ts';
import { fr } from './fr.ts';
import { de } from './de.ts';
import { energyDe } from './parts/energy/de.ts';
import { energyEn } from './parts/energy/en.ts';
import { energyFr } from './parts/energy/fr.ts';
import { energyNl } from './parts/energy/nl.ts';
import type { UiPartMessageId } from './parts/index.ts';
import { policyDe } from './parts/policy/de.ts';
import { policyEn } from './parts/policy/en.ts';
import { policyFr } from './parts/policy/fr.ts';
import { policyNl } from './parts/policy/nl.ts';
import { quoteDe } from './parts/quote/de.ts';
import { quoteEn } from './parts/quote/en.ts';
import { quoteFr } from './parts/quote/fr.ts';
import { quoteNl } from './parts/quote/nl.ts';

export type { UiMessageId };

/** Any text of the design system: of the main catalogue or of one of its parts. */
export type AnyUiMessageId = UiMessageId | UiPartMessageId;

/**
 * Every UI text of the design system in each interface language, the parts included, for
 * react-intl where all of it may load at once (Storybook, tests). An app loads the main catalogue
 * with `loadUiMessages` and each part with the page that needs it (`loadUiMessagePart`).
 */
export const uiMessages: Record<InterfaceLanguage, Record<AnyUiMessageId, string>> = {
  nl: { ...nl, ...policyNl, ...energyNl, ...quoteNl },
  en: { ...en, ...policyEn, ...energyEn, ...quoteEn },
  fr: { ...fr, ...policyFr, ...energyFr, ...quoteFr },
  de: { ...de, ...policyDe, ...energyDe, ...quoteDe },
};
