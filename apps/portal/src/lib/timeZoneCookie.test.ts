import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, requestTimeZone, timeZoneCookie } from './timeZoneCookie.ts';

describe('requestTimeZone', () => {
  it("takes the zone the driver's device named", () => {
    expect(requestTimeZone('America/New_York')).toBe('America/New_York');
  });

  it('assumes the home zone without a cookie, or for a zone that does not exist', () => {
    expect(requestTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(requestTimeZone('Mars/Olympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(requestTimeZone('</script>')).toBe(DEFAULT_TIME_ZONE);
  });
});

describe('timeZoneCookie', () => {
  it("names the device's zone for a month, longer than any session", () => {
    expect(timeZoneCookie(() => 'America/New_York')).toBe(
      'tz=America%2FNew_York; Max-Age=2592000; Path=/; SameSite=Lax',
    );
  });
});
