import { describe, expect, it } from 'vitest';
import { demoClaims as claims } from '#src/testing/demoToken.ts';
import { checkSession, pageSessionKeepingFlag } from './activeSession.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const inAnHour = NOW / 1000 + 3600;
const anHourAgo = NOW / 1000 - 3600;

describe('checkSession', () => {
  it.each([
    ['nothing stored', null, 'none'],
    ['a token that is no token', { claims: 'garbage', level: 1, client: 'horizon' }, 'unusable'],
    [
      'a payload that is not JSON',
      { claims: 'a.bm90IGpzb24.c', level: 1, client: 'horizon' },
      'unusable',
    ],
    [
      'an expired token',
      {
        claims: claims({ sub: 'u', client: 'horizon', Level: 1, exp: anHourAgo }),
        level: 1,
        client: 'horizon',
      },
      'unusable',
    ],
    [
      "another client's token",
      {
        claims: claims({ sub: 'u', client: 'polder', Level: 1, exp: inAnHour }),
        level: 1,
        client: 'horizon',
      },
      'unusable',
    ],
    [
      'a token before the choice',
      {
        claims: claims({ sub: 'u', client: 'horizon', Level: 1, exp: inAnHour }),
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
      const result = checkSession({ claims: claims(payload), level: 2, client: 'horizon' }, NOW);
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

describe('pageSessionKeepingFlag', () => {
  const session = (sub: string, nBerijderID: number) => ({
    claims: claims({ sub, client: 'horizon', Level: 1, nBerijderID, exp: inAnHour }),
    level: 1,
    client: 'horizon',
  });

  it('keeps the flag of the same login, whichever of its arrangements the page is under', () => {
    const stored = { ...session('sanne', 502), multiSchema: true };
    expect(pageSessionKeepingFlag(session('sanne', 503), stored)).toEqual({
      ...session('sanne', 503),
      multiSchema: true,
    });
  });

  it.each([
    ['nothing stored', null],
    ['another login stored', { ...session('jan', 501), multiSchema: true }],
  ])('has no flag with %s', (_, stored) => {
    expect(pageSessionKeepingFlag(session('sanne', 503), stored).multiSchema).toBe(false);
  });
});
