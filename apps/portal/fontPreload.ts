import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the regular-weight Latin Roboto file to index.html: the first
 * paint's text needs it, and otherwise the browser only asks for it once the CSS has arrived and
 * the text is laid out. The file's name has a content hash, so it is found in the build.
 */
export function fontPreload(pattern = /roboto-latin-400-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'lease:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) throw new Error(`No font file matching ${String(pattern)} in the build.`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
