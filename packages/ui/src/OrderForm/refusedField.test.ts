import { describe, expect, it } from 'vitest';
import { refusedField } from './refusedField.ts';

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
