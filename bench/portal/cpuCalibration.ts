import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { withBrowser } from './browserPages.ts';

/**
 * Lighthouse's CPU benchmark index of the machine the issues' figures and aims were measured on
 * (2,500–2,580 in those runs). Its mobile preset slows the CPU by a fixed 4×, so the same page
 * scores lower on a slower or busier machine: at index 1,350 the peer page's blocking time went
 * from 33 to 136 ms. Lighthouse's own guidance is to calibrate the multiplier to the machine
 * (docs/throttling.md, "Calibrating the CPU slowdown"); scaling it by this index keeps the phone
 * the figures stand for the same from one machine to the next.
 */
export const REFERENCE_BENCHMARK_INDEX = 2500;

/** Lighthouse's mobile preset multiplier, which the reference machine ran with. */
export const PRESET_SLOWDOWN = 4;

/** How the CPU slowdown is chosen: scaled to this machine (`auto`), or a fixed multiplier. */
export type CpuSlowdownSetting = 'auto' | number;

/**
 * The multiplier that makes a machine of `benchmarkIndex` stand for the same phone as the preset
 * on the reference machine; never below 1 (a machine cannot be sped up), one decimal.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const scaled = (PRESET_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}

/**
 * Runs Lighthouse's own CPU benchmark in a blank tab of the Chromium on `port` (about a second):
 * the index it reports for a run, measured just before it, so a machine that got busier in the
 * meantime gets a lower multiplier for the next run.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  return withBrowser(port, async (context) => {
    const page = await context.newPage();
    try {
      return Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    } finally {
      await page.close();
    }
  });
}

/** The multiplier for the next run under `setting`, with the index it was derived from. */
export async function slowdownForNextRun(
  setting: CpuSlowdownSetting,
  port: number,
): Promise<{ multiplier: number; benchmarkIndex: number | null }> {
  if (setting !== 'auto') return { multiplier: setting, benchmarkIndex: null };
  const benchmarkIndex = await measureBenchmarkIndex(port);
  return { multiplier: calibratedSlowdown(benchmarkIndex), benchmarkIndex };
}
