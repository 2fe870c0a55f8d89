/**
 * `pnpm run bench:blocking [--page configurator] [--loads 8] [--scale 3] ORIGIN [ORIGIN …]`:
 * compares the blocking time of one page between builds, each served by a portal server already
 * running at its origin (`PORT=… STATIC_DIR=<build> node apps/portal/server/main.ts`). The loads
 * take turns between the origins, so a slow moment of the machine falls on all of them.
 *
 * Lighthouse's figure for one run swings by more than most changes here (ADR 0012): this traces
 * the page at full speed instead, a phone's screen and user agent, a fresh context per load (no
 * caches, the session's cookie kept), and counts the main thread's tasks after the first paint as
 * Lighthouse's simulation would at `--scale`× CPU. DevTools' Runtime domain is on, as it is for
 * Lighthouse. Prints the median of each origin, the longest task's and the busy time's medians,
 * and every load's figure.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { demoDriver } from '../e2e/support/demoAccounts.ts';
import { logIn } from '../e2e/support/logIn.ts';
import { blockingAfterPaint, type AfterPaint, type TraceEvent } from './blocking/blockingTime.ts';
import { firstConfiguratorPath } from './portal/browserPages.ts';
import { median } from './portal/statistics.ts';

const PAGES = ['login', 'home', 'calculator', 'configurator', 'cart'] as const;
type PageName = (typeof PAGES)[number];

const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

interface Options {
  page: PageName;
  loads: number;
  scale: number;
  origins: string[];
}

const USAGE =
  'usage: pnpm run bench:blocking [--page login|home|calculator|configurator|cart] [--loads N] [--scale N] ORIGIN [ORIGIN …]';

function parseOptions(args: readonly string[]): Options {
  const options: Options = { page: 'configurator', loads: 8, scale: 3, origins: [] };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const value = args[i + 1] ?? '';
    if (arg === '--page') {
      if (!(PAGES as readonly string[]).includes(value)) {
        throw new Error(`--page takes one of ${PAGES.join(', ')}, not '${value}'`);
      }
      options.page = value as PageName;
      i += 1;
    } else if (arg === '--loads') {
      if (!(Number.isInteger(Number(value)) && Number(value) > 0)) {
        throw new Error(`--loads takes a whole number above 0, not '${value}'`);
      }
      options.loads = Number(value);
      i += 1;
    } else if (arg === '--scale') {
      if (!(Number(value) >= 1))
        throw new Error(`--scale takes a number of 1 or more, not '${value}'`);
      options.scale = Number(value);
      i += 1;
    } else if (/^https?:\/\/[^/]+$/.test(arg)) {
      options.origins.push(arg);
    } else if (arg !== '--') {
      throw new Error(`not an option or an origin (http://host:port): '${arg}'`);
    }
  }
  if (options.origins.length === 0) throw new Error('name at least one origin (http://host:port)');
  return options;
}

/** The page's path and the session to load it with, as the origin's server gives them. */
async function prepare(
  browser: Browser,
  origin: string,
  page: PageName,
): Promise<{
  path: string;
  storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
}> {
  const account = demoDriver('horizon');
  if (page === 'login') return { path: `/nl/${account.client}/auth/login`, storage: undefined };
  // Logged in with the phone's screen: the app tells the server its width in a cookie.
  const context = await browser.newContext(PHONE);
  try {
    await logIn(await context.newPage(), account, { origin });
    const root = `/nl/${account.client}`;
    const paths: Record<Exclude<PageName, 'login'>, () => Promise<string>> = {
      home: async () => root,
      calculator: async () => `${root}/calculator`,
      cart: async () => `${root}/cart`,
      configurator: () => firstConfiguratorPath(context, `${origin}${root}/calculator`),
    };
    return { path: await paths[page](), storage: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** One load of the page in a fresh context, traced; its figures after the first paint. */
async function traceLoad(
  browser: Browser,
  url: string,
  storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  scale: number,
): Promise<AfterPaint | null> {
  const context = await browser.newContext({
    ...PHONE,
    ...(storage ? { storageState: storage } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Runtime.enable');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'loading', 'toplevel'] },
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForFunction(() => 'takenOver' in document.documentElement.dataset);
    // What runs after the take-over (effects, the cache's answers, idle work) counts too.
    await page.waitForTimeout(2500);
    await cdp.send('Tracing.end');
    await complete;
    return blockingAfterPaint(events, scale);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const prepared = await Promise.all(
      options.origins.map((origin) => prepare(browser, origin, options.page)),
    );
    const results: AfterPaint[][] = options.origins.map(() => []);
    for (let load = 0; load < options.loads; load += 1) {
      for (const [index, origin] of options.origins.entries()) {
        const { path, storage } = prepared[index] ?? { path: '', storage: undefined };
        const figures = await traceLoad(browser, `${origin}${path}`, storage, options.scale);
        if (figures) results[index]?.push(figures);
      }
    }
    console.log(
      `bench:blocking: ${options.page} (${prepared[0]?.path}), ${options.loads} loads per origin, tasks after the first paint counted at ${options.scale}× (ms)`,
    );
    for (const [index, origin] of options.origins.entries()) {
      const loads = results[index] ?? [];
      const round = (values: number[]) => Math.round(median(values));
      console.log(
        `${origin}  blocking ${round(loads.map((l) => l.blocking))}  longest task ${round(loads.map((l) => l.longest))}  busy ${round(loads.map((l) => l.busy))}  loads [${loads.map((l) => Math.round(l.blocking)).join(', ')}]`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
