import { describe, expect, it } from 'vitest';
import { consumptionOf } from './carConsumption.ts';

describe('consumptionOf', () => {
  it.each([
    [
      'petrol in litres',
      { cBrandstof: 'benzine', nBrandstofverbruik: 6.1 },
      { electricity: null, fuel: 6.1, fuelUnit: 'l' },
    ],
    [
      'hydrogen in kg',
      { cBrandstof: 'waterstof', nBrandstofverbruik: 1 },
      { electricity: null, fuel: 1, fuelUnit: 'kg' },
    ],
    [
      'a plug-in hybrid both',
      { cBrandstof: 'elektrisch-diesel', nStroomverbruik: 9, nBrandstofverbruik: 1.6 },
      { electricity: 9, fuel: 1.6, fuelUnit: 'l' },
    ],
    [
      'an unknown fuel: its figures as sent, in litres',
      { cBrandstof: 'kernfusie', nBrandstofverbruik: 2 },
      { electricity: null, fuel: 2, fuelUnit: 'l' },
    ],
  ])('%s', (_, type, expected) => {
    expect(consumptionOf(type)).toEqual(expected);
  });

  it('is undefined without the car', () => {
    expect(consumptionOf(null)).toBeUndefined();
  });
});
