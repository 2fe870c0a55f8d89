import type { InterfaceLanguage } from '@lease/api';

// Spec point 9's four, which the design system has texts for; the type makes it name each one.
const interfaceLanguages = { nl: true, en: true, fr: true, de: true } satisfies Record<
  InterfaceLanguage,
  true
>;

function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return Object.hasOwn(interfaceLanguages, code);
}

/** A code as a client may write it (` NL `, `En`) in the form we compare: trimmed, lower case. */
function normalise(code: unknown): string {
  return typeof code === 'string' ? code.trim().toLowerCase() : '';
}

/**
 * The interface languages a client offers, from its `GetStyling`: `cTaalCodes` as sent
 * (comma-separated, `nl,en,fr,de`; spaces and semicolons are tolerated) or already a list, and
 * `cStandaardTaal`. The styling is untrusted input: codes other than nl, en, fr and de (a route
 * locale such as `nl-BE` included: it is not an interface language) are ignored, as are
 * duplicates. The client's order is kept, except that its default language, when offered, comes
 * first: it is the client's main language. No codes give an empty list.
 */
export function offeredLanguages(
  codes: string | readonly unknown[] | null | undefined,
  defaultLanguage?: string | null,
): InterfaceLanguage[] {
  const raw =
    typeof codes === 'string' ? codes.split(/[\s,;]+/) : Array.isArray(codes) ? codes : [];
  const offered = [...new Set(raw.map(normalise))].filter(isInterfaceLanguage);
  const preferred = normalise(defaultLanguage);
  return isInterfaceLanguage(preferred) && offered.includes(preferred)
    ? [preferred, ...offered.filter((language) => language !== preferred)]
    : offered;
}
