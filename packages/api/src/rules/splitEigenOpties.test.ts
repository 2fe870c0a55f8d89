import { describe, expect, it } from 'vitest';
import { splitEigenOpties } from './splitEigenOpties.ts';

describe('splitEigenOpties', () => {
  it.each([
    [
      'questions and own options apart, order kept',
      [
        { cOmschrijving: 'Trekhaak afneembaar?', bIsBestellingVraag: true },
        { cOmschrijving: 'Dakdragers', bIsBestellingVraag: false },
        { cOmschrijving: 'Gewenste leverdatum', bIsBestellingVraag: true },
      ],
      ['Trekhaak afneembaar?', 'Gewenste leverdatum'],
      ['Dakdragers'],
    ],
    ['nothing', [], [], []],
    [
      'only own options',
      [{ cOmschrijving: 'Laadkabel', bIsBestellingVraag: false }],
      [],
      ['Laadkabel'],
    ],
  ])('%s', (_case, input, questions, own) => {
    const result = splitEigenOpties(input);
    expect(result.orderQuestions.map((q) => q.cOmschrijving)).toEqual(questions);
    expect(result.ownOptions.map((o) => o.cOmschrijving)).toEqual(own);
  });
});
