import { afterEach, describe, expect, it } from 'vitest';
import { nameDocumentLanguage } from './documentLanguage.ts';

describe('nameDocumentLanguage', () => {
  const root = document.createElement('div');
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push(record.attributeName ?? '');
  });
  afterEach(() => {
    observer.disconnect();
    writes.splice(0);
  });

  it('names the language on the element', async () => {
    root.lang = 'nl';
    observer.observe(root, { attributes: true });

    nameDocumentLanguage('fr-BE', root);
    await Promise.resolve();

    expect(root.lang).toBe('fr-BE');
    expect(writes).toEqual(['lang']);
  });

  it('does not write it again when it names the language already (the page would be restyled)', async () => {
    root.lang = 'de';
    observer.observe(root, { attributes: true });

    nameDocumentLanguage('de', root);
    await Promise.resolve();

    expect(writes).toEqual([]);
  });
});
