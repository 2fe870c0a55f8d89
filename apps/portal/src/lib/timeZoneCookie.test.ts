import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, requestTimeZone } from './timeZoneCookie.ts';

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
