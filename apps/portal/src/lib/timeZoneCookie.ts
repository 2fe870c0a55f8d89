/**
 * The cookie that tells the server the driver's time zone, so a page it renders tells the time
 * of day as the driver's device does (the greeting). Not personal beyond what every request's
 * clock says; without it the server assumes the portal's home zone.
 */
export const TIME_ZONE_COOKIE = 'tz';

/** The zone the server assumes when the browser has not told it one. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Writes the device's time zone into the cookie. */
export function rememberTimeZone(): void {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
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
