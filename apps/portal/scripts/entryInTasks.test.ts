import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryInTasks } from '../entryInTasks.ts';

const MODULES = {
  contract: '/repo/packages/api/src/index.ts',
  afterContract: '/repo/apps/portal/src/app/entryTasks/afterContract.ts',
  theme:
    '/repo/node_modules/.pnpm/@mui+material@9/node_modules/@mui/material/styles/createThemeNoVars.js',
  afterStyling: '/repo/apps/portal/src/app/entryTasks/afterStyling.ts',
  app: '/repo/apps/portal/src/app/App.tsx',
  main: '/repo/apps/portal/src/main.tsx',
};

/** Runs the check over a build of one chunk holding `moduleIds` in that order. */
function check(moduleIds: string[]): void {
  const plugin = entryInTasks() as Plugin & {
    generateBundle(this: unknown, options: unknown, bundle: unknown): void;
  };
  const chunk = { type: 'chunk', fileName: 'assets/app-A.js', moduleIds };
  plugin.generateBundle.call({}, {}, { [chunk.fileName]: chunk });
}

describe('entryInTasks', () => {
  it('takes a chunk whose modules run in the three tasks', () => {
    const { contract, afterContract, theme, afterStyling, app, main } = MODULES;
    expect(() => check([contract, afterContract, theme, afterStyling, app, main])).not.toThrow();
  });

  it('fails the build when MUI’s styling core runs in the first task', () => {
    const { contract, afterContract, theme, afterStyling, app } = MODULES;
    expect(() => check([theme, contract, afterContract, afterStyling, app])).toThrow(
      /no longer run in three tasks/,
    );
  });

  it('fails the build when the app runs before a break, or a break is gone', () => {
    const { contract, afterContract, theme, afterStyling, app } = MODULES;
    expect(() => check([contract, afterContract, theme, app, afterStyling])).toThrow();
    expect(() => check([contract, theme, afterStyling, app])).toThrow();
  });
});
