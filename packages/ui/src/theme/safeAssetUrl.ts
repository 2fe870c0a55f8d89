/**
 * Logo and favicon URLs come from a client's styling, which is untrusted (decisions.md §4).
 * Only three forms pass: a same-origin path (`/logo.svg`), an `https:` URL, or an image `data:`
 * URL of a raster or SVG type (an SVG in `<img>` or a favicon runs no script).
 */

const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)(?:;[a-z0-9=._+-]+)*,/i;
// C0 controls, DEL and the C1 range: browsers strip or reinterpret some of them (`java\tscript:`).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WHITESPACE = /\s/;
const BASE = 'https://same-origin.invalid';

/** The URL when it is safe to load as an image, else `null`. Never throws. */
export function safeAssetUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 1_000_000) return null;
  if (CONTROL.test(url)) return null;

  if (DATA_IMAGE.test(url)) {
    // The payload may hold spaces in a raw SVG; the header may not.
    return url;
  }
  // Anything else must have no whitespace at all: ` javascript:` and `https ://` tricks.
  if (WHITESPACE.test(url)) return null;
  // Browsers read `\` as `/` in URLs, so `/\evil.example` would be protocol-relative.
  if (url.includes('\\')) return null;

  if (url.startsWith('/')) {
    if (url.startsWith('//')) return null;
    try {
      const resolved = new URL(url, BASE);
      return resolved.origin === BASE ? url : null;
    } catch {
      return null;
    }
  }

  if (/^https:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' || parsed.hostname === '') return null;
      // Credentials in a logo URL are either a mistake or a disguise (`https://bank@evil`).
      if (parsed.username !== '' || parsed.password !== '') return null;
      return parsed.href;
    } catch {
      return null;
    }
  }
  return null;
}
