import { describe, expect, it } from 'vitest';
import { chosenTermAndMileage } from './chosenTermAndMileage.ts';

const terms = {
  Looptijden: [36, 48, 60],
  Kilometrages: [10_000, 20_000, 30_000],
  nStandaardLooptijd: 60,
  nStandaardKilometrage: 30_000,
};
const none = { term: null, mileage: null };

describe('chosenTermAndMileage', () => {
  it("takes the driver's choice first", () => {
    expect(chosenTermAndMileage(terms, { term: 36, mileage: 10_000 })).toEqual({
      term: 36,
      mileage: 10_000,
    });
  });

  it("takes the scheme's default when the driver chose none", () => {
    expect(chosenTermAndMileage(terms, none)).toEqual({ term: 60, mileage: 30_000 });
  });

  it('takes the first offered when the scheme has no default, and 48 months, 20,000 km without any', () => {
    const noDefaults = { ...terms, nStandaardLooptijd: null, nStandaardKilometrage: undefined };
    expect(chosenTermAndMileage(noDefaults, none)).toEqual({ term: 36, mileage: 10_000 });
    expect(chosenTermAndMileage({ Looptijden: [], Kilometrages: [] }, none)).toEqual({
      term: 48,
      mileage: 20_000,
    });
  });
});
