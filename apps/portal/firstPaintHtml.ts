import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from './src/lib/portalServerCalls.ts';

/**
 * What the first paint needs from index.html (ADR 0011), changed in the built page:
 * - the stylesheet (only the font rules; components style themselves) goes inline, under the
 *   response's nonce, so no request blocks the first paint;
 * - the Latin Roboto files of the weights every page shows (regular for text, medium for buttons
 *   and labels) are preloaded: otherwise the browser asks for each only once the text is laid out,
 *   and lays the whole page out again as each arrives (on the configurator at 1× CPU, 27 and 85 ms
 *   more after a first layout of 60).
 * The files have content hashes in their names, so they are found in the build. The bold file is
 * preloaded by the portal server on the rendered pages that set text in bold (pageShell.ts).
 */
export function firstPaintHtml(
  fontPatterns: readonly RegExp[] = [
    /roboto-latin-400-normal-[\w-]+\.woff2$/,
    /roboto-latin-500-normal-[\w-]+\.woff2$/,
  ],
): Plugin {
  return {
    name: 'lease:first-paint-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        let page = html;
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName}"[^>]*>`);
          if (!link.test(page)) continue;
          const css = String(output.source).replaceAll('</style', '<\\/style');
          // The file's link stays, disabled: the browser neither fetches nor applies it, and
          // Vite's preload helper, which counts the page's stylesheet links, sees the file as
          // present. Lazy chunks name it among the files to load before them (they import the
          // entry, which imports it); without the link the first of them fetched it again and
          // waited for it, a round trip on every logged-in page's way to its first paint.
          const marker = `<link rel="stylesheet" href="/${fileName}" disabled>`;
          page = page.replace(
            link,
            () => `<style nonce="${CSP_NONCE_PLACEHOLDER}">${css}</style>${marker}`,
          );
        }
        const fonts = fontPatterns.map((pattern) => {
          const font = Object.keys(bundle).find((name) => pattern.test(name));
          if (!font) throw new Error(`No font file matching ${String(pattern)} in the build.`);
          return font;
        });
        return {
          html: page,
          tags: fonts.map((font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
