import { describe, expect, it } from 'vitest';
import { greetingPart } from './greetingPart.ts';

const at = (hours: number, minutes = 0, seconds = 0) =>
  new Date(2026, 10, 20, hours, minutes, seconds);

describe('greetingPart', () => {
  it.each([
    [at(0, 0), 'morning'],
    [at(6, 30), 'morning'],
    [at(11, 59, 59), 'morning'],
    [at(12, 0), 'afternoon'],
    [at(15, 45), 'afternoon'],
    [at(17, 59, 59), 'afternoon'],
    [at(18, 0), 'evening'],
    [at(21, 15), 'evening'],
    [at(23, 59, 59), 'evening'],
  ] as const)('%s is %s', (date, expected) => {
    expect(greetingPart(date)).toBe(expected);
  });
});

describe('greetingPart in a time zone', () => {
  // 11:30 in UTC is 12:30 in Amsterdam in November (CET) and 06:30 in New York (EST).
  const moment = new Date(Date.UTC(2026, 10, 27, 11, 30));

  it.each([
    ['UTC', 'morning'],
    ['Europe/Amsterdam', 'afternoon'],
    ['America/New_York', 'morning'],
    ['Asia/Tokyo', 'evening'],
  ] as const)('in %s it is %s', (timeZone, expected) => {
    expect(greetingPart(moment, timeZone)).toBe(expected);
  });
});
