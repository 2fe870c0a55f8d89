import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogues: each language's texts of the portal and the design system, and of the
 * design system's parts that load with their page (`packages/ui/src/i18n/parts/<part>/`).
 */
export const CATALOGUE =
  /\/(?:apps\/portal\/src\/i18n\/(?:nl|en|fr|de|offlineMessages)|packages\/ui\/src\/i18n\/(?:parts\/[a-z-]+\/)?(?:nl|en|fr|de))\.ts$/;

/** Every text in a (nested) catalogue as react-intl's syntax tree; anything else as it is. */
export function compileTexts(value: unknown): unknown {
  if (typeof value === 'string') return parse(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, text]) => [key, compileTexts(text)]));
}

/**
 * The built portal gets its texts already parsed (ADR 0011): each catalogue module is replaced by
 * its texts as ICU syntax trees, and react-intl's message parser is left out of the bundle (its
 * `no-parser` entry). That is about 9 KiB less JavaScript on every page and no parsing at run
 * time. A catalogue is plain data, so Node (which runs TypeScript) can load it as it is. The dev
 * server, Vitest and Storybook keep the texts as strings with the parser.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'lease:compiled-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const catalogue = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      return Object.entries(catalogue)
        .map(([name, texts]) => `export const ${name} = ${JSON.stringify(compileTexts(texts))};`)
        .join('\n');
    },
  };
}
