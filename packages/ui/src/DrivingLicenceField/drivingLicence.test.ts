import { describe, expect, it } from 'vitest';
import { drivingLicenceProblem, normalizeDrivingLicence } from './drivingLicence.ts';

describe('drivingLicenceProblem', () => {
  it.each([
    ['5123456789', true, null],
    ['512 345 6789', true, null],
    ['51-2345.6789', true, null],
    ['', true, 'licence.required'],
    ['   ', false, null],
    ['512345678', true, 'licence.invalid'],
    ['51234567890', true, 'licence.invalid'],
    ['51234S6789', true, 'licence.invalid'],
    ['５１２３４５６７８９', true, 'licence.invalid'],
  ] as const)('%j (required %s) → %s', (input, required, expected) => {
    expect(drivingLicenceProblem(input, required)).toBe(expected);
  });

  it('normalises separators', () => {
    expect(normalizeDrivingLicence(' 5123 45-6789. ')).toBe('5123456789');
  });
});
