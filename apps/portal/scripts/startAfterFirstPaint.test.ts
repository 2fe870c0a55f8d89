import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  bootScript,
  START_WITHOUT_PAINT_MS,
  startAfterFirstPaint,
} from '../startAfterFirstPaint.ts';

/** What the stand-in browser of `runBoot` offers and how the page goes. */
interface StandIn {
  visibilityState: 'visible' | 'hidden';
  /** Whether the browser reports paints (`PerformanceObserver` with `paint` entries). */
  paintTiming: boolean;
  /** Whether the server painted something into `#root` (a client's brand, a page). */
  rootPainted: boolean;
}

type ObserverCallback<Observer> = (
  entries: { getEntriesByName(name: string): unknown[] },
  observer: Observer,
) => void;

interface Timer {
  callback: () => void;
  delay: number;
}

/** Runs the boot script against a stand-in browser and reports what it did, and when. */
function runBoot(source: string, { visibilityState, paintTiming, rootPainted }: StandIn) {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const timers: Timer[] = [];
  const observers: ((names: string[]) => void)[] = [];
  const document = {
    visibilityState,
    getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => rootPainted } : null),
    createElement: () => ({ rel: '', crossOrigin: null as string | null, href: '' }),
    head: {
      append: (link: { rel: string; crossOrigin: string | null; href: string }) =>
        events.push(`${link.rel} ${link.href} crossorigin=${String(link.crossOrigin)}`),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    private connected = true;
    private readonly callback: ObserverCallback<PerformanceObserver>;
    constructor(callback: ObserverCallback<PerformanceObserver>) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      events.push(`observe ${options.type} buffered=${String(options.buffered)}`);
      observers.push((names) => {
        if (!this.connected) return;
        const entries = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
        this.callback(entries, this);
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  // A dynamic import cannot be stubbed from outside, so the test gives it another name.
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    'load',
    source.replaceAll('import(', 'load('),
  );
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    PerformanceObserver,
    (url: string) => events.push(`import ${url}`),
  );
  /** The browser reports paints of these names to the script's observers. */
  const reportPaints = (...names: string[]) => observers.forEach((observer) => observer(names));
  /** Runs the timers of this delay that are due, as the event loop would. */
  const runTimers = (delay: number) =>
    timers.filter((timer) => timer.delay === delay).forEach((timer) => timer.callback());
  return { events, frames, timers, reportPaints, runTimers };
}

describe('bootScript', () => {
  const source = bootScript('/assets/index-A.js', ['/assets/core-B.js', '/assets/zod-C.js']);
  const started = [
    'modulepreload /assets/core-B.js crossorigin=',
    'modulepreload /assets/zod-C.js crossorigin=',
    'import /assets/index-A.js',
  ];
  const visible: StandIn = { visibilityState: 'visible', paintTiming: true, rootPainted: true };

  it('loads nothing until the browser reports the first contentful paint, then the preloads and the entry in a task of their own', () => {
    const { events, reportPaints, runTimers } = runBoot(source, visible);
    expect(events).toEqual(['observe paint buffered=true']);
    // The first paint alone (a background colour) is not the page on screen.
    reportPaints('first-paint');
    runTimers(0);
    expect(events).toEqual(['observe paint buffered=true']);
    reportPaints('first-contentful-paint');
    expect(events).toEqual(['observe paint buffered=true']);
    runTimers(0);
    expect(events.slice(1)).toEqual(started);
  });

  it('starts once, whatever else comes after the paint', () => {
    const { events, reportPaints, runTimers } = runBoot(source, visible);
    reportPaints('first-paint', 'first-contentful-paint');
    runTimers(0);
    reportPaints('first-contentful-paint');
    runTimers(0);
    runTimers(START_WITHOUT_PAINT_MS);
    expect(events.slice(1)).toEqual(started);
  });

  it('starts after a while when the browser never reports a contentful paint', () => {
    const { events, runTimers } = runBoot(source, visible);
    runTimers(0);
    expect(events).toEqual(['observe paint buffered=true']);
    runTimers(START_WITHOUT_PAINT_MS);
    expect(events.slice(1)).toEqual(started);
  });

  it('starts after a frame in a browser that does not report paints', () => {
    const { events, frames, runTimers } = runBoot(source, { ...visible, paintTiming: false });
    expect(events).toEqual([]);
    frames.forEach((frame) => frame());
    expect(events).toEqual([]);
    runTimers(0);
    expect(events).toEqual(started);
  });

  it('starts after a frame on a page the server painted nothing into: the app draws it all', () => {
    const { events, frames, runTimers } = runBoot(source, { ...visible, rootPainted: false });
    expect(events).toEqual([]);
    frames.forEach((frame) => frame());
    runTimers(0);
    expect(events).toEqual(started);
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    const { events, frames } = runBoot(source, { ...visible, visibilityState: 'hidden' });
    expect(frames).toEqual([]);
    expect(events).toEqual(started);
  });
});

describe('startAfterFirstPaint', () => {
  const builtPage = [
    '<html><head>',
    '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/core-B.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/zod-C.js">',
    '    <style nonce="__CSP_NONCE__">@font-face{}</style>',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  /** A built chunk, as far as the plugin reads it. */
  const chunk = (fileName: string, moduleIds: string[], more: object = {}) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports: [] as string[],
    isEntry: false,
    ...more,
  });
  const entryChunk = chunk('assets/index-A.js', ['/repo/apps/portal/src/main.tsx'], {
    isEntry: true,
  });
  const RENDERER_ID = '/repo/node_modules/.pnpm/react-dom@19/node_modules/react-dom/client.js';

  function build(html: string, chunks: object[] = [entryChunk]) {
    const bundle: Record<string, object> = {
      'index.html': { type: 'asset', source: html },
      ...Object.fromEntries(
        chunks.map((built) => [(built as { fileName: string }).fileName, built]),
      ),
    };
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = startAfterFirstPaint() as Plugin & {
      generateBundle(this: unknown, options: unknown, bundle: unknown): void;
    };
    plugin.generateBundle.call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      bundle,
    );
    const page = bundle['index.html'] as { source: string };
    return { page: page.source, emitted };
  }

  it('gives the page one script of its own origin, which loads the app after the paint', () => {
    const { page, emitted } = build(builtPage);
    expect(emitted).toHaveLength(1);
    const [boot] = emitted;
    expect(boot?.fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(boot?.source).toBe(
      bootScript('/assets/index-A.js', ['/assets/core-B.js', '/assets/zod-C.js']),
    );
    expect(page.match(/<script[^>]*>/g)).toEqual([
      `<script type="module" src="/${boot?.fileName ?? ''}">`,
    ]);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<style nonce="__CSP_NONCE__">@font-face{}</style>');
  });

  it("preloads React's renderer, which the entry imports as it starts, with the entry", () => {
    const renderer = chunk('assets/core-R.js', [RENDERER_ID], {
      imports: ['assets/index-A.js', 'assets/scheduler-S.js'],
    });
    const scheduler = chunk('assets/scheduler-S.js', ['/repo/node_modules/scheduler/index.js']);
    const { emitted } = build(builtPage, [entryChunk, renderer, scheduler]);
    expect(emitted[0]?.source).toBe(
      bootScript('/assets/index-A.js', [
        '/assets/core-B.js',
        '/assets/zod-C.js',
        '/assets/core-R.js',
        '/assets/scheduler-S.js',
      ]),
    );
  });

  it("refuses a build whose entry chunk holds React's renderer: it would start with the entry", () => {
    const entryWithRenderer = { ...entryChunk, moduleIds: [...entryChunk.moduleIds, RENDERER_ID] };
    expect(() => build(builtPage, [entryWithRenderer])).toThrow(
      "React's renderer is in the entry chunk (assets/index-A.js)",
    );
  });

  it('names the boot script by its content, so a new build is a new file', () => {
    const first = build(builtPage).emitted[0]?.fileName;
    const second = build(builtPage.replace('index-A.js', 'index-D.js')).emitted[0]?.fileName;
    expect(first).not.toBe(second);
  });

  it('refuses a page without the module script it should defer', () => {
    expect(() => build('<html><body><div id="root"></div></body></html>')).toThrow(
      'index.html has no module script to start after the paint.',
    );
  });
});
