import { describe, expect, it } from 'vitest';
import { changeOnLatest } from './changeOnLatest.ts';

interface Filter {
  fuel: string[];
  max: number | null;
  onlyPlugin: boolean;
  onlyPromotion: boolean;
}
const shown: Filter = { fuel: [], max: null, onlyPlugin: false, onlyPromotion: false };

describe('changeOnLatest', () => {
  it('keeps a change the screen does not show yet beside the new one', () => {
    const latest = { ...shown, onlyPlugin: true };
    const next = { ...shown, onlyPromotion: true };
    expect(changeOnLatest(shown, next, latest)).toEqual({
      ...shown,
      onlyPlugin: true,
      onlyPromotion: true,
    });
  });

  it('adds and removes the values a list change picked, keeping the other quick picks', () => {
    const before = { ...shown, fuel: ['diesel'] };
    const latest = { ...before, fuel: ['diesel', 'elektrisch'] };
    expect(changeOnLatest(before, { ...before, fuel: ['diesel', 'benzine'] }, latest).fuel).toEqual(
      ['diesel', 'elektrisch', 'benzine'],
    );
    expect(changeOnLatest(before, { ...before, fuel: [] }, latest).fuel).toEqual(['elektrisch']);
  });

  it('gives a changed value its new value, and is the change itself when nothing is ahead', () => {
    const next = { ...shown, max: 700, fuel: ['elektrisch'] };
    expect(changeOnLatest(shown, next, { ...shown, max: 500 })).toEqual(next);
    expect(changeOnLatest(shown, next, shown)).toEqual(next);
  });
});
