import { describe, expect, it } from 'vitest';
import type { CallCounts } from './apiCallTally.ts';
import type { BurstRun, InpRun, InteractionSummary } from './interactionSummary.ts';
import { formatInp, interactionDetails, interactionTable } from './interactionTable.ts';

const inp = (inpMs: number): InpRun => ({ inpMs, interaction: null, longFrames: [] });
const calls = (started: number, completed: number): CallCounts => ({
  started,
  completed,
  aborted: started - completed,
});
const burst = (started: number, completed: number, kept: string[]): BurstRun => ({
  details: calls(started, completed),
  options: calls(started, completed),
  kept,
  inpMs: 96,
  longFrames: [],
});

function summary(overrides: Partial<InteractionSummary> = {}): InteractionSummary {
  return {
    calculatorPath: '/nl/horizon/calculator',
    configuratorPath: '/nl/horizon/calculator/94/types/type-1/configurator',
    browser: 'Chromium/1',
    cpuSlowdown: 4,
    viewport: { width: 1350, height: 940 },
    filterChange: {
      label: 'calculator filter change',
      clicked: 'a fuel clicked',
      runs: [inp(48), inp(56), inp(0), inp(272), inp(40)],
      failures: [],
    },
    optionChange: {
      label: 'configurator option change',
      clicked: 'an option clicked',
      runs: [inp(208), inp(224), inp(216)],
      failures: ['run 4: timeout'],
    },
    burst: {
      label: 'configurator burst of 3',
      clicked: 'three options clicked',
      runs: [burst(3, 1, ['A', 'B', 'C']), burst(2, 2, ['A', 'B', 'C']), burst(3, 1, ['C'])],
      failures: [],
    },
    burstSize: 3,
    ...overrides,
  };
}

/** The table's cells, row by row, split on the column gaps. */
const cells = (table: string) => table.split('\n').map((line) => line.trim().split(/\s{2,}/));

describe('formatInp', () => {
  it('prints whole milliseconds, <16 for an interaction under the threshold, – for none', () => {
    expect(formatInp(207.6)).toBe('208');
    expect(formatInp(0)).toBe('<16');
    expect(formatInp(Number.NaN)).toBe('–');
  });
});

describe('interactionTable', () => {
  it('prints each median and worst run against its aim, naming the aims missed', () => {
    expect(cells(interactionTable(summary()))).toEqual([
      ['interaction', 'runs', 'median', 'worst', 'aim', 'misses aims'],
      ['calculator filter change: INP ms', '5', '48', '272', '≤200', 'none'],
      ['configurator option change: INP ms', '3', '216', '224', '≤200', 'INP'],
      ['configurator burst of 3: completed GetDetails', '3', '1', '2', 'exactly 1', 'none'],
      ['configurator burst of 3: started GetDetails', '3', '3', '3'],
      ['configurator burst of 3: changes kept', '3', '3', '1', 'all 3', 'none'],
    ]);
  });

  it('says a burst that kept only some of its changes lost them', () => {
    const lossy = summary();
    lossy.burst.runs = [burst(1, 1, ['C']), burst(1, 1, ['C']), burst(1, 1, ['B', 'C'])];
    expect(cells(interactionTable(lossy)).at(-1)).toEqual([
      'configurator burst of 3: changes kept',
      '3',
      '1',
      '1',
      'all 3',
      'lost changes',
    ]);
  });

  it('says why an interaction has no figures', () => {
    const none = summary();
    none.optionChange = {
      ...none.optionChange,
      runs: [],
      notMeasured: 'no configurator found from the calculator',
    };
    expect(interactionTable(none)).toContain(
      'configurator option change  n/a: no configurator found from the calculator',
    );
  });
});

describe('interactionDetails', () => {
  it('lists every run, the failed ones and the requests of each burst', () => {
    const details = interactionDetails(summary());
    expect(details).toContain('  INP of the runs (ms): 48 56 <16 272 40');
    expect(details).toContain('  failed run: run 4: timeout');
    expect(details).toContain(
      '  GetDetails per burst: started 3 2 3, completed 1 2 1, aborted 2 0 2',
    );
    expect(details).toContain('  chosen at the end: A + B + C | A + B + C | C');
  });
});
