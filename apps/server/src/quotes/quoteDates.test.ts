import { describe, expect, it } from 'vitest';
import { addDays, amsterdamDay, isExpired, lastValidDay } from './quoteDates.ts';
import { quoteNumber } from './quoteNumber.ts';

describe('the calendar of quotes', () => {
  it('counts days in Amsterdam, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(amsterdamDay(Date.parse('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(amsterdamDay(Date.parse('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(amsterdamDay(Date.parse('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(amsterdamDay(Date.parse('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
    expect(amsterdamDay(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('adds calendar days across months, leap days and clock changes', () => {
    expect(addDays('2026-03-01', 29)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-10-20', 10)).toBe('2026-10-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('holds a 30-day quote made on 1 March up to and including 30 March', () => {
    const until = lastValidDay('2026-03-01', 30);
    expect(until).toBe('2026-03-30');
    expect(isExpired(until, '2026-03-30')).toBe(false);
    expect(isExpired(until, '2026-03-31')).toBe(true);
    // A one-day quote holds on the day it was made only.
    expect(lastValidDay('2026-03-01', 1)).toBe('2026-03-01');
  });

  it('numbers a quote by its year and id', () => {
    expect(quoteNumber('2026-03-01', 42)).toBe('OF-2026-000042');
    expect(quoteNumber('2027-01-01', 1_234_567)).toBe('OF-2027-1234567');
  });
});
