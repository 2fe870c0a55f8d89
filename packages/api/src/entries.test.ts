import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('package entries', () => {
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
