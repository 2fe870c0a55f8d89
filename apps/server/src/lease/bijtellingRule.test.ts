import { describe, expect, it } from 'vitest';
import { bijtellingRule, type BijtellingVehicle } from './bijtellingRule.ts';
import { grossBijtellingPerMonth } from './grossBijtellingPerMonth.ts';
import { yearlyBijtelling } from './yearlyBijtelling.ts';

const ev = (firstAdmission: string): BijtellingVehicle => ({
  fuel: 'elektrisch',
  co2: 0,
  firstAdmission,
});

describe('bijtellingRule', () => {
  it.each([
    // [case, vehicle, reference date, percentage, cap]
    ['EV of 2023', ev('2023-05-10'), '2026-11-20', 16, 30000],
    ['EV of 2024', ev('2024-12-31'), '2026-11-20', 16, 30000],
    ['EV of 2025', ev('2025-01-01'), '2026-11-20', 17, 30000],
    ['EV of 2026', ev('2026-02-14'), '2026-11-20', 18, 30000],
    ['EV of 2027 (on order)', ev('2027-01-15'), '2026-11-20', 20, 30000],
    ['EV of 2028', ev('2028-03-01'), '2028-03-01', 22, null],
    [
      'hydrogen of 2026: no cap',
      { fuel: 'waterstof', co2: 0, firstAdmission: '2026-04' },
      '2026-11',
      18,
      null,
    ],
    ['solar cells of 2025: no cap', { ...ev('2025-04'), solarCells: true }, '2026-11', 17, null],
    [
      'petrol of 2026',
      { fuel: 'benzine', co2: 140, firstAdmission: '2026-01' },
      '2026-11',
      22,
      null,
    ],
    [
      'plug-in hybrid of 2024',
      { fuel: 'elektrisch-benzine', co2: 30, firstAdmission: '2024-01' },
      '2026-11',
      22,
      null,
    ],
    [
      'any car of 2016',
      { fuel: 'benzine', co2: 120, firstAdmission: '2016-12-31' },
      '2026-11',
      25,
      null,
    ],
    ['EV of 2016', ev('2016-06'), '2026-11', 25, null],
    // The admission month plus 60 months keep the admission rule …
    ['EV of Jan 2023, in month 60', ev('2023-01-20'), '2028-01-31', 16, 30000],
    // … the month after, a new period starts under the rule of that month: 22% from 2028.
    ['EV of Jan 2023, in month 61', ev('2023-01-20'), '2028-02-01', 22, null],
    ['EV of Dec 2021, still in its period', ev('2021-12-01'), '2026-12-01', 12, 40000],
    ['EV of Dec 2021, renewed in 2027', ev('2021-12-01'), '2027-01-01', 20, 30000],
    ['EV of 2019, renewed in 2024', ev('2019-03-01'), '2024-05-01', 16, 30000],
  ] as const)('%s', (_case, vehicle, referenceDate, percentage, cap) => {
    expect(bijtellingRule(vehicle, referenceDate)).toEqual({
      percentage,
      cap,
      percentageAboveCap: percentage === 25 ? 25 : 22,
    });
  });

  it('rejects a date it cannot read', () => {
    expect(() => bijtellingRule(ev('soon'), '2026-11-20')).toThrow(RangeError);
    expect(() => bijtellingRule(ev('2026-13-01'), '2026-11-20')).toThrow(RangeError);
  });
});

describe('yearly and monthly bijtelling', () => {
  const rule2026 = bijtellingRule(ev('2026-01'), '2026-11');
  it.each([
    // [fiscal value, yearly, per month]
    [0, 0, 0],
    [20000, 3600, 300],
    [30000, 5400, 450],
    [45000, 8700, 725],
    [60000, 12000, 1000],
  ])('zero-emission 2026, fiscal value €%d → €%d a year, €%d a month', (value, yearly, monthly) => {
    expect(yearlyBijtelling(value, rule2026)).toBe(yearly);
    expect(grossBijtellingPerMonth(value, rule2026)).toBe(monthly);
  });

  it('applies one percentage to all of the value without a cap', () => {
    const general = { percentage: 22, cap: null, percentageAboveCap: 22 };
    expect(yearlyBijtelling(40000, general)).toBe(8800);
    expect(grossBijtellingPerMonth(37995, general)).toBe(696.58);
  });
});
