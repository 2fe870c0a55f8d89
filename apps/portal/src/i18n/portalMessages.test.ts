import { INTERFACE_LANGUAGES } from '@lease/api';
import { catalogueIssues, uiEnglishMessages } from '@lease/ui/testing';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { portalMessages } from './portalMessages.ts';

describe('portal messages', () => {
  const ids = Object.keys(en).sort();

  it('is complete in every language, with the same ICU placeholders as English', () => {
    expect(catalogueIssues(portalMessages)).toEqual([]);
  });

  it('does not leave English text in the other languages', () => {
    for (const language of INTERFACE_LANGUAGES.filter((l) => l !== 'en')) {
      for (const id of ids) {
        const message = portalMessages[language][id as keyof typeof en];
        expect(message, `${language} ${id}`).not.toBe(en[id as keyof typeof en]);
      }
    }
  });
});

describe('portal and design-system messages', () => {
  it('share no id, so neither silently replaces the other', () => {
    const shared = Object.keys(en).filter((id) => id in uiEnglishMessages);
    expect(shared).toEqual([]);
  });
});
