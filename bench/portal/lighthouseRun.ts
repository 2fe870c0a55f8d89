import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse';

/** What one Lighthouse run says about a page, in the units the report prints. */
export interface RunFigures {
  /** Performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The page's time to first byte as observed (Lighthouse's server response time), unthrottled. */
  ttfbMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every byte the page transferred (Lighthouse's total byte weight). */
  transferBytes: number;
  /** The JavaScript files the load fetched: what the page needs before it is usable. */
  scriptUrls: string[];
  /** Their bytes as the server sent them (uncompressed when the server does not compress). */
  scriptTransferBytes: number;
  /** The URL the page ended on: a logged-in page that fell back to the login page shows here. */
  finalUrl: string;
  /** The audits that cost the most, the largest first, as `title (savings)`. */
  biggestCosts: string[];
  /** Lighthouse's version and the browser it drove, to print beside the figures. */
  lighthouseVersion: string;
  browser: string;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run: simulated throttling scales
   * CPU time by a fixed factor, so a busy machine shows up here and in TBT.
   */
  benchmarkIndex: number;
  /** The CPU multiplier the run was throttled (or simulated) with. */
  cpuSlowdown: number;
}

export interface LighthouseRun {
  figures: RunFigures;
  /** The whole result, for writing the HTML report of a representative run. */
  lhr: Result;
}

/**
 * Lighthouse's default config is the mobile preset (a mid-range phone, slow 4G, simulated
 * throttling): the figures the issue asks for. Only the performance category runs.
 *
 * Storage reset stays on so every run starts with an empty HTTP cache, like the first visit the
 * figures are about. It clears only the kinds listed here; local storage is not among them, so
 * the session the benchmark stored survives (the final URL of each run proves it).
 */
const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
};

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

interface NetworkRequestItem {
  url?: unknown;
  resourceType?: unknown;
  transferSize?: unknown;
}

function scriptRequests(lhr: Result): { url: string; transferSize: number }[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as NetworkRequestItem[]) : [];
  return items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => ({
      url: String(item.url),
      transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
    }));
}

/** Savings in the metrics that weigh most in the score; LCP and FCP in ms, TBT in ms. */
function costOf(savings: Record<string, number | undefined> | undefined): number {
  return (savings?.LCP ?? 0) + (savings?.FCP ?? 0) + (savings?.TBT ?? 0);
}

function biggestCosts(lhr: Result, count: number): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && costOf(audit.metricSavings) > 0)
    .sort((a, b) => costOf(b.metricSavings) - costOf(a.metricSavings))
    .slice(0, count)
    .map((audit) => {
      const savings = Object.entries(audit.metricSavings ?? {})
        .filter(([metric, value]) => metric !== 'CLS' && (value ?? 0) > 0)
        .map(([metric, value]) => `${metric} −${Math.round(value ?? 0)} ms`);
      return `${audit.title} (${savings.join(', ')})`;
    });
}

/**
 * One Lighthouse navigation of `url` in the Chrome listening on `port`. Throws when Lighthouse
 * could not measure the page (its runtime error), so a failed run never counts as a figure.
 */
export async function runLighthouse(
  url: string,
  port: number,
  {
    throttlingMethod = 'simulate',
    cpuSlowdown,
  }: { throttlingMethod?: 'simulate' | 'devtools'; cpuSlowdown: number },
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    ...FLAGS,
    port,
    throttlingMethod,
    // Merged into the preset's throttling: only the CPU's multiplier changes.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  const scripts = scriptRequests(lhr);
  return {
    lhr,
    figures: {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      ttfbMs: numeric(lhr, 'server-response-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      transferBytes: numeric(lhr, 'total-byte-weight'),
      scriptUrls: scripts.map((script) => script.url),
      scriptTransferBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
      finalUrl: lhr.finalDisplayedUrl,
      biggestCosts: biggestCosts(lhr, 3),
      lighthouseVersion: lhr.lighthouseVersion,
      browser: /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? '',
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    },
  };
}

/** The HTML report of a run, to open in a browser. */
export function htmlReport(lhr: Result): string {
  return generateReport(lhr, 'html');
}
