import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, requestTimeZone, timeZoneCookieToWrite } from './timeZoneCookie.ts';

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

describe('timeZoneCookieToWrite', () => {
  it("names the device's zone for a month when the browser has not told it yet", () => {
    expect(timeZoneCookieToWrite('a=1', () => 'America/New_York')).toBe(
      'tz=America%2FNew_York; Max-Age=2592000; Path=/; SameSite=Lax',
    );
  });

  it('leaves a told zone alone without reading the device zone (a long task on a phone)', () => {
    const deviceZone = vi.fn(() => 'Europe/Paris');
    expect(timeZoneCookieToWrite('a=1; tz=Europe%2FAmsterdam', deviceZone)).toBeNull();
    expect(deviceZone).not.toHaveBeenCalled();
  });
});
