import { describe, expect, it } from 'vitest';
import { chooseOption, optionKey, removeOption } from './chooseOption.ts';

const opt = (id: number, cCluster: string | null = null, hist = true) => ({
  nOptieID: hist ? null : id,
  nOptieIDHist: hist ? id : null,
  cCluster,
});
const ids = (list: ReturnType<typeof opt>[]) => list.map(optionKey);

describe('chooseOption', () => {
  it.each([
    ['adds to nothing', [], opt(1, 'lak'), [1]],
    [
      'replaces the chosen option of the same cluster',
      [opt(1, 'lak'), opt(5, 'velgen')],
      opt(2, 'lak'),
      [5, 2],
    ],
    ['keeps options of other clusters', [opt(1, 'lak')], opt(3, 'bekleding'), [1, 3]],
    ['options without a cluster add up', [opt(7), opt(8)], opt(9), [7, 8, 9]],
    ['an empty cluster counts as none', [opt(7, '')], opt(9, ''), [7, 9]],
    ['choosing the same option twice keeps one', [opt(7), opt(8)], opt(7), [8, 7]],
    ['an option known only by nOptieID', [opt(4, 'lak', false)], opt(6, 'lak', false), [6]],
  ])('%s', (_case, chosen, option, expected) => {
    expect(ids(chooseOption(chosen, option))).toEqual(expected);
  });
});

describe('removeOption', () => {
  it.each([
    ['removes the option', [opt(1), opt(2)], opt(1), [2]],
    ['leaves the rest when it was not chosen', [opt(1)], opt(3), [1]],
    [
      'matches by nOptieID when there is no hist id',
      [opt(4, null, false)],
      opt(4, null, false),
      [],
    ],
  ])('%s', (_case, chosen, option, expected) => {
    expect(ids(removeOption(chosen, option))).toEqual(expected);
  });
});
