import { DEFAULT_LANGUAGE, SUPPORTED_LOCALES, type SupportedLocale } from '@lease/api';

/** What the i18n guard does with a URL's first segment. */
export type RouteLocaleResolution =
  | { kind: 'supported'; locale: SupportedLocale }
  /** Send the visitor to the same path under `locale`. */
  | { kind: 'redirect'; locale: SupportedLocale }
  /** Not a language at all (`/cart`): the path does not exist. */
  | { kind: 'not-found' };

// Shaped like a language tag (`xx`, `xx-YY`): an unsupported one goes to Dutch (decisions.md §3);
// anything else is an unmatched route, or every typo would silently land on a login page.
const LANGUAGE_TAG = /^[a-z]{2}(-[a-z]{2})?$/i;

export function resolveRouteLocale(segment: string | undefined): RouteLocaleResolution {
  const value = segment ?? '';
  const exact = SUPPORTED_LOCALES.find((locale) => locale === value);
  if (exact) return { kind: 'supported', locale: exact };
  // `/nl-be/…` is a supported locale written in another case: correct it rather than drop it.
  const folded = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === value.toLowerCase());
  if (folded) return { kind: 'redirect', locale: folded };
  if (LANGUAGE_TAG.test(value)) return { kind: 'redirect', locale: DEFAULT_LANGUAGE };
  return { kind: 'not-found' };
}
