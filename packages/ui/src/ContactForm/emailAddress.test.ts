import { describe, expect, it } from 'vitest';
import { looksLikeEmailAddress } from './emailAddress.ts';

describe('looksLikeEmailAddress', () => {
  it.each(['jan@example.nl', 'j.de.vries+lease@mail.example.com'])('accepts %s', (value) => {
    expect(looksLikeEmailAddress(value)).toBe(true);
  });
  it.each(['', 'jan', 'jan@example', '@example.nl', 'jan @example.nl', 'jan@@example.nl'])(
    'rejects %j',
    (value) => {
      expect(looksLikeEmailAddress(value)).toBe(false);
    },
  );
});
