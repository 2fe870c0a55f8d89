import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootScript, startAfterFirstPaint } from '../startAfterFirstPaint.ts';

/** Runs the boot script against a stand-in browser and reports what it did, and when. */
function runBoot(source: string, visibilityState: 'visible' | 'hidden') {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ rel: '', crossOrigin: null as string | null, href: '' }),
    head: {
      append: (link: { rel: string; crossOrigin: string | null; href: string }) =>
        events.push(`${link.rel} ${link.href} crossorigin=${String(link.crossOrigin)}`),
    },
  };
  // A dynamic import cannot be stubbed from outside, so the test gives it another name.
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    source.replaceAll('import(', 'load('),
  );
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    (url: string) => events.push(`import ${url}`),
  );
  return { events, frames, timers };
}

describe('bootScript', () => {
  const source = bootScript('/assets/index-A.js', ['/assets/core-B.js', '/assets/zod-C.js']);

  it('loads nothing until a frame has been painted, then the preloads and the entry', () => {
    const { events, frames, timers } = runBoot(source, 'visible');
    expect(events).toEqual([]);
    expect(timers).toEqual([]);
    frames.forEach((frame) => frame());
    expect(events).toEqual([]);
    timers.forEach((timer) => timer());
    expect(events).toEqual([
      'modulepreload /assets/core-B.js crossorigin=',
      'modulepreload /assets/zod-C.js crossorigin=',
      'import /assets/index-A.js',
    ]);
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    const { events, frames } = runBoot(source, 'hidden');
    expect(frames).toEqual([]);
    expect(events.at(-1)).toBe('import /assets/index-A.js');
    expect(events).toHaveLength(3);
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
