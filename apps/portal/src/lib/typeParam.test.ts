import { describe, expect, it } from 'vitest';
import { formatTypeParam, parseIdParam, parseTypeParam } from './typeParam.ts';

describe('the {type} segment', () => {
  it('round-trips a type id', () => {
    expect(parseTypeParam(formatTypeParam(1234))).toBe(1234);
  });

  it.each([
    [undefined],
    [''],
    ['1234'],
    ['type-'],
    ['type-0'],
    ['type-01'],
    ['type--5'],
    ['type-12x'],
    ['TYPE-12'],
    ['type-12345678901'],
  ])('refuses %j', (param) => {
    expect(parseTypeParam(param)).toBeNull();
  });
});

describe('an id segment', () => {
  it.each([
    ['304', 304],
    ['0', null],
    ['-3', null],
    ['3.5', null],
    ['abc', null],
    [undefined, null],
  ])('%j → %j', (param, expected) => {
    expect(parseIdParam(param)).toBe(expected);
  });
});
