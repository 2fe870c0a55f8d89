import { describe, expect, it } from 'vitest';
import { effectiveTaxSettings } from './effectiveTaxSettings.ts';

const settings = {
  Belastingschijven: [0, 17.85, 35.75, 37.56, 49.5].map((nPercentage) => ({
    nPercentage,
    bSelected: nPercentage === 37.56,
  })),
  bAlleenZakelijk: false,
};
const stored = { nBelastingPercentage: 49.5, bAlleenZakelijk: true };
const server = { nBelastingPercentage: 37.56, bAlleenZakelijk: false };

describe('effectiveTaxSettings', () => {
  it.each([
    [
      'a supervisor without a driver name uses the stored choice',
      true,
      { cBerijdernaam: '' },
      stored,
      stored,
    ],
    ['a blank name counts as empty', true, { cBerijdernaam: '   ' }, stored, stored],
    ['a null name counts as empty', true, { cBerijdernaam: null }, stored, stored],
    [
      'a supervisor with a driver uses the server',
      true,
      { cBerijdernaam: 'J. de Vries' },
      stored,
      server,
    ],
    [
      'a driver with an empty name still uses the server',
      false,
      { cBerijdernaam: '' },
      stored,
      server,
    ],
    ['nothing stored yet: the server', true, { cBerijdernaam: '' }, null, server],
    ['profile still loading: the server', true, undefined, stored, server],
  ])('%s', (_case, supervisor, profile, storedChoice, expected) => {
    expect(effectiveTaxSettings({ settings, profile, supervisor, stored: storedChoice })).toEqual(
      expected,
    );
  });

  it('falls back to 0% when the scheme has no brackets', () => {
    expect(
      effectiveTaxSettings({
        settings: { Belastingschijven: [], bAlleenZakelijk: true },
        profile: null,
        supervisor: false,
        stored: null,
      }),
    ).toEqual({ nBelastingPercentage: 0, bAlleenZakelijk: true });
  });
});
