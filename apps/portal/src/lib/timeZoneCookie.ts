/**
 * The cookie that tells the server the driver's time zone, so a page it renders tells the time
 * of day as the driver's device does (the greeting). Not personal beyond what every request's
 * clock says; without it the server assumes the portal's home zone.
 */
export const TIME_ZONE_COOKIE = 'tz';

/** The zone the server assumes when the browser has not told it one. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** A month, longer than any session. */
const KEPT_FOR_SECONDS = 30 * 24 * 60 * 60;

/** The device's time zone. Reading it loads a date format's ICU data: 40–180 ms on a phone. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The cookie that names the device's zone. */
export function timeZoneCookie(deviceZone: () => string = deviceTimeZone): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(deviceZone())}; Max-Age=${KEPT_FOR_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Tells the server the device's zone for the pages it renders, as a session begins (the login
 * form, a hand-over): the cookie outlives every session (8 hours at most), so no page of one
 * renders without it, and a driver who moved is greeted by the new zone from the next login on.
 * Read here, as the driver moves on, reading the zone costs no page's start one of its longest
 * tasks.
 */
export function rememberTimeZone(): void {
  document.cookie = timeZoneCookie();
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
