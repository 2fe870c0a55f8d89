import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/**
 * How long a page whose server painted something waits for the browser's report of it before it
 * starts anyway (a frame with nothing the browser counts as content never gets one).
 */
export const START_WITHOUT_PAINT_MS = 1000;

/**
 * The script that starts the portal once the browser has painted (ADR 0011): when the browser
 * reports the page's first contentful paint, it adds the app's module preloads and imports its
 * entry, in a task of its own. The report comes once the frame is on screen; a frame's own
 * callback comes before that, and the app's requests then began before the paint as the
 * browser records it. A hidden tab paints nothing, so there it starts at once. A page the server
 * painted nothing into (no client in its path: the app draws all of it) and a browser without
 * paint timing start after a frame. Plain JavaScript, run as a module.
 */
export function bootScript(entry: string, preloads: readonly string[]): string {
  return [
    `const preloads = ${JSON.stringify(preloads)};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const href of preloads) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  import(${JSON.stringify(entry)});`,
    '};',
    "const painted = document.getElementById('root')?.hasChildNodes() ?? false;",
    "if (document.visibilityState === 'hidden') start();",
    "else if (!painted || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
    '  requestAnimationFrame(() => setTimeout(start, 0));',
    '} else {',
    '  new PerformanceObserver((entries, observer) => {',
    "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;",
    '    observer.disconnect();',
    '    setTimeout(start, 0);',
    "  }).observe({ type: 'paint', buffered: true });",
    `  setTimeout(start, ${START_WITHOUT_PAINT_MS});`,
    '}',
    '',
  ].join('\n');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** React's renderer, and the module of ours that starts it (src/lib/renderer/reactDomClient.ts). */
const RENDERER = [
  /[\\/]react-dom[\\/]client\.js$/,
  /[\\/]lib[\\/]renderer[\\/]reactDomClient\.ts$/,
];

/**
 * The files of React's renderer and of what their chunks import. The entry imports the renderer
 * as it starts, not as its modules run (src/lib/renderer/ says why), so it is in chunks of its
 * own; every page needs it, so they load beside the entry, not after it.
 */
function rendererFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const renderer = chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => RENDERER.some((module) => module.test(id))),
  );
  const inEntry = renderer.find((chunk) => chunk.isEntry);
  if (inEntry) {
    throw new Error(
      `React's renderer is in the entry chunk (${inEntry.fileName}): the app imports it as it starts, and nothing the entry imports may import it statically.`,
    );
  }
  const isEntry = (fileName: string) => {
    const file = bundle[fileName];
    return file?.type === 'chunk' && file.isEntry;
  };
  const files = renderer.flatMap((chunk) => [chunk.fileName, ...chunk.imports]);
  return [...new Set(files)].filter((fileName) => !isEntry(fileName)).map((file) => `/${file}`);
}

/**
 * The built page starts the app after its first paint, not before (ADR 0011). The server paints
 * the client's brand into the page, and on a phone that frame should show as soon as the HTML is
 * in. With the app's scripts in the page, the browser may fetch and run them (about 200 KiB
 * gzipped, hundreds of milliseconds at 4× CPU) before it paints anything when they arrive
 * quickly. So the page's module script and preloads give way to one small script of the same
 * origin (the CSP admits no inline script) that loads them after the first frame: one frame
 * later, the same files, fetched in parallel as before. The dev server is left as it is.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'lease:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('The build has no index.html to change.');
      const html = String(page.source);
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      if (!entry) throw new Error('index.html has no module script to start after the paint.');
      const listed = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
      const preloads = [...new Set([...listed, ...rendererFiles(bundle)])];
      const source = bootScript(entry, preloads);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      page.source = html
        .replace(MODULE_PRELOAD, '')
        .replace(ENTRY_SCRIPT, `<script type="module" src="/${fileName}"></script>\n    `);
    },
  };
}
