import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every module an entry loads, following its relative imports. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, specifier] of source.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)) {
    moduleGraph(resolve(dirname(entry), specifier ?? ''), seen);
  }
  return seen;
}

function externalImports(entry: string): string[] {
  const packages = new Set<string>();
  for (const path of moduleGraph(entry)) {
    const source = readFileSync(path, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^import (?!type )[^;]*?from ['"]([^.][^'"]*)['"]/gm,
    )) {
      packages.add(specifier ?? '');
    }
  }
  return [...packages].sort();
}

describe('package entries', () => {
  it.each(['contract.ts', 'testing/index.ts'])(
    '%s loads only zod/mini, so the server carries neither React nor msw',
    (entry) => {
      expect(externalImports(join(root, entry))).toEqual(['zod/mini']);
    },
  );

  it('the msw entry is where the handlers are', async () => {
    const msw = await import('./testing/msw.ts');
    expect(Object.keys(msw)).toEqual(expect.arrayContaining(['handlers', 'createHandlers']));
  });

  it('only the testing entry imports msw, so the app bundle never carries it', () => {
    const offenders = sourceFiles(root)
      .filter((path) => !relative(root, path).startsWith('testing/'))
      .filter((path) => /from ['"]msw(\/[^'"]*)?['"]/.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the main entry exports the rules under their spec names', async () => {
    const api = await import('./index.ts');
    for (const name of [
      'decodeSession',
      'arrangementOutcome',
      'defaultTaxBracket',
      'effectiveTaxSettings',
      'DEFAULT_CAR_FILTER',
      'serializeCarFilter',
      'resetEmptyNumericFilters',
      'validStoredCategory',
      'firstCategoryId',
      'productType',
      'isOrderRequirementMet',
      'availableCartItems',
      'chooseOption',
      'removeOption',
      'splitEigenOpties',
      'CAR_SORT_OPTIONS',
      'BODY_TYPES',
      'FUEL_TYPES',
      'CHARGE_CABLES',
      'addToCart',
      'useAddToCartMutation',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });
});
