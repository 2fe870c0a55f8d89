import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The parts of StrykerJS's options this test reads; the config is plain JavaScript. */
interface MutationCheckConfig {
  mutate: string[];
  vitest: { configFile: string };
}
const configPath: string = '../stryker.config.mjs';
const { default: config } = (await import(configPath)) as { default: MutationCheckConfig };

// The mutation check is not part of `npm test`, so nothing else would notice a module it names
// being moved or deleted: the check would quietly cover less.
describe('the mutation check', () => {
  it('names only modules that exist, and no tests', () => {
    const missing = config.mutate.filter((path) => !existsSync(resolve(root, path)));
    const tests = config.mutate.filter((path) => /\.test\.tsx?$/.test(path));
    expect({ missing, tests }).toEqual({ missing: [], tests: [] });
  });

  it('runs the unit tests only: a browser project would start Chromium for every break', () => {
    expect(existsSync(resolve(root, config.vitest.configFile))).toBe(true);
    expect(config.vitest.configFile).toBe('vitest.unit.config.ts');
  });
});
