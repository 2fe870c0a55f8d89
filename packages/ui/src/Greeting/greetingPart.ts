/** The part of the day a greeting names. */
export type GreetingPart = 'morning' | 'afternoon' | 'evening';

/** The hour (0–23) of a moment in a time zone. */
function hourIn(date: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour);
}

/**
 * Spec point 9: before 12:00 morning, before 18:00 afternoon, otherwise evening; in the device's
 * time zone, or in `timeZone` when given (a page the server renders for the driver's zone).
 */
export function greetingPart(date: Date, timeZone?: string): GreetingPart {
  const hour = timeZone ? hourIn(date, timeZone) : date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
