import { describe, expect, it } from 'vitest';
import { applyMutation } from './applyMutation.ts';

describe('applyMutation', () => {
  it('replaces the one occurrence', () => {
    expect(applyMutation('a < b && c', { find: '<', replace: '<=' })).toBe('a <= b && c');
  });

  it.each([
    ['a missing find', 'a + b', { find: '-', replace: '+' }, /not found/],
    ['a find that occurs twice', 'a < b < c', { find: '<', replace: '>' }, /more than once/],
    ['a replacement that changes nothing', 'a < b', { find: '<', replace: '<' }, /nothing/],
  ])('refuses %s', (_, source, mutation, message) => {
    expect(() => applyMutation(source, mutation)).toThrow(message);
  });
});
