import { describe, expect, it } from 'vitest';
import { decodeSession } from './decodeSession.ts';

/** 1 January 2100: the portal reads `exp`, it does not judge it. */
const EXP = 4102444800;

/** An unsigned token with the payload, `exp` added unless the payload says otherwise. */
function tokenWith(payload: object): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: EXP, ...payload })}.signature`;
}

describe('decodeSession', () => {
  it.each([
    ['a driver', { sub: '1', client: 'horizon', Level: 1 }, 1, false, null],
    ['a supervisor at level 2', { sub: '2', client: 'horizon', Level: 2 }, 2, true, null],
    ['a level sent as text', { sub: '3', client: 'horizon', Level: '3' }, 3, true, null],
    [
      'a container driver',
      { sub: '4', client: 'stadmobiel', Level: 1, MobilityCategoryId: 7 },
      1,
      false,
      7,
    ],
  ])('%s', (_case, payload, level, supervisor, category) => {
    const session = decodeSession(tokenWith(payload));

    expect(session).toMatchObject({
      level,
      supervisor,
      mobilityCategoryId: category,
      mobilityContainer: category !== null,
      client: payload.client,
    });
  });

  it('reads non-ASCII claims', () => {
    expect(decodeSession(tokenWith({ sub: 'ë', client: 'zönnig', Level: 1 }))?.client).toBe(
      'zönnig',
    );
  });

  it.each([
    ['not a token', 'garbage'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['a payload without a level', tokenWith({ sub: '1', client: 'horizon' })],
    ['a negative level', tokenWith({ sub: '1', client: 'horizon', Level: -1 })],
    ['a payload without exp', tokenWith({ sub: '1', client: 'horizon', Level: 1, exp: undefined })],
    ['an empty string', ''],
  ])('gives null for %s', (_case, token) => {
    expect(decodeSession(token)).toBeNull();
  });
});
