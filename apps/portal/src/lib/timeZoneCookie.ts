import { readCookie } from './localeCookie.ts';

/**
 * The cookie that tells the server the driver's time zone, so a page it renders tells the time
 * of day as the driver's device does (the greeting). Not personal beyond what every request's
 * clock says; without it the server assumes the portal's home zone.
 */
export const TIME_ZONE_COOKIE = 'tz';

/** The zone the server assumes when the browser has not told it one. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** A month: a driver who moved to another zone is greeted by its clock within a month. */
const KEPT_FOR_SECONDS = 30 * 24 * 60 * 60;

/** The device's time zone. Reading it loads a date format's ICU data: 40–180 ms on a phone. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The cookie to write for the device's zone, or null when the browser already names one:
 * `deviceZone` is asked only when the cookie is missing.
 */
export function timeZoneCookieToWrite(
  cookies: string,
  deviceZone: () => string = deviceTimeZone,
): string | null {
  if (readCookie(cookies, TIME_ZONE_COOKIE) !== undefined) return null;
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(deviceZone())}; Max-Age=${KEPT_FOR_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Tells the server the device's zone for the pages it renders next, when the browser has not
 * told it yet, once the page is idle: reading the zone would otherwise be one of the longest
 * tasks of taking a page over, for a cookie the page itself does not need.
 */
export function rememberTimeZoneWhenIdle(): void {
  if (readCookie(document.cookie, TIME_ZONE_COOKIE) !== undefined) return;
  const whenIdle: (callback: () => void) => void =
    typeof window.requestIdleCallback === 'function'
      ? (callback) => window.requestIdleCallback(callback)
      : (callback) => window.setTimeout(callback, 0);
  whenIdle(() => {
    const cookie = timeZoneCookieToWrite(document.cookie);
    if (cookie) document.cookie = cookie;
  });
}

/** The time zone a request's cookie names, when it is one this runtime knows; else the default. */
export function requestTimeZone(cookieValue: string | undefined): string {
  if (!cookieValue) return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: cookieValue }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
