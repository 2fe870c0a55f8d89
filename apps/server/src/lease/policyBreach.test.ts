import { describe, expect, it } from 'vitest';
import { orderPermission, OVER_MAXIMUM_CONTRIBUTION } from './orderPermission.ts';
import {
  FUEL_LABEL_ABOVE_MAXIMUM,
  NOT_PLUG_IN,
  policyBreach,
  type PolicyRules,
  type PolicyVehicle,
} from './policyBreach.ts';

const none: PolicyRules = { plugInOnly: false, maxFuelLabel: null };

describe('policyBreach', () => {
  it.each<[string, PolicyVehicle, PolicyRules, string | null]>([
    ['no rules', { fuel: 'benzine', fuelLabel: 'G' }, none, null],
    [
      'plug-in only, a petrol car',
      { fuel: 'benzine', fuelLabel: 'A' },
      { ...none, plugInOnly: true },
      NOT_PLUG_IN,
    ],
    [
      'plug-in only, an electric car',
      { fuel: 'elektrisch', fuelLabel: 'A' },
      { ...none, plugInOnly: true },
      null,
    ],
    [
      'plug-in only, a plug-in hybrid',
      { fuel: 'elektrisch-benzine', fuelLabel: 'B' },
      { ...none, plugInOnly: true },
      null,
    ],
    [
      'plug-in only, a hybrid without a plug',
      { fuel: 'benzine-hybride', fuelLabel: 'B' },
      { ...none, plugInOnly: true },
      NOT_PLUG_IN,
    ],
    [
      'label C at most, label C',
      { fuel: 'benzine', fuelLabel: 'C' },
      { ...none, maxFuelLabel: 'C' },
      null,
    ],
    [
      'label C at most, label D',
      { fuel: 'diesel', fuelLabel: 'D' },
      { ...none, maxFuelLabel: 'C' },
      FUEL_LABEL_ABOVE_MAXIMUM,
    ],
    [
      'label C at most, no label known',
      { fuel: 'diesel', fuelLabel: null },
      { ...none, maxFuelLabel: 'C' },
      null,
    ],
    [
      'both rules, a petrol car of label G: plug-in is said first',
      { fuel: 'benzine', fuelLabel: 'G' },
      { plugInOnly: true, maxFuelLabel: 'C' },
      NOT_PLUG_IN,
    ],
    [
      'a bike: the rules are about cars',
      { fuel: null, fuelLabel: null },
      { plugInOnly: true, maxFuelLabel: 'A' },
      null,
    ],
  ])('%s', (_, vehicle, rules, expected) => {
    expect(policyBreach(vehicle, rules)).toBe(expected);
  });
});

describe('orderPermission with the policy', () => {
  it('a car the policy rules out is not orderable at any price, and no amount brings it back', () => {
    expect(orderPermission(0, null, NOT_PLUG_IN)).toEqual({
      mayOrder: false,
      reason: NOT_PLUG_IN,
      amountOver: 0,
    });
    expect(orderPermission(400, 150, FUEL_LABEL_ABOVE_MAXIMUM).reason).toBe(
      FUEL_LABEL_ABOVE_MAXIMUM,
    );
    expect(orderPermission(400, 150, null).reason).toBe(OVER_MAXIMUM_CONTRIBUTION);
  });
});
