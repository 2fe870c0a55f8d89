/** The part of the day a greeting names. */
export type GreetingPart = 'morning' | 'afternoon' | 'evening';

/** Spec point 9: before 12:00 morning, before 18:00 afternoon, otherwise evening (local time). */
export function greetingPart(date: Date): GreetingPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
