import { describe, expect, it } from 'vitest';
import { MAX_USERNAME_LENGTH, loginRequestSchema, loginResponseSchema } from './auth.ts';

describe('loginResponseSchema', () => {
  it('accepts a refusal with its reason and no token', () => {
    const parsed = loginResponseSchema.parse({
      bMagDoor: false,
      cStatus: 'Geweigerd',
      cOpmerking: 'Onjuist wachtwoord',
      Token: null,
    });
    expect(parsed).toMatchObject({ bMagDoor: false, cStatus: 'Geweigerd' });
  });

  it('accepts a login with a token and a level sent as text', () => {
    expect(
      loginResponseSchema.parse({ bMagDoor: true, cLevel: '2', Token: 'a.b.c' }),
    ).toMatchObject({
      Token: 'a.b.c',
      cLevel: '2',
    });
  });

  it.each([
    ['a login let through without a token', { bMagDoor: true, Token: '' }],
    ['a missing verdict', { cStatus: 'ok', Token: 'a.b.c' }],
    ['a verdict sent as text', { bMagDoor: 'true', Token: 'a.b.c' }],
  ])('rejects %s', (_case, body) => {
    expect(loginResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('trims the client and user name but never the password', () => {
    expect(
      loginRequestSchema.parse({
        cClient: ' horizon ',
        cGebruikersnaam: ' jan ',
        cWachtwoord: ' pw ',
      }),
    ).toEqual({ cClient: 'horizon', cGebruikersnaam: 'jan', cWachtwoord: ' pw ' });
  });

  it.each([
    ['cGebruikersnaam', { cClient: 'horizon', cGebruikersnaam: '  ', cWachtwoord: 'x' }],
    ['cWachtwoord', { cClient: 'horizon', cGebruikersnaam: 'jan', cWachtwoord: '' }],
    ['cClient', { cGebruikersnaam: 'jan', cWachtwoord: 'x' }],
    ['cTaal', { cClient: 'horizon', cGebruikersnaam: 'jan', cWachtwoord: 'x', cTaal: 'es' }],
  ])('names %s when it is wrong', (field, body) => {
    const result = loginRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accepts a user name of MAX_USERNAME_LENGTH characters after trimming, and no longer', () => {
    const body = (name: string) => ({
      cClient: 'horizon',
      cGebruikersnaam: name,
      cWachtwoord: 'x',
    });
    const longest = 'j'.repeat(MAX_USERNAME_LENGTH);
    expect(loginRequestSchema.parse(body(` ${longest} `)).cGebruikersnaam).toBe(longest);
    const result = loginRequestSchema.safeParse(body(`${longest}j`));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['cGebruikersnaam'],
      code: 'too_big',
      maximum: MAX_USERNAME_LENGTH,
    });
  });
});
