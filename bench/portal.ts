/**
 * `pnpm run bench:portal [--runs N] [--pages login,home,…,interactions] [--port N] [--no-peer]`:
 * Lighthouse's mobile preset on the built portal, served by the reference server on a fresh
 * database, and on a peer page of the same stack; then the interactions (a filter change, an
 * option change, a burst of option changes) at 4× CPU slowdown. Prints figures (medians of the
 * runs); it is not a test and fails only when it cannot measure at all. See "Performance" in
 * apps/portal/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoDriver } from '../e2e/support/demoAccounts.ts';
import { logInThroughApi, type ApiSession } from './portal/apiSession.ts';
import {
  firstConfiguratorPath,
  logInInBrowser,
  renderedHeading,
  setLocalStorage,
  withBrowser,
} from './portal/browserPages.ts';
import { launchChromium, type Chromium } from './portal/chromium.ts';
import { REFERENCE_BENCHMARK_INDEX } from './portal/cpuCalibration.ts';
import { orderAndKeepOneInCart, vehicleOfConfigurator } from './portal/demoOrder.ts';
import { createGzippedSizes } from './portal/gzippedSize.ts';
import { CPU_SLOWDOWN, measureInteractions, VIEWPORT } from './portal/interactions.ts';
import { INTERACTION_AIMS_TEXT, type InteractionSummary } from './portal/interactionSummary.ts';
import { interactionDetails, interactionTable } from './portal/interactionTable.ts';
import { loadAverage } from './portal/loadAverage.ts';
import { measurePage } from './portal/measurePage.ts';
import { parseOptions, USAGE, type BenchOptions, type PageName } from './portal/options.ts';
import { AIMS_TEXT, type PageSummary } from './portal/pageSummary.ts';
import { startPeerPage, type PeerPage } from './portal/peerPage.ts';
import {
  contentCodingOf,
  countedCodings,
  copyPortalBuild,
  startPortalServer,
  type PortalServer,
} from './portal/portalServer.ts';
import { median } from './portal/statistics.ts';
import { medianTable, pageDetails } from './portal/table.ts';

/** A page to measure: its URL and whether it needs the session, or why it cannot be measured. */
interface PlannedPage {
  name: PageName;
  url: string | null;
  loggedIn: boolean;
  notMeasured?: string;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The commit measured, and whether the portal, server or packages had uncommitted changes. */
/**
 * Whether the build predates the last commit to apps/ or packages/: the bench measures the build
 * as it is, and an old one silently measures old code (it happened once; the figures looked fine).
 */
function buildPredatesSource(builtAt: Date | null): boolean {
  if (!builtAt) return false;
  try {
    const last = execFileSync('git', ['log', '-1', '--format=%cI', '--', 'apps', 'packages'], {
      encoding: 'utf8',
    }).trim();
    return last !== '' && new Date(last).getTime() > builtAt.getTime();
  } catch {
    return false;
  }
}

function sourceState(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'apps', 'packages') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' + uncommitted changes in apps/ or packages/' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

/** The types page of a configurator's model: `…/calculator/{model}/types/{type}/configurator`. */
function typesPathOf(configuratorPath: string): string {
  return configuratorPath.replace(/\/types\/[^/]+\/configurator$/, '/types');
}

/**
 * The URLs of the chosen pages for the driver who logs straight in. The configurator is the
 * first vehicle's, found by following the calculator's links; the cart and the order status
 * need data a fresh database lacks, which is made through the API (an order, and a vehicle left
 * in the cart).
 */
async function planPages(
  options: BenchOptions,
  chromium: Chromium,
  origin: string,
  { session, storage }: { session: ApiSession; storage: Record<string, string> },
  client: string,
): Promise<PlannedPage[]> {
  const root = `${origin}/nl/${client}`;
  const wants = (name: PageName) => options.pages.includes(name);
  let configurator: string | null = null;
  let vehicleProblem = '';
  let orderId: number | null = null;
  let orderProblem = '';

  await withBrowser(chromium.port, async (context) => {
    await setLocalStorage(context, origin, storage);
    if (!['types', 'configurator', 'cart', 'orderStatus'].some((name) => wants(name as PageName))) {
      return;
    }
    try {
      configurator = await firstConfiguratorPath(context, `${root}/calculator`);
    } catch (error) {
      vehicleProblem = `no configurator found from the calculator: ${reasonOf(error)}`;
      return;
    }
    if (!wants('cart') && !wants('orderStatus')) return;
    try {
      orderId = await orderAndKeepOneInCart(session.gateway, vehicleOfConfigurator(configurator));
    } catch (error) {
      orderProblem = `ordering through the API failed: ${reasonOf(error)}`;
    }
  });

  const planned: Record<PageName, PlannedPage> = {
    login: { name: 'login', url: `${root}/auth/login`, loggedIn: false },
    home: { name: 'home', url: root, loggedIn: true },
    calculator: { name: 'calculator', url: `${root}/calculator`, loggedIn: true },
    // The model's types page, one step before the first vehicle's configurator.
    types: configurator
      ? { name: 'types', url: `${origin}${typesPathOf(configurator)}`, loggedIn: true }
      : { name: 'types', url: null, loggedIn: true, notMeasured: vehicleProblem },
    configurator: configurator
      ? { name: 'configurator', url: `${origin}${configurator}`, loggedIn: true }
      : { name: 'configurator', url: null, loggedIn: true, notMeasured: vehicleProblem },
    cart: { name: 'cart', url: `${root}/cart`, loggedIn: true },
    orderStatus:
      orderId === null
        ? {
            name: 'orderStatus',
            url: null,
            loggedIn: true,
            notMeasured: orderProblem || vehicleProblem,
          }
        : { name: 'orderStatus', url: `${root}/order-status/${orderId}`, loggedIn: true },
  };
  return options.pages.map((name) => planned[name]);
}

interface Measuring {
  options: BenchOptions;
  chromium: Chromium;
  gzippedSizes: (urls: readonly string[]) => Promise<number>;
  reportDir: string;
}

/**
 * Puts the origin's storage in the state the page needs (the session, or none for a login
 * page), checks the page shows itself, then measures it.
 */
async function measure(
  { options, chromium, gzippedSizes, reportDir }: Measuring,
  page: { name: string; url: string; storage: Record<string, string> | null; loginForm: boolean },
): Promise<PageSummary> {
  const origin = new URL(page.url).origin;
  let heading: string;
  try {
    heading = await withBrowser(chromium.port, async (context) => {
      if (page.storage) await setLocalStorage(context, origin, page.storage);
      return renderedHeading(context, page.url, { loginForm: page.loginForm });
    });
  } catch (error) {
    return notMeasured(page.name, new URL(page.url).pathname, reasonOf(error));
  }
  return measurePage({
    name: page.name,
    url: page.url,
    heading,
    runs: options.runs,
    throttling: options.throttling,
    cpuSlowdown: options.cpuSlowdown,
    port: chromium.port,
    gzippedSizes,
    reportDir,
    log,
  });
}

function notMeasured(name: string, path: string, reason: string): PageSummary {
  return {
    name,
    path,
    heading: '',
    runs: [],
    scriptGzipBytes: [],
    failures: [],
    representative: 0,
    reportFile: null,
    notMeasured: reason,
  };
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    log(`${reasonOf(error)}\n${USAGE}`);
    process.exit(2);
  }
  const loadAtStart = loadAverage();
  const startedAt = new Date();
  const reportDir = await mkdtemp(join(tmpdir(), 'lease-bench-reports-'));
  const account = demoDriver('horizon');

  const stops: (() => Promise<void> | void)[] = [];
  const pages: PageSummary[] = [];
  let peer: PageSummary | null = null;
  let interactions: InteractionSummary | null = null;
  let loadBeforeInteractions = '';
  let portalCoding = 'unknown';
  let builtAt: Date | null = null;
  try {
    log('Starting the server (fresh in-memory database, a copy of the build) and Chromium…');
    const build = await copyPortalBuild();
    stops.push(build.remove);
    builtAt = build.builtAt;
    if (buildPredatesSource(builtAt)) {
      log(
        'Warning: the portal build is older than the last commit to apps/ or packages/; run `pnpm build` first.',
      );
    }
    const server: PortalServer = await startPortalServer(options.port, build.dir, log);
    stops.push(server.stop);
    const chromium = await launchChromium();
    stops.push(chromium.close);
    const session = await logInThroughApi(server.origin, account);
    // A returning driver: the portal server's session cookie and what the portal keeps.
    const storage = await withBrowser(chromium.port, (context) =>
      logInInBrowser(context, server.origin, account),
    );
    const measuring: Measuring = {
      options,
      chromium,
      gzippedSizes: createGzippedSizes(),
      reportDir,
    };

    const planning = { session, storage };
    for (const page of await planPages(
      options,
      chromium,
      server.origin,
      planning,
      account.client,
    )) {
      pages.push(
        page.url === null
          ? notMeasured(page.name, '', page.notMeasured ?? 'unknown')
          : await measure(measuring, {
              name: page.name,
              url: page.url,
              storage: page.loggedIn ? storage : {},
              loginForm: !page.loggedIn,
            }),
      );
    }
    // Every script of a run, not one: the boot script is too small to be worth compressing, so
    // one file alone said "none" for a page whose other scripts all go out as brotli.
    const scripts = pages
      .flatMap((page) => page.runs)
      .find((run) => run.scriptUrls.length > 0)?.scriptUrls;
    if (scripts) portalCoding = countedCodings(await Promise.all(scripts.map(contentCodingOf)));

    // The peer is what the pages' ratios divide by: without pages there is nothing to divide.
    if (options.peer && options.pages.length > 0) {
      log('Building and serving the peer page (bench/peer)…');
      const peerPage: PeerPage = await startPeerPage();
      stops.push(peerPage.stop);
      peer = await measure(measuring, {
        name: 'peer',
        url: peerPage.url,
        storage: null,
        loginForm: true,
      });
    }

    if (options.interactions) {
      log(`Measuring the interactions (CPU ${CPU_SLOWDOWN}× slower)…`);
      loadBeforeInteractions = loadAverage();
      interactions = await measureInteractions({
        port: chromium.port,
        calculatorUrl: `${server.origin}/nl/${account.client}/calculator`,
        storage,
        runs: options.runs,
        log,
      });
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }

  const measured = [...pages, ...(peer ? [peer] : [])];
  const allRuns = measured.flatMap((page) => page.runs);
  const [firstRun] = allRuns;
  const args = process.argv.slice(2).join(' ');
  const benchmarkIndex = Math.round(median(allRuns.map((run) => run.benchmarkIndex)));
  const slowdowns = allRuns.map((run) => run.cpuSlowdown);
  const slowdownText =
    options.cpuSlowdown === 'auto'
      ? `CPU ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}× slower, scaled from 4× by the benchmark index measured before each run against ${REFERENCE_BENCHMARK_INDEX} (--cpu-slowdown 4 for Lighthouse's own)`
      : `CPU ${options.cpuSlowdown}× slower (--cpu-slowdown)`;
  const lighthouse = options.pages.length > 0;
  const interactionLines = interactions
    ? [
        '',
        `Interactions: Playwright clicks in the same Chromium, logged in, viewport ${VIEWPORT.width}×${VIEWPORT.height};`,
        `CPU ${interactions.cpuSlowdown}× slower (CDP Emulation.setCPUThrottlingRate), no network throttling; median of ${options.runs} run(s),`,
        'each on a fresh page load. INP = the longest Event Timing entry of the click (durationThreshold 16 ms).',
        `load average before them: ${loadBeforeInteractions}`,
        '',
        interactionTable(interactions),
        '',
        `Aims: ${INTERACTION_AIMS_TEXT}.`,
        '',
        interactionDetails(interactions),
      ]
    : [];
  console.log(
    [
      lighthouse
        ? `bench:portal: Lighthouse ${firstRun?.lighthouseVersion ?? '?'} mobile preset (${options.throttling === 'devtools' ? 'devtools' : 'simulated'} throttling), median of ${options.runs} run(s) per page`
        : `bench:portal: interactions only, median of ${options.runs} run(s)`,
      `date:          ${startedAt.toISOString()}`,
      `command:       pnpm run bench:portal${args ? ` ${args}` : ''}`,
      `source:        ${sourceState()}; portal built ${builtAt?.toISOString() ?? '?'}${buildPredatesSource(builtAt) ? ' (OLDER than the last commit to apps/ or packages/)' : ''}`,
      `browser:       ${firstRun?.browser ?? interactions?.browser ?? '?'}${lighthouse ? `; Lighthouse CPU benchmark index (median) ${benchmarkIndex}` : ''}`,
      ...(lighthouse ? [`throttling:    ${slowdownText}`] : []),
      `served:        portal by its server in front of apps/server (fresh in-memory database)${lighthouse ? `, scripts sent ${portalCoding}; peer by the bench's static server, br` : ''}`,
      `account:       ${account.username} (${account.client})`,
      `load average at start: ${loadAtStart}`,
      ...(lighthouse
        ? [
            '',
            medianTable(pages, peer),
            '',
            'sent = bytes as transferred; JS = every script the page loaded before Lighthouse saw it',
            'settle; JS gz = those files gzipped (zlib level 6), whatever the server sent. Ratios divide',
            'by the peer line (bench/peer: the stack alone, a login card).',
            `Aims: ${AIMS_TEXT}.`,
            '',
            ...measured.map(pageDetails),
          ]
        : []),
      ...interactionLines,
      '',
      `load average at end:   ${loadAverage()}`,
    ].join('\n'),
  );
  const interactionRuns = interactions
    ? [interactions.filterChange, interactions.optionChange, interactions.burst].reduce(
        (sum, series) => sum + series.runs.length,
        0,
      )
    : 0;
  if (allRuns.length === 0 && interactionRuns === 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  log(
    `bench:portal could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
}
