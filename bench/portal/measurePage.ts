import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { slowdownForNextRun, type CpuSlowdownSetting } from './cpuCalibration.ts';
import { htmlReport, runLighthouse } from './lighthouseRun.ts';
import type { PageSummary } from './pageSummary.ts';
import { indexOfMedian } from './statistics.ts';

export interface Measurement {
  name: string;
  url: string;
  /** The main heading the page showed in the check before the runs. */
  heading: string;
  runs: number;
  throttling: 'simulate' | 'devtools';
  cpuSlowdown: CpuSlowdownSetting;
  /** Chromium's DevTools port. */
  port: number;
  gzippedSizes: (urls: readonly string[]) => Promise<number>;
  /** Where the representative run's HTML report goes. */
  reportDir: string;
  /** Progress lines (one per run), so a long benchmark shows it is alive. */
  log: (line: string) => void;
}

/**
 * Runs Lighthouse `runs` times on one page. A run counts only when Lighthouse measured the page
 * and the page stayed on its own path: a logged-in page that lost its session ends on the login
 * page, and its figures would be the login page's.
 */
export async function measurePage(measurement: Measurement): Promise<PageSummary> {
  const { name, url, runs, port, throttling, log } = measurement;
  const expectedPath = new URL(url).pathname;
  const summary: PageSummary = {
    name,
    path: expectedPath,
    heading: measurement.heading,
    runs: [],
    scriptGzipBytes: [],
    failures: [],
    representative: 0,
    reportFile: null,
  };
  const results: Result[] = [];

  for (let run = 1; run <= runs; run++) {
    try {
      const { multiplier } = await slowdownForNextRun(measurement.cpuSlowdown, port);
      const { figures, lhr } = await runLighthouse(url, port, {
        throttlingMethod: throttling,
        cpuSlowdown: multiplier,
      });
      const finalPath = new URL(figures.finalUrl).pathname;
      if (finalPath !== expectedPath) throw new Error(`ended on ${finalPath}, not ${expectedPath}`);
      summary.runs.push(figures);
      summary.scriptGzipBytes.push(await measurement.gzippedSizes(figures.scriptUrls));
      results.push(lhr);
      log(`${name} run ${run}/${runs}: score ${figures.score} (CPU ${multiplier}× slower)`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      summary.failures.push(`run ${run}: ${reason}`);
      log(`${name} run ${run}/${runs} failed: ${reason}`);
    }
  }

  if (summary.runs.length === 0) {
    summary.notMeasured = `no run succeeded (${summary.failures.length} failed)`;
    return summary;
  }
  summary.representative = indexOfMedian(summary.runs.map((run) => run.score));
  const lhr = results[summary.representative];
  if (lhr) {
    summary.reportFile = join(measurement.reportDir, `${name}.html`);
    await writeFile(summary.reportFile, htmlReport(lhr));
  }
  return summary;
}
