import type { InterfaceLanguage } from '@lease/api';
import { loadUiMessages } from '@lease/ui';
import type { PortalMessageId } from './en.ts';
import { offlineMessages } from './offlineMessages.ts';

/** The texts of one language: the design system's with the portal's on top. */
export interface Catalogue {
  messages: Record<string, string>;
  /** False when loading failed and only the offline texts are there. */
  complete: boolean;
  /** Why loading failed: a chunk-load error the error page knows how to recover from. */
  error?: unknown;
}

// One chunk per language: a page loads its own language's texts, not all four (ADR 0011).
const portalLoaders: Record<InterfaceLanguage, () => Promise<Record<PortalMessageId, string>>> = {
  nl: () => import('./nl.ts').then((module) => module.nl),
  en: () => import('./en.ts').then((module) => module.en),
  fr: () => import('./fr.ts').then((module) => module.fr),
  de: () => import('./de.ts').then((module) => module.de),
};

// Texts are the same for the page's whole life, so each language is loaded once. The promise
// is kept as well as the result: React's `use` needs the same promise on every render.
const requested = new Map<InterfaceLanguage, Promise<Catalogue>>();
const settled = new Map<InterfaceLanguage, Catalogue>();

function load(language: InterfaceLanguage): Promise<Catalogue> {
  const catalogue = Promise.all([loadUiMessages(language), portalLoaders[language]()]).then(
    ([ui, portal]): Catalogue => ({ messages: { ...ui, ...portal }, complete: true }),
    // Never rejects: a render that waits for texts must get something to show.
    (error: unknown): Catalogue => ({
      messages: offlineMessages[language],
      complete: false,
      error,
    }),
  );
  requested.set(language, catalogue);
  void catalogue.then((result) => {
    settled.set(language, result);
    // React's mark of a settled promise: `use` then reads it at once instead of suspending.
    Object.assign(catalogue, { status: 'fulfilled', value: result });
  });
  return catalogue;
}

/** The catalogue of a language, loading it the first time. */
export function catalogueFor(language: InterfaceLanguage): Promise<Catalogue> {
  return requested.get(language) ?? load(language);
}

/**
 * For a navigation: the catalogue, trying again when the last attempt failed. Rendering never
 * retries (a page offline would ask again on every render); a navigation may.
 */
export function freshCatalogue(language: InterfaceLanguage): Promise<Catalogue> {
  const previous = settled.get(language);
  if (previous && !previous.complete) {
    settled.delete(language);
    return load(language);
  }
  return catalogueFor(language);
}
