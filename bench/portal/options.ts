import type { CpuSlowdownSetting } from './cpuCalibration.ts';

/** The pages the benchmark knows, in the order a driver meets them. */
export const PAGE_NAMES = [
  'login',
  'home',
  'calculator',
  'types',
  'configurator',
  'cart',
  'orderStatus',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];
/** Not a page: the interaction figures, asked for in `--pages` like one. */
export const INTERACTIONS = 'interactions';

export interface BenchOptions {
  /** Lighthouse runs per page, and runs per interaction; the figures are their medians. */
  runs: number;
  pages: readonly PageName[];
  /**
   * Whether to measure the interactions after the pages (a filter change, an option change and a
   * burst of option changes at 4× CPU slowdown): `interactions` in `--pages`, and by default.
   */
  interactions: boolean;
  /** Whether to measure the peer page as well (it is what the ratios divide by). */
  peer: boolean;
  /** The port of the benchmark's own server, away from the dev (3000) and test servers. */
  port: number;
  /**
   * Lighthouse's throttling: `simulate` (the default and the figures) estimates a slow
   * phone from a fast load; `devtools` really slows the network and CPU down. They differ most
   * for a page that paints before its JavaScript runs: the estimate counts that JavaScript in
   * the first paint whenever the fast load happened to paint after it.
   */
  throttling: 'simulate' | 'devtools';
  /**
   * Lighthouse's CPU multiplier: `auto` (the default) scales the preset's 4× by this machine's
   * CPU benchmark index against the machine the aims were set on (`cpuCalibration.ts`), measured
   * before each run; a number fixes it (`4` is Lighthouse's own default).
   */
  cpuSlowdown: CpuSlowdownSetting;
}

export const USAGE = `Usage: pnpm run bench:portal [--runs N] [--pages ${[...PAGE_NAMES, INTERACTIONS].join(',')}] [--no-peer] [--port 4310] [--throttling simulate|devtools] [--cpu-slowdown auto|N]`;

function isPageName(name: string): name is PageName {
  return (PAGE_NAMES as readonly string[]).includes(name);
}

/** Reads `--runs N`, `--pages a,b`, `--port N`, `--throttling m` and `--no-peer` (also `--runs=N`); throws on anything else. */
export function parseOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    runs: 5,
    pages: PAGE_NAMES,
    interactions: true,
    peer: true,
    port: 4310,
    throttling: 'simulate',
    cpuSlowdown: 'auto',
  };
  const queue = args.flatMap((arg) => (arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg]));
  while (queue.length > 0) {
    const flag = queue.shift();
    if (flag === '--no-peer') {
      options.peer = false;
    } else if (flag === '--runs') {
      const runs = Number(queue.shift());
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
      options.runs = runs;
    } else if (flag === '--port') {
      const port = Number(queue.shift());
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        throw new Error('--port takes a port number from 1 to 65535');
      }
      options.port = port;
    } else if (flag === '--throttling') {
      const method = queue.shift();
      if (method !== 'simulate' && method !== 'devtools') {
        throw new Error('--throttling takes simulate or devtools');
      }
      options.throttling = method;
    } else if (flag === '--cpu-slowdown') {
      const value = queue.shift();
      const multiplier = Number(value);
      if (value === 'auto') {
        options.cpuSlowdown = 'auto';
      } else if (
        value !== undefined &&
        value.trim() !== '' &&
        multiplier >= 1 &&
        multiplier <= 20
      ) {
        options.cpuSlowdown = multiplier;
      } else {
        throw new Error('--cpu-slowdown takes auto or a multiplier from 1 to 20');
      }
    } else if (flag === '--pages') {
      const names = (queue.shift() ?? '').split(',').filter(Boolean);
      const unknown = names.filter((name) => !isPageName(name) && name !== INTERACTIONS);
      if (names.length === 0 || unknown.length > 0) {
        throw new Error(
          `--pages takes names from ${[...PAGE_NAMES, INTERACTIONS].join(',')}; got ${names.join(',')}`,
        );
      }
      // Keep the journey's order, whatever order they were asked in.
      options.pages = PAGE_NAMES.filter((name) => names.includes(name));
      options.interactions = names.includes(INTERACTIONS);
    } else {
      throw new Error(`Unknown argument ${flag ?? ''}`);
    }
  }
  return options;
}
