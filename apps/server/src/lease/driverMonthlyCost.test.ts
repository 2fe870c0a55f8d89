import { describe, expect, it } from 'vitest';
import { driverMonthlyCost } from './driverMonthlyCost.ts';
import { fiscalValue } from './fiscalValue.ts';
import { netMonthlyCost } from './netMonthlyCost.ts';
import { OVER_MAXIMUM_CONTRIBUTION, orderPermission } from './orderPermission.ts';
import { ownContribution } from './ownContribution.ts';
import { roundCents } from './roundCents.ts';

describe('roundCents', () => {
  it.each([
    [358.875, 358.88],
    [725 * 0.495, 358.88],
    [0.005, 0.01],
    [-0.005, -0.01],
    [733.3333333, 733.33],
    [-0, 0],
  ])('%d → %d', (amount, cents) => expect(roundCents(amount)).toBe(cents));
});

describe('fiscalValue', () => {
  it('adds factory options to the catalogue price, never accessories', () => {
    expect(fiscalValue(43995)).toBe(43995);
    expect(fiscalValue(43995, 1005)).toBe(45000);
  });
});

describe('ownContribution', () => {
  it.each([
    // [lease price, norm budget, fixed, above norm, total]
    [650, 700, 0, 0, 0],
    [700, 700, 0, 0, 0],
    [812.45, 700, 0, 112.45, 112.45],
    [812.45, 700, 50, 112.45, 162.45],
    [600, 700, 50, 0, 50],
  ])(
    'lease €%d, norm €%d, fixed €%d → %d above norm, %d in total',
    (lease, norm, fixed, above, total) => {
      expect(ownContribution(lease, norm, fixed)).toEqual({ aboveNorm: above, fixed, total });
    },
  );
});

describe('orderPermission', () => {
  it.each([
    [0, 150, true, 0],
    [150, 150, true, 0],
    [150.01, 150, false, 0.01],
    [412.5, 250, false, 162.5],
    [5000, null, true, 0],
  ])(
    '%d above the norm with maximum %s → may order: %s, over by %d',
    (above, max, mayOrder, over) => {
      const permission = orderPermission(above, max);
      expect(permission.mayOrder).toBe(mayOrder);
      expect(permission.amountOver).toBe(over);
      expect(permission.reason).toBe(mayOrder ? null : OVER_MAXIMUM_CONTRIBUTION);
    },
  );
});

describe('netMonthlyCost', () => {
  it.each([
    // [gross, own, rate, business only, net]
    [725, 0, 37.56, false, 272.31],
    [725, 100, 37.56, false, 334.75],
    [725, 800, 37.56, false, 800],
    [725, 0, 0, false, 0],
    [725, 0, 17.85, false, 129.41],
    [725, 0, 49.5, true, 0],
    [725, 120, 49.5, true, 120],
  ])(
    'gross €%d, own €%d at %d%%, business only %s → €%d',
    (gross, own, rate, businessOnly, net) => {
      expect(
        netMonthlyCost({
          grossBijtelling: gross,
          ownContribution: own,
          taxRatePercent: rate,
          businessOnly,
        }),
      ).toBe(net);
    },
  );
});

describe('driverMonthlyCost', () => {
  it('puts norm, maximum and tax bracket together', () => {
    expect(
      driverMonthlyCost({
        leasePrice: 800,
        grossBijtelling: 725,
        normBudget: 700,
        maximumContribution: 150,
        taxRatePercent: 37.56,
        businessOnly: false,
      }),
    ).toEqual({
      energyCost: null,
      budgeted: 800,
      ownContribution: 100,
      netMonthlyCost: 334.75,
      permission: { mayOrder: true, reason: null, amountOver: 0 },
    });
  });

  it('on a total-cost budget compares lease and energy with the norm', () => {
    const input = {
      leasePrice: 640,
      grossBijtelling: 725,
      normBudget: 700,
      maximumContribution: 50,
      taxRatePercent: 37.56,
      businessOnly: false,
      energyCost: 140,
    };
    // The lease price alone is within the norm: no own contribution, orderable.
    expect(driverMonthlyCost(input)).toMatchObject({ budgeted: 640, ownContribution: 0 });
    // With its energy it is €80 above it, €30 above the maximum: it cannot be ordered.
    const total = driverMonthlyCost({ ...input, totalCostBudget: true });
    expect(total).toMatchObject({ energyCost: 140, budgeted: 780, ownContribution: 80 });
    expect(total.permission).toEqual({
      mayOrder: false,
      reason: OVER_MAXIMUM_CONTRIBUTION,
      amountOver: 30,
    });
  });

  it('refuses the order above the maximum and says by how much', () => {
    const cost = driverMonthlyCost({
      leasePrice: 1012.4,
      grossBijtelling: 725,
      normBudget: 700,
      fixedPrivateContribution: 25,
      maximumContribution: 250,
      taxRatePercent: 49.5,
      businessOnly: false,
    });
    expect(cost.ownContribution).toBe(337.4);
    expect(cost.permission).toEqual({
      mayOrder: false,
      reason: OVER_MAXIMUM_CONTRIBUTION,
      amountOver: 62.4,
    });
    // (725 − 337.40) × 49.5% + 337.40
    expect(cost.netMonthlyCost).toBe(529.26);
  });
});
