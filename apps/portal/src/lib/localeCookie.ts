/** The cookie that remembers the language `/` sent a visitor to (spec point 9). */
export const LOCALE_COOKIE = 'i18n_redirected';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Reads one cookie's value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers a language for 365 days. */
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Remembers the route's language in the browser. A page the server renders has no document to
 * write to: the browser remembers it when it takes the page over (`hydratePage`).
 */
export function rememberLocale(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale);
}
