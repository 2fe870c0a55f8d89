import type { RunFigures } from './lighthouseRun.ts';
import { median } from './statistics.ts';

/** The medians of one page's runs: what the table prints. */
export type Medians = Pick<
  RunFigures,
  | 'score'
  | 'fcpMs'
  | 'lcpMs'
  | 'tbtMs'
  | 'ttfbMs'
  | 'cls'
  | 'speedIndexMs'
  | 'transferBytes'
  | 'scriptTransferBytes'
> & {
  scriptGzipBytes: number;
  scriptFiles: number;
};

/** One measured page (or the peer), or why it was not measured. */
export interface PageSummary {
  name: string;
  /** The URL's path (the origin is the benchmark's own server, or the peer's). */
  path: string;
  /** The main heading the page showed before the runs: proof of what was measured. */
  heading: string;
  runs: RunFigures[];
  /** The gzipped JavaScript of each run, in the order of `runs`. */
  scriptGzipBytes: number[];
  /** Runs that did not count, with the reason. */
  failures: string[];
  /** The index in `runs` of the run closest to the median score: its costs and report are shown. */
  representative: number;
  /** The HTML report of that run. */
  reportFile: string | null;
  /** Set when the page could not be measured at all. */
  notMeasured?: string;
}

export function mediansOf(page: PageSummary): Medians | null {
  if (page.runs.length === 0) return null;
  const of = (pick: (run: RunFigures) => number) => median(page.runs.map(pick));
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    ttfbMs: of((run) => run.ttfbMs),
    cls: of((run) => run.cls),
    speedIndexMs: of((run) => run.speedIndexMs),
    transferBytes: of((run) => run.transferBytes),
    scriptTransferBytes: of((run) => run.scriptTransferBytes),
    scriptGzipBytes: median(page.scriptGzipBytes),
    scriptFiles: of((run) => run.scriptUrls.length),
  };
}

/**
 * The aims of the pages (the server-rendering decision, ADR 0012), to name what a page misses;
 * they are not checked anywhere else.
 */
export const AIMS = {
  score: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  /** Time to first byte of a page from the portal server, the lease API on the same machine. */
  ttfbMs: 200,
  /** Gzipped JavaScript before the page is usable: the login page, and the heaviest pages. */
  scriptGzipKiB: { login: 190, calculator: 250, configurator: 250 } as Record<string, number>,
};

export const AIMS_TEXT =
  `score ≥${AIMS.score}, LCP ≤${AIMS.lcpMs / 1000} s, TBT ≤${AIMS.tbtMs} ms, ` +
  `CLS ≤${AIMS.cls}, TTFB ≤${AIMS.ttfbMs} ms, ` +
  `JS gz ≤190 KiB (login), ≤250 KiB (calculator, configurator)`;

/** The aims a page's medians miss, by name (empty: it meets them all). */
export function missedAims(name: string, medians: Medians): string[] {
  const missed: string[] = [];
  if (medians.score < AIMS.score) missed.push('score');
  if (medians.lcpMs > AIMS.lcpMs) missed.push('LCP');
  if (medians.tbtMs > AIMS.tbtMs) missed.push('TBT');
  if (medians.cls > AIMS.cls) missed.push('CLS');
  if (medians.ttfbMs > AIMS.ttfbMs) missed.push('TTFB');
  const jsAimKiB = AIMS.scriptGzipKiB[name];
  if (jsAimKiB !== undefined && medians.scriptGzipBytes / 1024 > jsAimKiB) missed.push('JS');
  return missed;
}
