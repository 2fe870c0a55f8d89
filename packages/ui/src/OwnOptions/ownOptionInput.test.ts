import { describe, expect, it } from 'vitest';
import { ownOptionProblems, parseAmount } from './ownOptionInput.ts';

describe('parseAmount', () => {
  it.each([
    ['245', 245],
    ['245,50', 245.5],
    ['245.5', 245.5],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['1 234', 1234],
    ['€ 99', 99],
    ['0', 0],
    ['', null],
    ['-5', null],
    ['abc', null],
    ['1,2,3', null],
    ['12e3', null],
    ['Infinity', null],
    ['99999999', null],
  ])('%j → %j', (text, expected) => expect(parseAmount(text)).toBe(expected));
});

describe('ownOptionProblems', () => {
  it('needs a description and an amount', () => {
    expect(ownOptionProblems(' ', 'x')).toEqual({
      description: 'own.descriptionRequired',
      price: 'own.priceInvalid',
    });
    expect(ownOptionProblems('Dakdragers', '245')).toEqual({ description: null, price: null });
  });
});
