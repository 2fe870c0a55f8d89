import { readCookie } from './localeCookie.ts';
import type { KeptArea, StorageArea } from './localValue.ts';

/** A year: a remembered choice outlives many sessions; logging out forgets it sooner. */
const KEPT_FOR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps `value` under `name`, or forgets it when null. */
export function choiceCookie(name: string, value: string | null, secure: boolean): string {
  const kept = value === null ? 'Max-Age=0' : `Max-Age=${KEPT_FOR_SECONDS}`;
  return `${name}=${encodeURIComponent(value ?? '')}; ${kept}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

let browserArea: KeptArea | undefined;

let cookiesRead: string | undefined;

/**
 * `document.cookie`, read once until the running script's microtasks: every render of a part that
 * shows a choice reads it, and with DevTools open (as Lighthouse runs) Chromium records where each
 * read came from, a millisecond or more in a deep render. Nothing outside the running script can
 * change the cookies meanwhile; a change made here forgets the copy at once.
 */
function cookiesOfThisTask(): string {
  if (cookiesRead === undefined) {
    cookiesRead = document.cookie;
    queueMicrotask(() => {
      cookiesRead = undefined;
    });
  }
  return cookiesRead;
}

function writeCookie(cookie: string): void {
  cookiesRead = undefined;
  document.cookie = cookie;
}

/**
 * The choices' cookies of this browser: what a page the server renders is rendered with is what
 * the browser then reads, so the page it takes over is the page it would have drawn itself.
 */
export const browserChoiceArea: StorageArea = () => {
  if (typeof document === 'undefined') return null;
  // Made once: every render reads the choices through it.
  browserArea ??= ((secure: boolean): KeptArea => ({
    getItem: (name) => readCookie(cookiesOfThisTask(), name) ?? null,
    setItem: (name, value) => writeCookie(choiceCookie(name, value, secure)),
    removeItem: (name) => writeCookie(choiceCookie(name, null, secure)),
  }))(window.location.protocol === 'https:');
  return browserArea;
};

/**
 * The choices' cookies of one request, for a page the server renders: read from its `Cookie`
 * header; a change made while rendering lasts for that render only (the browser keeps its own).
 */
export function requestChoiceArea(cookieHeader: string): StorageArea {
  const changed = new Map<string, string | null>();
  const area: KeptArea = {
    getItem: (name) =>
      changed.has(name) ? (changed.get(name) ?? null) : (readCookie(cookieHeader, name) ?? null),
    setItem: (name, value) => changed.set(name, value),
    removeItem: (name) => changed.set(name, null),
  };
  return () => area;
}
