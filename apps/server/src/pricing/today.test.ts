import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from './quoteVehicle.ts';

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the UTC date, and changes at UTC midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-31T23:59:59.999Z'));
    expect(today()).toBe('2026-12-31');
    vi.setSystemTime(new Date('2027-01-01T00:00:00.000Z'));
    expect(today()).toBe('2027-01-01');
  });

  it('follows a clock that is set back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    expect(today()).toBe('2026-11-21');
    vi.setSystemTime(new Date('2026-11-20T23:00:00Z'));
    expect(today()).toBe('2026-11-20');
  });
});
