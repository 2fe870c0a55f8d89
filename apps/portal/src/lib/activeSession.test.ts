import { describe, expect, it } from 'vitest';
import { checkSession } from './activeSession.ts';

/** An unsigned token with the given payload: the portal reads claims, the server checks signatures. */
function token(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const NOW = Date.UTC(2026, 10, 24, 12);
const inAnHour = NOW / 1000 + 3600;
const anHourAgo = NOW / 1000 - 3600;

describe('checkSession', () => {
  it.each([
    ['nothing stored', null, 'none'],
    ['a token that is no token', { token: 'garbage', level: 1, client: 'horizon' }, 'unusable'],
    [
      'a payload that is not JSON',
      { token: 'a.bm90IGpzb24.c', level: 1, client: 'horizon' },
      'unusable',
    ],
    [
      'an expired token',
      {
        token: token({ sub: 'u', client: 'horizon', Level: 1, exp: anHourAgo }),
        level: 1,
        client: 'horizon',
      },
      'unusable',
    ],
    [
      "another client's token",
      {
        token: token({ sub: 'u', client: 'polder', Level: 1, exp: inAnHour }),
        level: 1,
        client: 'horizon',
      },
      'unusable',
    ],
    [
      'a token before the choice',
      {
        token: token({ sub: 'u', client: 'horizon', Level: 1, exp: inAnHour }),
        level: 1,
        client: 'horizon',
      },
      'active',
    ],
  ])('%s → %s', (_name, stored, kind) => {
    expect(checkSession(stored, NOW).kind).toBe(kind);
  });

  it('says whether a driver or a mobility category was chosen', () => {
    const base = { sub: 'u', client: 'horizon', Level: 2, exp: inAnHour };
    const check = (payload: object) => {
      const result = checkSession({ token: token(payload), level: 2, client: 'horizon' }, NOW);
      return result.kind === 'active' ? result.session : null;
    };
    expect(check(base)).toMatchObject({ chosen: false, supervisor: true });
    expect(check({ ...base, nBerijderID: 7 })).toMatchObject({
      chosen: true,
      mobilityContainer: false,
    });
    expect(check({ ...base, nBerijderID: 7, MobilityCategoryId: 3 })).toMatchObject({
      chosen: true,
      mobilityContainer: true,
    });
  });
});
