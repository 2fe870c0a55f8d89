import { describe, expect, it } from 'vitest';
import { toggleComparedCar } from './toggleComparedCar.ts';

describe('toggleComparedCar', () => {
  it.each([
    ['adds a car, ticked', [], 7, [{ ID: 7, bChecked: true }]],
    [
      'removes a car already there',
      [
        { ID: 7, bChecked: false },
        { ID: 8, bChecked: true },
      ],
      7,
      [{ ID: 8, bChecked: true }],
    ],
  ])('%s', (_case, list, id, expected) => {
    expect(toggleComparedCar(list, id)).toEqual(expected);
  });
});
