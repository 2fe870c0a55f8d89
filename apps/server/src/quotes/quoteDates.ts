/**
 * The calendar of quotes. A quote holds for a number of whole days counted in Europe/Amsterdam,
 * where the lease desk and its drivers are: the day it is made is day 1, so a quote of 30 days
 * made on 1 March holds up to and including 30 March (`dGeldigTot`) and has expired from 31 March
 * (`bVerlopen`), whatever the hour. Days are ISO dates (`YYYY-MM-DD`), which compare as text.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const amsterdam = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Amsterdam at a moment (ms since 1970), as `YYYY-MM-DD`. */
export function amsterdamDay(moment: number): string {
  const parts = Object.fromEntries(
    amsterdam.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The ISO day `days` after `day` (counted on the calendar, so no clock change can shift it). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day a quote made on `createdDay` holds: `validDays` days, the first one included. */
export function lastValidDay(createdDay: string, validDays: number): string {
  return addDays(createdDay, validDays - 1);
}

/** Whether a quote holding up to and including `validUntil` has expired on `today`. */
export function isExpired(validUntil: string, today: string): boolean {
  return today > validUntil;
}
