import type { Locator, Page, Request } from 'playwright';
import { CallTally } from './apiCallTally.ts';
import { firstConfiguratorPath, setLocalStorage, withBrowser } from './browserPages.ts';
import { formatInp } from './interactionTable.ts';
import {
  inpRunOf,
  type BurstRun,
  type InpRun,
  type InteractionSummary,
  type Series,
} from './interactionSummary.ts';
import {
  pushedQueries,
  startRecording,
  startRecordingPushes,
  takeRecording,
} from './pageRecorder.ts';

/** The interactions' slowdown: a mid-range phone's CPU, as DevTools' "4× slowdown" has it. */
export const CPU_SLOWDOWN = 4;
/** Lighthouse's desktop screen: the calculator shows its filters beside the results. */
export const VIEWPORT = { width: 1350, height: 940 };

/**
 * What is clicked, by role and name as a person finds it (the e2e tests' locators). The names are
 * the reference server's demo catalogue; the configurator is the calculator's first car's, as
 * everywhere in the bench, whose options include these (none of them asks to confirm a package).
 */
const FUEL_LIST = 'Brandstoffen';
const FUEL = 'Elektrisch';
const OPTION = 'Winterpakket';
const BURST_GROUP = 'Losse opties';
const BURST = ['Panoramadak', 'Head-up display', 'Premium audiosysteem'] as const;
const SUMMARY = 'Jouw samenstelling';

export interface InteractionMeasurement {
  /** Chromium's DevTools port. */
  port: number;
  /** The calculator of the logged-in driver. */
  calculatorUrl: string;
  /** The session, as local storage holds it. */
  storage: Record<string, string>;
  runs: number;
  log: (line: string) => void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `measure` and files its figure (or why it failed) in the series, with a progress line. */
async function attempt<Run extends { inpMs: number }>(
  series: Series<Run>,
  what: string,
  measure: () => Promise<Run>,
  log: (line: string) => void,
  describe: (run: Run) => string = (run) => `INP ${formatInp(run.inpMs)} ms`,
): Promise<void> {
  try {
    const run = await measure();
    series.runs.push(run);
    log(`${what}: ${describe(run)}`);
  } catch (error) {
    const reason = reasonOf(error).split('\n', 1)[0] ?? '';
    series.failures.push(`${what}: ${reason}`);
    log(`${what} failed: ${reason}`);
  }
}

/** Waits until no filter shows itself busy: the search the page started has its answer. */
async function searchSettled(page: Page): Promise<void> {
  await page.locator('[role="combobox"][aria-busy="true"]').first().waitFor({ state: 'hidden' });
}

/**
 * Waits until the configurator's price no longer recalculates. Only call it once the change
 * shows (the checkbox checked): the page marks the price busy in that same render.
 */
async function priceSettled(page: Page): Promise<void> {
  await page
    .getByRole('complementary', { name: SUMMARY })
    .locator('[aria-live="polite"][aria-busy="true"]')
    .waitFor({ state: 'hidden' });
}

/** One filter change in the calculator: the fuel list opened, one fuel chosen, the results in. */
async function filterChange(page: Page, open: (url: string) => Promise<void>, url: string) {
  await open(url);
  const found = page.getByRole('status').filter({ hasText: /\d+ voertuigen gevonden/ });
  await found.waitFor();
  await searchSettled(page);
  const before = (await found.textContent()) ?? '';
  await page.getByRole('combobox', { name: FUEL_LIST }).click();
  const fuel = page
    .getByRole('listbox', { name: FUEL_LIST })
    .getByRole('option', { name: new RegExp(`^${FUEL}\\b`) });
  await fuel.waitFor();

  await startRecording(page);
  await fuel.click();
  // The results are in when the count changed (the old results stay until then).
  await page.waitForURL(/[?&]cBrandstof=/);
  await found.filter({ hasNotText: before }).waitFor();
  await searchSettled(page);
  return inpRunOf(await takeRecording(page));
}

/** The configurator opened afresh (no options chosen) with its price calculated. */
async function openConfigurator(
  page: Page,
  open: (url: string) => Promise<void>,
  url: string,
): Promise<Locator> {
  await open(url);
  const price = page
    .getByRole('complementary', { name: SUMMARY })
    .getByText(/per maand/)
    .first();
  await price.waitFor();
  await priceSettled(page);
  return price;
}

/** One option change in the configurator: the option chosen, the new price calculated. */
async function optionChange(page: Page, open: (url: string) => Promise<void>, url: string) {
  const price = await openConfigurator(page, open, url);
  const before = (await price.textContent()) ?? '';
  await startRecording(page);
  await page.getByRole('checkbox', { name: OPTION }).click();
  await page.getByRole('checkbox', { name: OPTION, checked: true }).waitFor();
  await priceSettled(page);
  const run = inpRunOf(await takeRecording(page));
  if ((await price.textContent()) === before) throw new Error('the price did not change');
  return run;
}

/** The option ids of a configurator query (`opties=1,2,3`), sorted: a set to compare. */
function optionIds(ids: string | null | undefined): string {
  return (ids ?? '')
    .split(',')
    .filter(Boolean)
    .sort((a, b) => Number(a) - Number(b))
    .join(',');
}

/** The options a `GetOpties` body asks for (`cGekozenOpties`), as `optionIds` writes them. */
function requestedOptionIds(body: string | null): string {
  try {
    const parsed = JSON.parse(body ?? '') as { cGekozenOpties?: unknown };
    return optionIds(typeof parsed.cGekozenOpties === 'string' ? parsed.cGekozenOpties : '');
  } catch {
    return '';
  }
}

/**
 * Three option changes as fast as Playwright clicks (no waiting in between), then the price
 * settled and no calculation under way: how many `GetDetails` the page started, and how many
 * came back (the others were aborted by the newer one), and which of the three options are
 * chosen at the end.
 *
 * Settled is when the options of the URL's last configuration came back (`GetOpties`) and the
 * price shows no recalculation any more: the page renders a navigation a while after the URL
 * changed, so the price can look settled on an older configuration in between.
 */
async function burst(
  page: Page,
  open: (url: string) => Promise<void>,
  url: string,
): Promise<BurstRun> {
  await openConfigurator(page, open, url);
  const tally = new CallTally(['GetDetails', 'GetOpties']);
  const sent = (request: Request) => tally.sent(request, request.url(), request.postData());
  const finished = (request: Request) => tally.finished(request);
  const failed = (request: Request) => tally.failed(request);
  page.on('request', sent);
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  try {
    await startRecording(page);
    await startRecordingPushes(page);
    const group = page.getByRole('region', { name: BURST_GROUP });
    for (const name of BURST) await group.getByRole('checkbox', { name }).click();
    // Each change pushes its configuration into the URL; the last click's is the last push.
    const pushes = await pushedQueries(page, BURST.length);
    const last = optionIds(new URLSearchParams(pushes.at(-1)).get('opties'));
    await tally.whenCompleted('GetOpties', (body) => requestedOptionIds(body) === last);
    await priceSettled(page);
    await tally.whenIdle();
    const recording = await takeRecording(page);
    if (await page.getByRole('dialog').isVisible()) {
      throw new Error('a dialog asks to confirm a package: the burst changed more than 3 options');
    }
    const { inpMs, longFrames } = inpRunOf(recording);
    const kept: string[] = [];
    for (const name of BURST) {
      if (await group.getByRole('checkbox', { name }).isChecked()) kept.push(name);
    }
    return {
      details: tally.counts('GetDetails'),
      options: tally.counts('GetOpties'),
      kept,
      inpMs,
      longFrames,
    };
  } finally {
    page.off('request', sent);
    page.off('requestfinished', finished);
    page.off('requestfailed', failed);
  }
}

const series = <Run>(label: string, clicked: string): Series<Run> => ({
  label,
  clicked,
  runs: [],
  failures: [],
});

/**
 * The interaction figures, in the Chromium Lighthouse uses, logged in: a filter change in
 * the calculator and an option change in the configurator (their INP), and a burst of option
 * changes (the calculations it costs). The CPU is slowed down 4× through the DevTools protocol;
 * the network is not throttled. Every run starts from a fresh page load, so each is the same.
 */
export async function measureInteractions({
  port,
  calculatorUrl,
  storage,
  runs,
  log,
}: InteractionMeasurement): Promise<InteractionSummary> {
  const origin = new URL(calculatorUrl).origin;
  const summary: InteractionSummary = {
    calculatorPath: new URL(calculatorUrl).pathname,
    configuratorPath: '',
    browser: '',
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: VIEWPORT,
    filterChange: series<InpRun>(
      'calculator filter change',
      `${FUEL_LIST} opened, “${FUEL}” clicked`,
    ),
    optionChange: series<InpRun>('configurator option change', `“${OPTION}” clicked`),
    burst: series<BurstRun>(
      `configurator burst of ${BURST.length}`,
      `${BURST.map((name) => `“${name}”`).join(', ')} (${BURST_GROUP}) clicked one after the other`,
    ),
    burstSize: BURST.length,
  };

  await withBrowser(port, async (context) => {
    summary.browser = `Chromium/${context.browser()?.version() ?? '?'}`;
    await setLocalStorage(context, origin, storage);
    let configuratorUrl: string | null = null;
    try {
      summary.configuratorPath = await firstConfiguratorPath(context, calculatorUrl);
      configuratorUrl = `${origin}${summary.configuratorPath}`;
    } catch (error) {
      const reason = `no configurator found from the calculator: ${reasonOf(error)}`;
      summary.optionChange.notMeasured = reason;
      summary.burst.notMeasured = reason;
    }

    const page = await context.newPage();
    try {
      await page.setViewportSize(VIEWPORT);
      const cdp = await context.newCDPSession(page);
      const slowDown = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // Slowed before the load (as on the phone), and again after it, in case a navigation
      // moved the page to a new renderer, which starts at full speed.
      const open = async (url: string) => {
        await slowDown();
        await page.goto(url);
        await slowDown();
      };

      for (let run = 1; run <= runs; run++) {
        await attempt(
          summary.filterChange,
          `interactions: filter change ${run}/${runs}`,
          () => filterChange(page, open, calculatorUrl),
          log,
        );
      }
      if (configuratorUrl === null) return;
      const url = configuratorUrl;
      for (let run = 1; run <= runs; run++) {
        await attempt(
          summary.optionChange,
          `interactions: option change ${run}/${runs}`,
          () => optionChange(page, open, url),
          log,
        );
      }
      for (let run = 1; run <= runs; run++) {
        await attempt(
          summary.burst,
          `interactions: burst ${run}/${runs}`,
          () => burst(page, open, url),
          log,
          (done) =>
            `GetDetails started ${done.details.started}, completed ${done.details.completed}, aborted ${done.details.aborted}; chosen at the end: ${done.kept.join(', ') || 'none'}`,
        );
      }
    } finally {
      await page.close();
    }
  });

  for (const measured of [summary.filterChange, summary.optionChange, summary.burst]) {
    if (!measured.notMeasured && measured.runs.length === 0) {
      measured.notMeasured = `no run succeeded (${measured.failures.length} failed)`;
    }
  }
  return summary;
}
