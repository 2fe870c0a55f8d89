import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '@lease/api';
import { demoOptions } from '@lease/api/testing';
import { firstGroupCount } from './firstGroups.ts';

/** Groups with these numbers of options. */
const groupsOf = (...sizes: number[]): OptionGroup[] =>
  sizes.map((size, index) => ({
    cGroep: `Groep ${index + 1}`,
    nGroepID: index + 1,
    Opties: Array.from({ length: size }, () => demoOptions.heatPump),
  }));

describe('firstGroupCount', () => {
  it.each<[string, number[], number]>([
    ['no groups', [], 0],
    ['one small group', [3], 1],
    ['a first group longer than the first rows still renders whole', [20, 2], 1],
    ['groups up to the first rows', [5, 3, 3], 2],
    ['exactly the first rows', [4, 4], 2],
    ['one row too many', [4, 5], 1],
    ['many small groups', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 8],
  ])('%s: %j → %i', (_name, sizes, count) => {
    expect(firstGroupCount(groupsOf(...sizes))).toBe(count);
  });
});
