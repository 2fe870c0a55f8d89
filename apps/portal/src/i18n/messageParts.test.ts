import { loadUiMessagePart } from '@lease/ui';
import { describe, expect, it } from 'vitest';
import { routeMessageParts } from '#src/lib/routeHandle.ts';
import { messagePartsFor } from './messageParts.tsx';

describe('message parts', () => {
  it("load a part's texts in the language asked for", async () => {
    const dutch = await messagePartsFor('nl', ['policy']);
    expect(dutch['policy.included.yes']).toBe('Inbegrepen');
    expect(dutch).toEqual(await loadUiMessagePart('nl', 'policy'));
    expect((await messagePartsFor('de', ['policy']))['policy.included.yes']).toBe('Enthalten');
  });

  it('hand out the same promise and, once there, mark it read without waiting', async () => {
    const first = messagePartsFor('fr', ['policy']);
    expect(messagePartsFor('fr', ['policy'])).toBe(first);
    const texts = await first;
    // Marked as React's `use` reads a settled promise: the page does not suspend for its texts.
    expect(first).toMatchObject({ status: 'fulfilled', value: texts });
  });

  it('collect the parts matched routes name in their handle, each once', () => {
    expect(
      routeMessageParts([
        { titleId: 'home.title' },
        { titleId: 'policy.title', messageParts: ['policy'] },
        { titleId: 'policy.title', messageParts: ['policy'] },
        undefined,
        'not a handle',
      ]),
    ).toEqual(['policy']);
  });
});
