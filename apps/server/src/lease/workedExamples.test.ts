import { describe, expect, it } from 'vitest';
import { bikeBijtellingPerMonth } from './bikeBijtellingPerMonth.ts';
import { bijtellingRule } from './bijtellingRule.ts';
import { grossBijtellingPerMonth } from './grossBijtellingPerMonth.ts';
import { netMonthlyCost } from './netMonthlyCost.ts';

// The worked examples of docs/spec/lease-domain.md, exactly as the table there gives them.
const zeroEmission2026 = { fuel: 'elektrisch', co2: 0, firstAdmission: '2026-03-01' } as const;
const petrol = { fuel: 'benzine', co2: 128, firstAdmission: '2026-03-01' } as const;
const phev = { fuel: 'elektrisch-benzine', co2: 32, firstAdmission: '2025-06-01' } as const;
const today = '2026-11-20';

describe('the worked examples of docs/spec/lease-domain.md', () => {
  it.each([
    ['zero-emission 2026, €45,000', zeroEmission2026, 45000, 725.0, 272.31, 358.88],
    ['petrol, €40,000', petrol, 40000, 733.33, 275.44, 363.0],
    ['plug-in hybrid, €40,000', phev, 40000, 733.33, 275.44, 363.0],
  ] as const)('%s', (_case, vehicle, value, gross, netAt3756, netAt4950) => {
    const monthly = grossBijtellingPerMonth(value, bijtellingRule(vehicle, today));
    expect(monthly).toBe(gross);
    const net = (taxRatePercent: number) =>
      netMonthlyCost({
        grossBijtelling: monthly,
        ownContribution: 0,
        taxRatePercent,
        businessOnly: false,
      });
    expect(net(37.56)).toBe(netAt3756);
    expect(net(49.5)).toBe(netAt4950);
  });

  it.each([
    [100, 334.75],
    [800, 800.0],
  ])('zero-emission 2026, €45,000, own contribution €%d → €%d net at 37.56%%', (own, net) => {
    const gross = grossBijtellingPerMonth(45000, bijtellingRule(zeroEmission2026, today));
    expect(
      netMonthlyCost({
        grossBijtelling: gross,
        ownContribution: own,
        taxRatePercent: 37.56,
        businessOnly: false,
      }),
    ).toBe(net);
  });

  it('€3,499 e-bike → €20.41 gross bijtelling, €7.67 tax at 37.56%', () => {
    const gross = bikeBijtellingPerMonth(3499);
    expect(gross).toBe(20.41);
    expect(
      netMonthlyCost({
        grossBijtelling: gross,
        ownContribution: 0,
        taxRatePercent: 37.56,
        businessOnly: false,
      }),
    ).toBe(7.67);
  });
});
