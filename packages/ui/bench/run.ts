/**
 * Benchmarks of @lease/ui in Chromium, printed as tables (not timed tests: figures vary by
 * machine). Run from anywhere with Node 24:
 *
 *   npx -y pnpm@10.34.8 --filter @lease/ui bench          (or: node packages/ui/bench/run.ts)
 *
 * 1. MultiSelect vs MUI Autocomplete (multiple, no virtualisation) with 1,000 and 10,000 options:
 *    main-thread time to open the list and per keystroke, and option elements in the DOM. "volk"
 *    is typed twice: at a person's pace (150 ms pauses, all main-thread time from the first
 *    letter to the last counted, pauses included) and back to back.
 * 2. A page of 24 VehicleCards vs the same cards in plain HTML and CSS: time to render them (into
 *    the page's providers, mounted beforehand, as the plain page's stylesheet is loaded beforehand).
 *
 * "Main-thread time" is Chromium's own TaskDuration (DevTools `Performance.getMetrics`) between
 * just before the interaction and two animation frames after it: script, style, layout and paint
 * of the page, idle time excluded. The page is a production Vite build; every run reloads it so
 * each measurement is a cold one. CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type CDPSession, type Page } from 'playwright';

const here = path.dirname(fileURLToPath(import.meta.url));
const pageRoot = path.join(here, 'page');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Main-thread ms spent by `action` and the two frames after it. */
async function measure(page: Page, cdp: CDPSession, action: () => Promise<unknown>) {
  await frames(page);
  const before = await taskMs(cdp);
  await action();
  await frames(page);
  return (await taskMs(cdp)) - before;
}

async function open(page: Page, cdp: CDPSession, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => window.benchReady === true);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
}

interface MultiSelectFigures {
  open: number;
  keystroke: number;
  keystrokeBackToBack: number;
  options: number;
}

/**
 * A person's pace: the pause after each letter has shown before the next is typed (about
 * 80 words a minute, a fast typist; most people are slower).
 */
const TYPING_PAUSE_MS = 150;
const TYPED = 'volk';

/** Until the list shows the answer to what was typed. */
async function typeKey(page: Page, key: string) {
  // Ours may search in a worker and mark the listbox busy meanwhile (the peer filters on the
  // spot and never does).
  await page.keyboard.press(key);
  await page.evaluate(() => window.listSettled?.());
}

async function openList(page: Page, cdp: CDPSession, url: string) {
  await open(page, cdp, url);
  const input = page.locator('input[role="combobox"]');
  return measure(page, cdp, async () => {
    await input.click();
    await page.locator('[role="option"]').first().waitFor();
  });
}

async function multiSelectRun(page: Page, cdp: CDPSession, base: string, impl: string, n: number) {
  const url = `${base}?case=multiselect&impl=${impl}&n=${n}`;
  const openMs = await openList(page, cdp, url);
  const options = await page.evaluate(() => document.querySelectorAll('[role="option"]').length);

  // Typed at a person's pace: every main-thread task from the first letter until the last one
  // has shown counts, the pauses included (whatever the page does in them, such as taking in
  // answers searched ahead, is part of the typing's cost), divided by the letters typed.
  await page.waitForTimeout(TYPING_PAUSE_MS);
  const paced = await measure(page, cdp, async () => {
    for (const [i, key] of [...TYPED].entries()) {
      if (i > 0) await page.waitForTimeout(TYPING_PAUSE_MS);
      await typeKey(page, key);
    }
  });

  // Typed back to back, each letter the moment the previous one has shown.
  await openList(page, cdp, url);
  const backToBack: number[] = [];
  for (const key of TYPED) backToBack.push(await measure(page, cdp, () => typeKey(page, key)));

  return {
    open: openMs,
    keystroke: paced / TYPED.length,
    keystrokeBackToBack: backToBack.reduce((a, b) => a + b, 0) / backToBack.length,
    options,
  };
}

async function cardsRun(page: Page, cdp: CDPSession, base: string, impl: string) {
  await open(page, cdp, `${base}?case=cards&impl=${impl}`);
  const ms = await measure(page, cdp, () => page.evaluate(() => window.renderCards?.()));
  const cards = await page.evaluate(
    () => document.querySelectorAll('article, [role="article"]').length,
  );
  if (cards !== 24) throw new Error(`expected 24 cards, found ${cards}`);
  return ms;
}

const fixed = (value: number) => value.toFixed(1);

const measureNames: Record<keyof MultiSelectFigures, string> = {
  open: 'open (ms)',
  keystroke: `per keystroke, ${TYPING_PAUSE_MS} ms pauses (ms)`,
  keystrokeBackToBack: 'per keystroke, back to back (ms)',
  options: 'option elements in DOM',
};

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lease-ui-bench-'));
  await build({
    configFile: false,
    root: pageRoot,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    configFile: false,
    root: pageRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('the preview server has no URL');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: flags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    console.log(
      `Chromium ${browser.version()}, ${runs} cold runs each, medians in ms of main-thread time\n`,
    );

    const rows: string[][] = [];
    for (const n of [1000, 10_000]) {
      const figures: Record<string, MultiSelectFigures[]> = { ours: [], mui: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const impl of ['ours', 'mui']) {
          figures[impl]?.push(await multiSelectRun(page, cdp, base, impl, n));
        }
      }
      const pick = (impl: string, key: keyof MultiSelectFigures) =>
        median((figures[impl] ?? []).map((figure) => figure[key]));
      for (const key of ['open', 'keystroke', 'keystrokeBackToBack', 'options'] as const) {
        const ours = pick('ours', key);
        const mui = pick('mui', key);
        rows.push([
          n.toLocaleString('en'),
          measureNames[key],
          key === 'options' ? String(ours) : fixed(ours),
          key === 'options' ? String(mui) : fixed(mui),
          mui > 0 ? `${(ours / mui).toFixed(2)}×` : '–',
        ]);
      }
    }
    printTable(['options', 'measure', 'MultiSelect', 'MUI Autocomplete', 'ratio'], rows);

    const react: number[] = [];
    const html: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      react.push(await cardsRun(page, cdp, base, 'react'));
      html.push(await cardsRun(page, cdp, base, 'html'));
    }
    console.log('');
    printTable(
      ['page', 'VehicleCard ×24 (ms)', 'plain HTML/CSS ×24 (ms)', 'ratio'],
      [
        [
          '24 cards, first render',
          fixed(median(react)),
          fixed(median(html)),
          `${(median(react) / median(html)).toFixed(2)}×`,
        ],
      ],
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

await main();
