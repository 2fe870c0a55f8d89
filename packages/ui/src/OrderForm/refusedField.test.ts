import { describe, expect, it } from 'vitest';
import { refusedField, refusedQuestion } from './refusedField.ts';

describe('refusedField', () => {
  it.each([
    ['nDealerID', 'dealer'],
    ['cDealerContactpersoon', 'dealer'],
    ['cKleur', 'cKleur'],
    ['cBekleding', 'cBekleding'],
    ['EigenOpties', 'questions'],
    ['EigenOpties.0.cAntwoord', 'questions'],
    ['cOpmerking', 'remarks'],
    ['cRijbewijsnummer', 'licence'],
    [' cRijbewijsnummer ', 'licence'],
    ['cBijlage', 'attachment'],
    ['aBijlage', 'attachment'],
    ['Akkoorden', 'agreements'],
    ['Akkoorden.1.bAkkoord', 'agreements'],
    ['Akkoorden[1]', 'agreements'],
  ])('%s is the form field %s', (cVeld, field) => {
    expect(refusedField(cVeld)).toBe(field);
  });

  it.each([
    ['a field the form does not show', 'nTypeIDHist'],
    ['a header', 'Idempotency-Key'],
    ['the whole body', 'body'],
    ['a prototype key', 'constructor'],
    ['a different case', 'crijbewijsnummer'],
    ['an empty name', ''],
    ['no name', undefined],
    ['null', null],
  ])('%s names no form field', (_case, cVeld) => {
    expect(refusedField(cVeld)).toBeNull();
  });
});

describe('refusedQuestion', () => {
  it.each([
    ['EigenOpties.0.cAntwoord', 0],
    ['EigenOpties.2', 2],
    ['EigenOpties[1].cAntwoord', 1],
    [' EigenOpties.12.cAntwoord ', 12],
  ])('%s is the question at %i', (cVeld, index) => {
    expect(refusedQuestion(cVeld)).toBe(index);
  });

  it.each([
    ['the questions as a whole', 'EigenOpties'],
    ['no index', 'EigenOpties.cAntwoord'],
    ['a negative index', 'EigenOpties.-1'],
    ['another list', 'Akkoorden.1.bAkkoord'],
    ['a different case', 'eigenopties.0'],
    ['a prefix of another name', 'EigenOptiesExtra.0'],
    ['no name', undefined],
    ['null', null],
  ])('%s names no single question', (_case, cVeld) => {
    expect(refusedQuestion(cVeld)).toBeNull();
  });
});
