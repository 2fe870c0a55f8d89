import { describe, expect, it } from 'vitest';
import { sessionFromLogin } from './sessionFromLogin.ts';

/** An unsigned token with the given payload: the portal reads claims, the server checks them. */
function token(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('sessionFromLogin', () => {
  it('takes the level from the token, not from cLevel', () => {
    const Token = token({ sub: '1', client: 'horizon', Level: 2, exp: 4102444800 });
    expect(sessionFromLogin({ bMagDoor: true, cLevel: '1', Token }, 'horizon')).toEqual({
      token: Token,
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
      token: 'not-a-jwt',
      level,
      client: 'polder',
    });
  });
});
