import { demoSeveralChoices } from '@lease/api/testing';
import { describe, expect, it } from 'vitest';
import { chosenArrangementName } from './chosenArrangement.ts';

describe('chosenArrangementName', () => {
  it.each([
    ['the scheme the token names', { nBerijderID: 501, nMantelNr: 11 }, 'Rijksmobiliteit Directie'],
    [
      'the scheme of the driver, when the token names none',
      { nBerijderID: 502 },
      'Rijksmobiliteit Directie',
    ],
    [
      'the container of the mobility category',
      { nBerijderID: 733, MobilityCategoryId: 12 },
      'StadMobiel Budget',
    ],
    ['none for a scheme no longer offered', { nBerijderID: 501, nMantelNr: 99 }, null],
  ])('%s', (_, payload, name) => {
    expect(chosenArrangementName(demoSeveralChoices, payload)).toBe(name);
  });
});
