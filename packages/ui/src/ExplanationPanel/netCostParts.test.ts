import { describe, expect, it } from 'vitest';
import { netCostParts } from './netCostParts.ts';

// The worked examples of docs/spec/lease-domain.md.
describe('netCostParts', () => {
  it.each([
    [
      'zero-emission 2026 at 37.56%',
      { gross: 725, e: 0, rate: 37.56 },
      { tax: 272.31, net: 272.31 },
    ],
    [
      'zero-emission 2026 at 49.50%',
      { gross: 725, e: 0, rate: 49.5 },
      { tax: 358.88, net: 358.88 },
    ],
    ['petrol at 37.56%', { gross: 733.33, e: 0, rate: 37.56 }, { tax: 275.44, net: 275.44 }],
    ['petrol at 49.50%', { gross: 733.33, e: 0, rate: 49.5 }, { tax: 363, net: 363 }],
    [
      'E = €100 lowers the taxable part',
      { gross: 725, e: 100, rate: 37.56 },
      { taxableBijtelling: 625, tax: 234.75, net: 334.75 },
    ],
    [
      'E above the bijtelling: nothing taxable',
      { gross: 725, e: 800, rate: 37.56 },
      { taxableBijtelling: 0, tax: 0, net: 800 },
    ],
    ['no tax bracket', { gross: 725, e: 0, rate: null }, { tax: 0, net: 0 }],
  ] as const)('%s', (_label, input, expected) => {
    const parts = netCostParts({
      nFiscaleWaarde: 45000,
      nBrutoFiscaleBijtelling: input.gross,
      nEigenbijdrage: input.e,
      nBelastingPercentage: input.rate,
      nNettoKosten: null,
    });
    expect(parts).toMatchObject(expected);
  });

  it('takes the server net cost as the total, so the parts add up to what is shown', () => {
    const parts = netCostParts({
      nFiscaleWaarde: 49990,
      nBrutoFiscaleBijtelling: 816.48,
      nEigenbijdrage: 199,
      nBelastingPercentage: 49.5,
      nNettoKosten: 504.65,
    });
    expect(parts.net).toBe(504.65);
    expect(parts.tax + parts.ownContribution).toBeCloseTo(504.65, 2);
  });

  it('business only: the net cost is the own contribution', () => {
    const parts = netCostParts(
      {
        nFiscaleWaarde: 45000,
        nBrutoFiscaleBijtelling: 725,
        nEigenbijdrage: 50,
        nBelastingPercentage: 49.5,
        nNettoKosten: 408.88,
      },
      { businessOnly: true },
    );
    expect(parts).toMatchObject({ grossBijtelling: 0, tax: 0, net: 50 });
  });

  it('never gives NaN or negative parts for odd input', () => {
    const parts = netCostParts({
      nFiscaleWaarde: Number.NaN,
      nBrutoFiscaleBijtelling: Number.POSITIVE_INFINITY,
      nEigenbijdrage: -5,
      nBelastingPercentage: 400,
      nNettoKosten: Number.NaN,
    });
    for (const value of Object.values(parts)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});
