import { INTERFACE_LANGUAGES } from '@lease/api';
import { uiMessages } from '@lease/ui';
import { describe, expect, it } from 'vitest';
import { offlineMessages } from './offlineMessages.ts';
import { portalMessages } from './portalMessages.ts';

describe('offlineMessages', () => {
  it.each(INTERFACE_LANGUAGES)('says in %s exactly what the full catalogue says', (language) => {
    const full: Record<string, string> = { ...uiMessages[language], ...portalMessages[language] };
    for (const [id, text] of Object.entries(offlineMessages[language])) {
      expect(text, id).toBe(full[id]);
    }
  });

  it('has the same texts in every language', () => {
    const ids = Object.keys(offlineMessages.en).sort();
    for (const language of INTERFACE_LANGUAGES) {
      expect(Object.keys(offlineMessages[language]).sort()).toEqual(ids);
    }
  });
});
