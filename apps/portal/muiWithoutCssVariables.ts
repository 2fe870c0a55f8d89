import type { Plugin } from 'vite';

/** MUI's modules that pick between a theme with CSS variables and one without, and the pick. */
const SWITCHES = [
  {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
    stub: 'export default function createThemeWithVars() { refuse(); }',
  },
  {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    source: './ThemeProviderWithVars.mjs',
    stub: 'export function CssVarsProvider() { refuse(); }',
  },
];

const PREFIX = '\0lease:mui-without-css-variables:';

/**
 * The built portal leaves out MUI's CSS-variables theme (ADR 0011): about 8 KiB gzipped on every
 * page. `createTheme` and `ThemeProvider` import it for themes with `cssVariables` or
 * `colorSchemes`, and choose at run time, so the bundler cannot drop it. `createClientTheme`
 * sets neither (its test checks that), so both always take the way without variables; here that
 * other way is replaced by a module that throws, should a theme ever ask for it. The dev server,
 * Vitest and Storybook keep MUI as it is. `scripts/buildPatches.test.ts` fails once MUI no longer
 * imports the way with variables there (mui/material-ui#48607 did so for its default theme only):
 * then this goes.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'lease:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = SWITCHES.findIndex(
        (entry) =>
          entry.source === source && importer !== undefined && entry.importer.test(importer),
      );
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const entry = SWITCHES[Number(id.slice(PREFIX.length))];
      if (!entry) return null;
      return [
        'function refuse() {',
        "  throw new Error('MUI CSS theme variables are not in this build (apps/portal/muiWithoutCssVariables.ts).');",
        '}',
        entry.stub,
      ].join('\n');
    },
  };
}
