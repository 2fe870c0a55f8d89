import { describe, expect, it } from 'vitest';
import { valuesDiffer, type CompareValue } from './valuesDiffer.ts';

describe('valuesDiffer', () => {
  it.each<[CompareValue[], boolean]>([
    [[], false],
    [[659], false],
    [[659, 659], false],
    [[659, 749], true],
    [[659, 659, 749], true],
    [['suv', 'suv'], false],
    [['suv', ' suv '], false],
    [['suv', 'sedan'], true],
    [[null, null], false],
    [[null, undefined], false],
    [[0, null], true],
    [['', null], true],
    [[0, 0, 0, 0], false],
    [[659, '659'], true],
  ])('%j → %s', (values, expected) => {
    expect(valuesDiffer(values)).toBe(expected);
  });

  describe('texts: case and surrounding whitespace do not count, accents do', () => {
    it.each<[string, CompareValue[], boolean]>([
      ['only the case', ['Automaat', 'automaat'], false],
      ['case and whitespace', [' AUTOMAAT\n', 'automaat', 'Automaat '], false],
      ['a different word', ['Automaat', 'Handgeschakeld'], true],
      ['an accent', ['één', 'een'], true],
      ['an accent, in capitals', ['Coupé', 'COUPE'], true],
      ['a precomposed and a combining accent', ['coupé', 'coupe\u0301'], false],
      ['a hyphen', ['semi-automaat', 'semiautomaat'], true],
      ['whitespace inside', ['plug in', 'plugin'], true],
    ])('%s', (_case, values, expected) => {
      for (const locale of ['nl', 'en', 'fr', 'de', 'nl-BE']) {
        expect(valuesDiffer(values, locale), locale).toBe(expected);
      }
    });

    it('compares in Dutch when no locale is given', () => {
      expect(valuesDiffer(['Automaat', 'automaat'])).toBe(false);
    });
  });
});
