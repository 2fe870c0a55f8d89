import type { InterfaceLanguage } from '@lease/api';
import type { UiMessageId } from './en.ts';

export type UiMessages = Record<UiMessageId, string>;

// One chunk per language: a page loads its own language's texts, not all four.
const loaders: Record<InterfaceLanguage, () => Promise<UiMessages>> = {
  nl: () => import('./nl.ts').then((module) => module.nl),
  en: () => import('./en.ts').then((module) => module.en),
  fr: () => import('./fr.ts').then((module) => module.fr),
  de: () => import('./de.ts').then((module) => module.de),
};

/** The design system's texts in one language, loaded on demand (an app's counterpart of `uiMessages`). */
export function loadUiMessages(language: InterfaceLanguage): Promise<UiMessages> {
  return loaders[language]();
}
