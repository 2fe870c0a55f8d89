import { INTERFACE_LANGUAGES } from '@lease/api';
import { loadUiMessagePart, UI_MESSAGE_PARTS, uiMessages } from '@lease/ui';
import { describe, expect, it } from 'vitest';
import { catalogueFor, freshCatalogue } from './messageCatalogues.ts';
import { portalMessages } from './portalMessages.ts';

describe('message catalogues', () => {
  it.each(INTERFACE_LANGUAGES)(
    'load the design system and portal texts of %s, and nothing else: no part of a page',
    async (language) => {
      const catalogue = await catalogueFor(language);
      const parts = await Promise.all(
        UI_MESSAGE_PARTS.map((part) => loadUiMessagePart(language, part)),
      );
      const main = Object.fromEntries(
        Object.entries(uiMessages[language]).filter(([id]) => parts.every((part) => !(id in part))),
      );
      for (const part of parts) expect(Object.keys(part).length).toBeGreaterThan(5);
      expect(catalogue.complete).toBe(true);
      expect(catalogue.messages).toEqual({ ...main, ...portalMessages[language] });
    },
  );

  it('hand out the same promise and, once there, the same catalogue without waiting', async () => {
    const first = catalogueFor('fr');
    expect(catalogueFor('fr')).toBe(first);
    const catalogue = await first;
    // Marked as React's `use` reads a settled promise: no suspending once the texts are there.
    expect(first).toMatchObject({ status: 'fulfilled', value: catalogue });
    expect(freshCatalogue('fr')).toBe(first);
  });
});
