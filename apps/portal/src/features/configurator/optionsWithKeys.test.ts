import type { Option, OptionsResponse } from '@lease/api';
import { describe, expect, it } from 'vitest';
import { optionsWithKeys } from './optionsWithKeys.ts';

const option = (id: number, name: string) =>
  ({ nOptieID: id, nOptieIDHist: id, cOmschrijving: name }) as Option;
const answer = {
  Opties: [
    { Opties: [option(1, 'Trekhaak'), option(2, 'Navigatie')] },
    { Opties: [option(3, 'Metallic')] },
  ],
} as unknown as Pick<OptionsResponse, 'Opties'>;

describe('optionsWithKeys', () => {
  it('gives the offered options of the keys, in the order of the keys', () => {
    expect(optionsWithKeys([3, 1], answer, []).map((o) => o.cOmschrijving)).toEqual([
      'Metallic',
      'Trekhaak',
    ]);
  });

  it('finds a chosen option the answer does not offer (forced in by a package)', () => {
    const forced = option(9, 'Pakket');
    expect(optionsWithKeys([2, 9], answer, [forced]).map((o) => o.cOmschrijving)).toEqual([
      'Navigatie',
      'Pakket',
    ]);
  });

  it('leaves out a key nothing knows, and has nothing before the first answer', () => {
    expect(optionsWithKeys([1, 42], answer, []).map((o) => o.cOmschrijving)).toEqual(['Trekhaak']);
    expect(optionsWithKeys([1], undefined, [])).toEqual([]);
  });
});
