/** The interface languages (spec point 9): every UI text exists in each. */
export const INTERFACE_LANGUAGES = ['nl', 'en', 'fr', 'de'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Route locales: a `-BE` locale uses its language's texts with Belgian number and date formats. */
export const SUPPORTED_LOCALES = ['nl', 'en', 'fr', 'de', 'nl-BE', 'fr-BE', 'en-BE'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'nl';

export function isSupportedLocale(value: string | undefined): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '');
}

/** `fr-BE` → `fr`; the language whose messages a locale shows. */
export function languageOfLocale(locale: SupportedLocale): InterfaceLanguage {
  return locale.slice(0, 2) as InterfaceLanguage;
}

/**
 * The language `/` sends a visitor to: the remembered cookie value, else the first browser
 * language we support (exact locale first, then its base language), else Dutch.
 */
export function pickLocale(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): SupportedLocale {
  if (isSupportedLocale(cookieValue)) return cookieValue;
  for (const language of browserLanguages) {
    const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const base = language.slice(0, 2).toLowerCase();
    if (isSupportedLocale(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale a language switch leads to: the language in the current locale's region where the
 * portal has it (from `nl-BE`, French is `fr-BE`), else the language itself (German has no
 * Belgian locale). A Belgian driver who switches language keeps Belgian dates and numbers.
 */
export function localeInRegionOf(
  language: InterfaceLanguage,
  current: SupportedLocale,
): SupportedLocale {
  const region = current.slice(3);
  const regional = region ? `${language}-${region}` : language;
  return isSupportedLocale(regional) ? regional : language;
}
