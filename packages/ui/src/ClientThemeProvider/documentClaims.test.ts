import { describe, expect, it } from 'vitest';
import { createDocumentClaims, titleClaims } from './documentClaims.ts';

describe('createDocumentClaims', () => {
  it('applies the deepest claim, then the next one when it is released', () => {
    const applied: (string | null)[] = [];
    const claims = createDocumentClaims((value) => applied.push(value));
    // A child's effect runs before its parent's: the page (depth 2) claims first.
    const releasePage = claims.claim(2, 'Cart · Horizon');
    const releaseApp = claims.claim(1, 'Horizon');
    expect(applied.at(-1)).toBe('Cart · Horizon');
    releasePage();
    expect(applied.at(-1)).toBe('Horizon');
    releaseApp();
    expect(applied.at(-1)).toBeNull();
  });

  it('lets the later of two claims at the same depth win', () => {
    const applied: (string | null)[] = [];
    const claims = createDocumentClaims((value) => applied.push(value));
    claims.claim(1, 'first');
    const release = claims.claim(1, 'second');
    expect(applied.at(-1)).toBe('second');
    release();
    expect(applied.at(-1)).toBe('first');
  });
});

describe('titleClaims', () => {
  it('leaves a title that already reads so as it is', () => {
    let title = 'Configurator · Horizon Mobility';
    const writes: string[] = [];
    const page = {
      get title() {
        return title;
      },
      set title(value: string) {
        writes.push(value);
        title = value;
      },
    };
    const global = globalThis as { document?: unknown };
    const before = global.document;
    global.document = page;
    try {
      const release = titleClaims.claim(1, 'Configurator · Horizon Mobility');
      expect(writes).toEqual([]);
      const releaseDeeper = titleClaims.claim(2, 'Cart · Horizon Mobility');
      expect(writes).toEqual(['Cart · Horizon Mobility']);
      releaseDeeper();
      release();
      expect(title).toBe('Configurator · Horizon Mobility');
    } finally {
      global.document = before;
    }
  });
});
