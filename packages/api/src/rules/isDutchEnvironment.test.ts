import { describe, expect, it } from 'vitest';
import { isDutchEnvironment } from './isDutchEnvironment.ts';

describe('isDutchEnvironment', () => {
  it.each([
    ['no styling', undefined, true],
    ['no country', {}, true],
    ['null', { cLandcode: null }, true],
    ['empty', { cLandcode: '  ' }, true],
    ['NL', { cLandcode: 'NL' }, true],
    ['nl', { cLandcode: 'nl' }, true],
    ['BE', { cLandcode: 'BE' }, false],
    ['DE', { cLandcode: 'de' }, false],
  ])('%s → %s', (_name, styling, expected) => {
    expect(isDutchEnvironment(styling)).toBe(expected);
  });
});
