import { describe, expect, it } from 'vitest';
import { MAX_USERNAME_LENGTH } from '@lease/api/contract';
import { DEFAULT_MAX_USERNAME_LENGTH, usernameTooLong } from './usernameLimit.ts';

describe('DEFAULT_MAX_USERNAME_LENGTH', () => {
  it("is the contract's limit", () => {
    expect(DEFAULT_MAX_USERNAME_LENGTH).toBe(MAX_USERNAME_LENGTH);
  });
});

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
