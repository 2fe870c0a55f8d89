import { describe, expect, it } from 'vitest';
import { builtOnFirstUse } from './common.ts';
import * as schemas from './index.ts';

/**
 * The schemas built as the module loads, each for a reason a lazy schema cannot serve: zod's
 * `extend` and a field's `.shape` need the object itself.
 */
const BUILT_AT_LOAD: Record<string, string> = {
  detailRequestSchema: 'the save-configuration request extends it',
  shoppingCartSchema: "the finalised basket's answer extends it",
  searchFiltersSchema: "the fixtures' test reads one field through `.shape`",
};

describe('the contract builds its schemas on first use', () => {
  const named = Object.entries(schemas).filter(([name]) => name.endsWith('Schema'));

  it.each(named.filter(([name]) => !(name in BUILT_AT_LOAD)))(
    '%s is built when a call first parses with it',
    (_name, schema) => {
      expect((schema as { _zod: { def: { type: string } } })._zod.def.type).toBe('lazy');
    },
  );

  it('names only schemas that exist among those built at load', () => {
    expect(Object.keys(BUILT_AT_LOAD).filter((name) => !(name in schemas))).toEqual([]);
  });

  it('parses through a lazy schema as through the schema itself', () => {
    expect(schemas.successResponseSchema.parse({ bSuccess: true })).toEqual({ bSuccess: true });
    expect(schemas.categorySchema.safeParse({ nCategorieID: 0 }).success).toBe(false);
  });

  it('builds the fields lazy schemas share when first asked for, and once', () => {
    let builds = 0;
    const fields = builtOnFirstUse(() => {
      builds += 1;
      return { x: builds };
    });
    expect(builds).toBe(0);
    expect(fields()).toBe(fields());
    expect(builds).toBe(1);
  });
});
