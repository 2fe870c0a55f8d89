// The build's patches of other libraries' internals (`vite.config.ts`): each test fails once the
// library changes so that its patch is no longer needed or no longer applies. Then the patch
// goes, rather than staying on and doing nothing (or something else) unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The folder of an installed package, found from a file it resolves to. */
function packageRoot(file: string, name: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package folder of ${name} above ${file}`);
    dir = parent;
  }
  return dir;
}

describe("React Router's production build (reactRouterProductionBuild.ts)", () => {
  // The router as the portal's own router package resolves it.
  const entry = createRequire(require.resolve('react-router-dom')).resolve('react-router');
  const root = packageRoot(entry, 'react-router');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: unknown;
  };

  it('is still one the package does not name: its exports lead to the development build only (remix-run/react-router#12532)', () => {
    expect(entry).toMatch(/[\\/]dist[\\/]development[\\/]/);
    expect(JSON.stringify(manifest.exports)).not.toMatch(/production/);
  });

  it('still lies beside the development build, where the patch takes it from', () => {
    expect(existsSync(join(root, 'dist', 'production', 'index.mjs'))).toBe(true);
  });
});

describe("MUI's theme without CSS variables (muiWithoutCssVariables.ts)", () => {
  const styles = join(dirname(require.resolve('@mui/material/package.json')), 'styles');
  const source = (file: string) => readFileSync(join(styles, file), 'utf8');

  // mui/material-ui#48607 keeps the variables out of MUI's default theme only: a theme built
  // with `createTheme` (as every client's is) still brings both ways.
  it('is still chosen at run time: createTheme and ThemeProvider import the way with variables', () => {
    expect(source('createTheme.mjs')).toMatch(/from ["']\.\/createThemeWithVars\.mjs["']/);
    expect(source('ThemeProvider.mjs')).toMatch(/from ["']\.\/ThemeProviderWithVars\.mjs["']/);
  });
});
