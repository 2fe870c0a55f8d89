import { describe, expect, it } from 'vitest';
import { usernameTooLong } from './usernameLimit.ts';

describe('usernameTooLong', () => {
  it.each([
    ['empty', '', false],
    ['at the limit', 'j'.repeat(5), false],
    ['at the limit once trimmed', `  ${'j'.repeat(5)}  `, false],
    ['one over the limit', 'j'.repeat(6), true],
    ['over the limit with spaces inside', 'j j j', false],
  ])('%s', (_case, username, expected) => {
    expect(usernameTooLong(username, 5)).toBe(expected);
  });
});
