import { describe, expect, it } from 'vitest';
import { productIcon, productType } from './productType.ts';

describe('productType', () => {
  it.each([
    [{ object_id: 1, type: 'Car' }, 'car'],
    [{ object_id: 2, type: 'BIKE' }, 'bike'],
    [{ object_id: 3, type: 'bike' }, 'bike'],
    [{ object_id: 4, type: ' Card ' }, 'card'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (dataObject, expected) => {
    expect(productType(dataObject)).toBe(expected);
  });
});

describe('productIcon', () => {
  it.each([
    ['bike', 'bicycle'],
    ['car', 'car'],
    ['card', 'card'],
    ['bicycle', 'bicycle'],
  ])('%s → %s', (type, expected) => {
    expect(productIcon(type)).toBe(expected);
  });
});
