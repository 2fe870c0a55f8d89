import { describe, expect, it } from 'vitest';
import { dueOrderSteps, expectedDelivery } from './orderProgress.ts';

const placed = '2026-11-20T09:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000);

describe('dueOrderSteps', () => {
  it.each([
    ['vehicle', 0, [], []],
    ['vehicle', 1.9, [], []],
    ['vehicle', 2, [], ['in_behandeling']],
    ['vehicle', 180, [], ['in_behandeling', 'goedgekeurd', 'besteld', 'levering_gepland']],
    ['vehicle', 180, ['in_behandeling', 'goedgekeurd'], ['besteld', 'levering_gepland']],
    [
      'vehicle',
      2 * 24 * 60,
      ['in_behandeling'],
      ['goedgekeurd', 'besteld', 'levering_gepland', 'geleverd'],
    ],
    ['vehicle', 2 * 24 * 60, ['geannuleerd'], []],
    ['card', 30, [], ['in_behandeling']],
    ['card', 90, [], ['in_behandeling', 'geleverd']],
  ] as const)('%s after %d minutes, having reached %j: %j', (kind, minutes, reached, expected) => {
    expect(
      dueOrderSteps(kind, placed, after(minutes), new Set(reached)).map((step) => step.status),
    ).toEqual(expected);
  });

  it('dates each step at the moment it came due, not when it was noticed', () => {
    expect(dueOrderSteps('card', placed, after(500), new Set())).toEqual([
      { status: 'in_behandeling', at: '2026-11-20T09:02:00.000Z' },
      { status: 'geleverd', at: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('moves an order whose placing time is not a date nowhere', () => {
    expect(dueOrderSteps('vehicle', 'yesterday', after(10_000), new Set())).toEqual([]);
  });
});

describe('expectedDelivery', () => {
  it('is when the schedule delivers', () => {
    expect(expectedDelivery('vehicle', new Date(placed))).toBe('2026-11-21T09:00:00.000Z');
    expect(expectedDelivery('card', new Date(placed))).toBe('2026-11-20T10:00:00.000Z');
  });
});
