import type { CallCounts } from './apiCallTally.ts';
import type { Interaction } from './interactionTiming.ts';
import {
  INTERACTION_AIMS,
  medianAndMax,
  missesBurstAim,
  missesInpAim,
  type BurstRun,
  type InpRun,
  type InteractionSummary,
  type Series,
} from './interactionSummary.ts';
import { alignedTable } from './table.ts';

/** An INP in ms: `<16` when no entry reached the observer's 16 ms, `–` for none measured. */
export function formatInp(ms: number): string {
  if (Number.isNaN(ms)) return '–';
  return ms < 16 ? '<16' : String(Math.round(ms));
}

const formatCount = (value: number) =>
  Number.isNaN(value) ? '–' : String(Number.isInteger(value) ? value : value.toFixed(1));

const COLUMNS = ['interaction', 'runs', 'median', 'worst', 'aim', 'misses aims'] as const;

function inpRow(series: Series<InpRun>): string[] {
  if (series.runs.length === 0) {
    return [series.label, `n/a: ${series.notMeasured ?? 'no run succeeded'}`];
  }
  const { median, max } = medianAndMax(series.runs.map((run) => run.inpMs));
  return [
    `${series.label}: INP ms`,
    String(series.runs.length),
    formatInp(median),
    formatInp(max),
    `≤${INTERACTION_AIMS.inpMs}`,
    missesInpAim(median) ? 'INP' : 'none',
  ];
}

function burstRows(series: Series<BurstRun>, size: number): string[][] {
  if (series.runs.length === 0) {
    return [[series.label, `n/a: ${series.notMeasured ?? 'no run succeeded'}`]];
  }
  const completed = medianAndMax(series.runs.map((run) => run.details.completed));
  const started = medianAndMax(series.runs.map((run) => run.details.started));
  const kept = medianAndMax(series.runs.map((run) => run.kept.length));
  return [
    [
      `${series.label}: completed GetDetails`,
      String(series.runs.length),
      formatCount(completed.median),
      formatCount(completed.max),
      `exactly ${INTERACTION_AIMS.detailsPerBurst}`,
      missesBurstAim(completed.median) ? 'calculations' : 'none',
    ],
    [
      `${series.label}: started GetDetails`,
      String(series.runs.length),
      formatCount(started.median),
      formatCount(started.max),
      '',
      '',
    ],
    // Not an aim of the issue but what makes the count mean something: one calculation for a
    // burst that kept only its last change is no saving, it is lost clicks.
    [
      `${series.label}: changes kept`,
      String(series.runs.length),
      formatCount(kept.median),
      // The worst burst is the one that kept the fewest.
      formatCount(Math.min(...series.runs.map((run) => run.kept.length))),
      `all ${size}`,
      kept.median < size ? 'lost changes' : 'none',
    ],
  ];
}

/** The interaction figures (medians of the runs) as a plain-text table, with the aims they miss. */
export function interactionTable(summary: InteractionSummary): string {
  const rows = [
    inpRow(summary.filterChange),
    inpRow(summary.optionChange),
    ...burstRows(summary.burst, summary.burstSize),
  ];
  return alignedTable(COLUMNS, rows);
}

/** An interaction split as DevTools splits it: `pointerup 56 ms = input delay 2 + …`. */
export function describeInteraction(interaction: Interaction): string {
  const ms = (value: number) => Math.round(value);
  return (
    `${interaction.name} ${ms(interaction.duration)} ms = input delay ${ms(interaction.inputDelay)}` +
    ` + processing ${ms(interaction.processing)} + presentation ${ms(interaction.presentationDelay)}`
  );
}

const counts = (runs: readonly BurstRun[], pick: (run: BurstRun) => CallCounts) =>
  (['started', 'completed', 'aborted'] as const)
    .map((kind) => `${kind} ${runs.map((run) => pick(run)[kind]).join(' ')}`)
    .join(', ');

const failureLines = (series: Series<unknown>) =>
  series.failures.map((failure) => `  failed run: ${failure}`);

/** The slowest run of a series: the one worth reading the long frames of. */
function slowest<Run extends { inpMs: number }>(runs: readonly Run[]): Run | undefined {
  return runs.reduce<Run | undefined>(
    (worst, run) => (!worst || run.inpMs > worst.inpMs ? run : worst),
    undefined,
  );
}

function inpDetails(series: Series<InpRun>, path: string): string[] {
  const lines = [`${series.label}: ${path}, ${series.clicked}`];
  if (series.notMeasured) {
    return [...lines, `  n/a: ${series.notMeasured}`, ...failureLines(series)];
  }
  lines.push(`  INP of the runs (ms): ${series.runs.map((run) => formatInp(run.inpMs)).join(' ')}`);
  const worst = slowest(series.runs);
  if (worst?.interaction) {
    lines.push(`  slowest run: ${describeInteraction(worst.interaction)}`);
    for (const frame of worst.longFrames) lines.push(`    - ${frame}`);
  }
  return [...lines, ...failureLines(series)];
}

/**
 * Per interaction: what was clicked where, every run's figure, the slowest run split into its
 * parts with the long animation frames during it, and the requests of the bursts.
 */
export function interactionDetails(summary: InteractionSummary): string {
  const lines = [
    ...inpDetails(summary.filterChange, summary.calculatorPath),
    ...inpDetails(summary.optionChange, summary.configuratorPath),
    `${summary.burst.label}: ${summary.configuratorPath}, ${summary.burst.clicked}`,
  ];
  const { burst } = summary;
  if (burst.notMeasured) {
    lines.push(`  n/a: ${burst.notMeasured}`, ...failureLines(burst));
  } else {
    lines.push(`  GetDetails per burst: ${counts(burst.runs, (run) => run.details)}`);
    lines.push(`  GetOpties per burst:  ${counts(burst.runs, (run) => run.options)}`);
    lines.push(
      `  chosen at the end: ${burst.runs.map((run) => run.kept.join(' + ') || 'none').join(' | ')}`,
    );
    lines.push(
      `  slowest click of each burst (INP ms): ${burst.runs.map((run) => formatInp(run.inpMs)).join(' ')}`,
    );
    const worst = slowest(burst.runs);
    for (const frame of worst?.longFrames ?? []) lines.push(`    - ${frame}`);
    lines.push(...failureLines(burst));
  }
  return lines.join('\n');
}
