import { describe, expect, it } from 'vitest';
import type { Option } from '@lease/api';
import { demoOptions } from '@lease/api/testing';
import { optionBlocks, optionKey } from './optionClusters.ts';

const { moonstoneGrey, kingsRed, towBar, heatPump, wheels19, wheels20 } = demoOptions;

describe('optionKey', () => {
  it.each([
    [{ nOptieIDHist: 5, nOptieID: 1 }, '5'],
    [{ nOptieIDHist: null, nOptieID: 1 }, '1'],
    [{ nOptieID: 7 }, '7'],
  ])('%o → %s', (option, key) => expect(optionKey(option)).toBe(key));
});

describe('optionBlocks', () => {
  it.each<[string, Option[], unknown[]]>([
    ['no options', [], []],
    [
      'a cluster with a checked option',
      [moonstoneGrey, kingsRed],
      [{ kind: 'cluster', cluster: 'lak', chosenKey: '880102' }],
    ],
    [
      'a cluster with nothing checked falls back to the standard option',
      [wheels19, wheels20],
      [{ kind: 'cluster', cluster: 'velgen', chosenKey: '880301' }],
    ],
    [
      'a cluster without checked or standard option has no choice',
      [{ ...wheels19, bStandaard: false }, wheels20],
      [{ kind: 'cluster', cluster: 'velgen', chosenKey: null }],
    ],
    ['loose options stay together', [towBar, heatPump], [{ kind: 'loose' }]],
    [
      'mixed, in the server order; a blank cluster is loose',
      [towBar, kingsRed, { ...heatPump, cCluster: '  ' }, moonstoneGrey],
      [{ kind: 'loose' }, { kind: 'cluster', cluster: 'lak' }, { kind: 'loose' }],
    ],
  ])('%s', (_label, options, expected) => {
    const blocks = optionBlocks(options);
    expect(blocks).toHaveLength(expected.length);
    blocks.forEach((block, index) => expect(block).toMatchObject(expected[index] as object));
  });

  it('keeps every option of a cluster in one block even when they are apart', () => {
    const blocks = optionBlocks([moonstoneGrey, towBar, kingsRed]);
    expect(blocks[0]).toMatchObject({ kind: 'cluster', options: [moonstoneGrey, kingsRed] });
  });
});
