import type { CallCounts } from './apiCallTally.ts';
import {
  describeFrame,
  framesDuring,
  slowestInteraction,
  type Interaction,
} from './interactionTiming.ts';
import type { Recording } from './pageRecorder.ts';
import { median } from './statistics.ts';

/** One measured click: its INP, and where the time went. */
export interface InpRun {
  /** The slowest interaction's duration; 0 when none reached 16 ms (it painted within a frame). */
  inpMs: number;
  interaction: Interaction | null;
  /** The long animation frames during it, one line each (`describeFrame`). */
  longFrames: string[];
}

/** One burst of option changes: what the configurator asked the server meanwhile. */
export interface BurstRun {
  details: CallCounts;
  options: CallCounts;
  /** The burst's options chosen at the end: every one, when no click was lost. */
  kept: string[];
  /** The slowest of the burst's clicks. */
  inpMs: number;
  longFrames: string[];
}

export interface Series<Run> {
  /** What it measures, in short (the table's first column). */
  label: string;
  /** What was clicked, in a person's words. */
  clicked: string;
  runs: Run[];
  /** Runs that did not count, with the reason. */
  failures: string[];
  /** Set when it could not be measured at all. */
  notMeasured?: string;
}

export interface InteractionSummary {
  /** The pages, as paths. */
  calculatorPath: string;
  configuratorPath: string;
  /** The browser and its version, as Playwright reports it. */
  browser: string;
  /** How much slower the CPU was made (`Emulation.setCPUThrottlingRate`). */
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  filterChange: Series<InpRun>;
  optionChange: Series<InpRun>;
  burst: Series<BurstRun>;
  /** How many option changes a burst makes. */
  burstSize: number;
}

/** The aims for interactions; they are not checked anywhere else. */
export const INTERACTION_AIMS = {
  /** Interaction to next paint at 4× CPU slowdown. */
  inpMs: 200,
  /** Completed `GetDetails` calculations per burst of option changes. */
  detailsPerBurst: 1,
};

export const INTERACTION_AIMS_TEXT = `INP ≤${INTERACTION_AIMS.inpMs} ms at 4× CPU slowdown (a filter change, an option change), exactly ${INTERACTION_AIMS.detailsPerBurst} completed GetDetails per burst of 3 option changes`;

/** Median and maximum of a list of figures (NaN for none). */
export function medianAndMax(values: readonly number[]): { median: number; max: number } {
  return {
    median: median(values),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  };
}

/** Whether an INP median misses the aim. */
export function missesInpAim(medianMs: number): boolean {
  return medianMs > INTERACTION_AIMS.inpMs;
}

/** Whether a median of completed calculations per burst misses the aim (exactly one). */
export function missesBurstAim(medianCompleted: number): boolean {
  return medianCompleted !== INTERACTION_AIMS.detailsPerBurst;
}

/** A recorded click as a run: its slowest interaction, and the long frames during it. */
export function inpRunOf(recording: Recording): InpRun {
  const interaction = slowestInteraction(recording.events);
  return {
    inpMs: interaction?.duration ?? 0,
    interaction,
    longFrames: interaction ? framesDuring(recording.frames, interaction).map(describeFrame) : [],
  };
}
