import { verify } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, loginResponseSchema, tokenPayloadSchema } from '@lease/api/contract';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function post(path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const login = (body: Record<string, unknown>, path = '/api/CheckLogin') =>
  post(path, JSON.stringify(body));

describe('POST /api/CheckLogin', () => {
  it.each(demoAccounts.map((account) => [account.username, account] as const))(
    'lets %s in with a token carrying its client and Level',
    async (_username, account) => {
      const before = Math.floor(Date.now() / 1000);
      const { status, body } = await login({
        cClient: account.client,
        cGebruikersnaam: account.username,
        cWachtwoord: account.password,
      });
      expect(status).toBe(200);
      const answer = loginResponseSchema.parse(body);
      expect(answer).toMatchObject({
        bMagDoor: true,
        cStatus: 'ok',
        cLevel: String(account.level),
      });
      if (!answer.bMagDoor) throw new Error('refused');

      const payload = tokenPayloadSchema.parse(
        await verify(answer.Token, server.tokenSecret, 'HS256'),
      );
      expect(payload.client).toBe(account.client);
      expect(payload.Level).toBe(account.level);
      expect(payload.sub).not.toBe('');
      // Eight hours, give or take the time the request took.
      expect(payload.exp).toBeGreaterThanOrEqual(before + 8 * 3600);
      expect(payload.exp).toBeLessThanOrEqual(before + 8 * 3600 + 5);
    },
  );

  it('answers CheckLoginOmrmapi the same way', async () => {
    const { body } = await login(
      { cClient: 'horizon', cGebruikersnaam: 'jan@horizon.example', cWachtwoord: 'demo1234' },
      '/api/CheckLoginOmrmapi',
    );
    expect(loginResponseSchema.parse(body).bMagDoor).toBe(true);
  });

  it('matches the username whatever its case and surrounding spaces', async () => {
    const { body } = await login({
      cClient: 'horizon',
      cGebruikersnaam: '  JAN@Horizon.Example ',
      cWachtwoord: 'demo1234',
    });
    expect(loginResponseSchema.parse(body).bMagDoor).toBe(true);
  });

  it('gives a wrong password, an unknown user and a wrong client the same refusal', async () => {
    const answers = await Promise.all([
      login({ cClient: 'horizon', cGebruikersnaam: 'jan@horizon.example', cWachtwoord: 'wrong' }),
      login({ cClient: 'horizon', cGebruikersnaam: 'nobody@horizon.example', cWachtwoord: 'x' }),
      login({ cClient: 'polder', cGebruikersnaam: 'jan@horizon.example', cWachtwoord: 'demo1234' }),
      login({
        cClient: 'nowhere',
        cGebruikersnaam: 'jan@horizon.example',
        cWachtwoord: 'demo1234',
      }),
    ]);
    for (const { status } of answers) expect(status).toBe(200);
    const bodies = answers.map(({ body }) => body);
    expect(bodies[0]).toEqual({
      bMagDoor: false,
      cStatus: 'Inloggen mislukt',
      cOpmerking: 'De gebruikersnaam of het wachtwoord is onjuist.',
    });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });

  it('is case-sensitive about the password', async () => {
    const { body } = await login({
      cClient: 'horizon',
      cGebruikersnaam: 'jan@horizon.example',
      cWachtwoord: 'DEMO1234',
    });
    expect(loginResponseSchema.parse(body).bMagDoor).toBe(false);
  });

  // One account per language: five failures in a row would throttle an account.
  it.each([
    ['nl', 'Inloggen mislukt', 'polder', 'eva@polder.example'],
    ['en', 'Login failed', 'zonnig', 'lotte@zonnig.example'],
    ['fr', 'Échec de la connexion', 'polder', 'kees@polder.example'],
    ['de', 'Anmeldung fehlgeschlagen', 'stadmobiel', 'amir@stadmobiel.example'],
  ])('words the refusal in %s', async (cTaal, cStatus, cClient, cGebruikersnaam) => {
    const wrongPassword = await login({
      cClient,
      cGebruikersnaam,
      cWachtwoord: 'wrong',
      cTaal,
    });
    const unknownUser = await login({
      cClient,
      cGebruikersnaam: `nobody.${cTaal}@example.com`,
      cWachtwoord: 'wrong',
      cTaal,
    });
    const refusal = loginResponseSchema.parse(wrongPassword.body);
    expect(refusal).toMatchObject({ bMagDoor: false, cStatus });
    expect(refusal.cOpmerking).not.toBe('');
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it.each([
    ['cClient', { cGebruikersnaam: 'jan@horizon.example', cWachtwoord: 'demo1234' }],
    ['cGebruikersnaam', { cClient: 'horizon', cWachtwoord: 'demo1234' }],
    ['cWachtwoord', { cClient: 'horizon', cGebruikersnaam: 'jan@horizon.example' }],
    ['cGebruikersnaam', { cClient: 'horizon', cGebruikersnaam: '   ', cWachtwoord: 'x' }],
    ['cWachtwoord', { cClient: 'horizon', cGebruikersnaam: 'jan', cWachtwoord: 42 }],
    ['cTaal', { cClient: 'horizon', cGebruikersnaam: 'jan', cWachtwoord: 'x', cTaal: 'es' }],
  ])('answers 400 naming %s when it is missing or wrong', async (field, body) => {
    const answer = await login(body);
    expect(answer.status).toBe(400);
    const error = apiErrorBodySchema.parse(answer.body);
    expect(error).toMatchObject({ cStatus: 'error', cVeld: field });
    expect(error.cOpmerking).toContain(field);
  });

  it.each([
    ['malformed JSON', '{"cClient": "horizon",'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"jan"'],
  ])('answers 400 naming the body for %s', async (_case, raw) => {
    const answer = await post('/api/CheckLogin', raw);
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({
      cStatus: 'error',
      cVeld: 'body',
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await post(
      '/api/CheckLogin',
      'cClient=horizon',
      'application/x-www-form-urlencoded',
    );
    expect(answer.status).toBe(415);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe('body');
  });

  it('answers 405 with Allow for a GET', async () => {
    const response = await fetch(`${server.url}/api/CheckLogin`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(apiErrorBodySchema.parse(await response.json()).cStatus).toBe('error');
  });
});
