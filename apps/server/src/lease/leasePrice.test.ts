import { describe, expect, it } from 'vitest';
import { bikeLeasePrice } from './bikeLeasePrice.ts';
import { leasePrice, type LeasePriceInput } from './leasePrice.ts';

const base: LeasePriceInput = {
  cataloguePrice: 45000,
  optionsPrice: 0,
  accessoriesPrice: 0,
  termMonths: 48,
  kmPerYear: 30000,
  fuel: 'elektrisch',
};

const TERMS = [36, 48, 60];
const MILEAGES = [10000, 15000, 20000, 25000, 30000, 35000, 40000];

describe('leasePrice', () => {
  it('prices the reference car part by part', () => {
    // capital 45,000; residual 0.82 − 0.0055×48 − 0.0000016×120,000 = 36.4% → 16,380.
    expect(leasePrice(base)).toEqual({
      residualValue: 16380,
      depreciation: 596.25,
      interest: 127.88,
      maintenance: 72.5,
      tyres: 37.5,
      insurance: 65,
      roadTax: 20,
      managementFee: 22,
      total: 941.13,
    });
  });

  it('keeps a residual value of at least 10% on very long, high-mileage contracts', () => {
    // 0.82 − 0.0055×72 − 0.0000016×300,000 < 0.10: the floor holds. 562.50 + 103.125 + 181.25 +
    // 50 + 65 + 110 + 22 = 1,093.875.
    const price = leasePrice({ ...base, fuel: 'diesel', termMonths: 72, kmPerYear: 50000 });
    expect(price.residualValue).toBe(4500);
    expect(price.total).toBe(1093.88);
  });

  it.each(TERMS)('costs more with every extra 5,000 km at %d months', (termMonths) => {
    for (const fuel of ['elektrisch', 'benzine', 'diesel'] as const) {
      const totals = MILEAGES.map(
        (kmPerYear) => leasePrice({ ...base, fuel, termMonths, kmPerYear }).total,
      );
      for (let i = 1; i < totals.length; i += 1)
        expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? Infinity);
    }
  });

  it.each(MILEAGES)('spreads depreciation thinner over a longer term at %d km', (kmPerYear) => {
    const depreciation = TERMS.map(
      (termMonths) => leasePrice({ ...base, termMonths, kmPerYear }).depreciation,
    );
    for (let i = 1; i < depreciation.length; i += 1) {
      expect(depreciation[i]).toBeLessThan(depreciation[i - 1] ?? -Infinity);
    }
  });

  it('rises with options and with accessories', () => {
    const plain = leasePrice(base).total;
    const withOptions = leasePrice({ ...base, optionsPrice: 2500 }).total;
    const withBoth = leasePrice({ ...base, optionsPrice: 2500, accessoriesPrice: 400 }).total;
    expect(withOptions).toBeGreaterThan(plain);
    expect(withBoth).toBeGreaterThan(withOptions);
  });

  it('rounds every part and the total to cents', () => {
    const price = leasePrice({
      ...base,
      cataloguePrice: 37995,
      optionsPrice: 1234.56,
      kmPerYear: 25000,
    });
    for (const amount of Object.values(price)) expect(Math.round(amount * 100) / 100).toBe(amount);
  });

  it('charges less road tax for zero-emission cars', () => {
    expect(leasePrice(base).roadTax).toBeLessThan(leasePrice({ ...base, fuel: 'benzine' }).roadTax);
  });
});

describe('bikeLeasePrice', () => {
  it.each([
    // 77.76 depreciation + 8.75 interest + 11.66 insurance + 11.87 maintenance + 3 fee.
    [3499, 0, 113.04],
    [3499, 250, 120.37],
    [999, 0, 39.78],
  ])(
    'a €%d bike with €%d accessories → €%d a month over 36 months',
    (price, accessories, monthly) => {
      expect(bikeLeasePrice(price, accessories)).toBe(monthly);
    },
  );
});
