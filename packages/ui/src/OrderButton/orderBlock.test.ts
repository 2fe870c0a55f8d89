import { describe, expect, it } from 'vitest';
import { demoConfiguratorDetail, demoConfiguratorDetailOverBudget } from '@lease/api/testing';
import { orderBlock } from './orderBlock.ts';

const over = demoConfiguratorDetailOverBudget;

describe('orderBlock', () => {
  it.each([
    ['may order', demoConfiguratorDetail, 150, { kind: 'none' }],
    [
      'above the maximum own contribution',
      over,
      150,
      { kind: 'overMaximum', over: 49, maximum: 150 },
    ],
    ['maximum unknown: above the norm', over, undefined, { kind: 'overBudget', over: 199 }],
    ['maximum not exceeded: above the norm', over, 250, { kind: 'overBudget', over: 199 }],
    [
      'blocked below the norm: only the reason',
      { ...over, nAfwijkingwaarde: -20, nEigenbijdrage: 0, cRedenNietBestellen: '  Geen dealer  ' },
      150,
      { kind: 'other', reason: 'Geen dealer' },
    ],
    [
      'cents are rounded',
      { ...over, nEigenbijdrage: 150.106, cRedenNietBestellen: '' },
      150,
      { kind: 'overMaximum', over: 0.11, reason: null },
    ],
    ['NaN maximum is ignored', over, Number.NaN, { kind: 'overBudget' }],
    [
      'a fixed private contribution does not count towards the maximum',
      { ...over, nEigenbijdrage: 224 },
      150,
      { kind: 'overMaximum', over: 49, maximum: 150 },
    ],
    [
      'a fixed private contribution alone never blocks',
      { ...over, nEigenbijdrage: 180, nAfwijkingwaarde: 140 },
      150,
      { kind: 'overBudget', over: 140 },
    ],
  ] as const)('%s', (_label, detail, maximum, expected) => {
    expect(orderBlock(detail, maximum)).toMatchObject(expected);
  });
});
