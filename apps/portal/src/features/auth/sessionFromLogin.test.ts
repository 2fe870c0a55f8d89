import { describe, expect, it } from 'vitest';
import { demoClaims as claims } from '#src/testing/demoToken.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';

describe('sessionFromLogin', () => {
  it('keeps the claims and takes the level from them, not from cLevel', () => {
    const Token = claims({ sub: '1', client: 'horizon', Level: 2, exp: 4102444800 });
    expect(sessionFromLogin({ bMagDoor: true, cLevel: '1', Token }, 'horizon')).toEqual({
      claims: Token,
      level: 2,
      client: 'horizon',
    });
  });

  it.each([
    ['a numeric string', '2', 2],
    ['a number', 1, 1],
    ['nothing', undefined, 0],
    ['text', 'admin', 0],
    ['a negative number', -3, 0],
  ])('falls back to cLevel as %s for an unreadable token', (_name, cLevel, level) => {
    expect(sessionFromLogin({ bMagDoor: true, cLevel, Token: 'not-a-jwt' }, 'polder')).toEqual({
      claims: 'not-a-jwt',
      level,
      client: 'polder',
    });
  });
});
