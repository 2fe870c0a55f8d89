import { createApp } from '../app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  loginResponseSchema,
  ticketResultSchema,
  tokenPayloadSchema,
} from '@lease/api/contract';
import { verify } from 'hono/jwt';
import { signOmrmapiToken } from '../auth/omrmapiToken.ts';
import { signToken } from '../auth/token.ts';
import { createLogger } from '../http/createLogger.ts';
import { TICKETS_PER_ADDRESS, TICKETS_PER_EMAIL } from './ticket.ts';
import { callApi } from '../testing/demoSession.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: createLogger('info', (line) => logLines.push(line)) });
});
afterAll(() => server.close());

const ticketRows = () =>
  server.db
    .prepare('SELECT client_code, email, environment, user_id FROM tickets ORDER BY id')
    .all()
    .map((row) => ({ ...row }));

describe('POST /api-mapi/ticket/create', () => {
  it('stores a ticket with the escaped + decoded, and keeps the query out of the logs', async () => {
    const email = encodeURIComponent('jan+lease@horizon.example');
    const { status, body } = await callApi(
      server.url,
      `/api-mapi/ticket/create?email=${email}&client=horizon&environment=driver`,
      { method: 'POST' },
    );
    expect(status).toBe(200);
    expect(ticketResultSchema.parse(body).success).toBe(true);
    expect(ticketRows().at(-1)).toEqual({
      client_code: 'horizon',
      email: 'jan+lease@horizon.example',
      environment: 'driver',
      user_id: null,
    });
    const logged = logLines.join('\n');
    expect(logged).toContain('/api-mapi/ticket/create');
    expect(logged).not.toContain('horizon.example');
    expect(logged).not.toContain('email=');
  });

  it('answers a known and an unknown address alike, linking only the known one', async () => {
    const known = await callApi(
      server.url,
      '/api-mapi/ticket/create?email=jan%40horizon.example&client=horizon&environment=driver',
      { method: 'POST' },
    );
    const unknown = await callApi(
      server.url,
      '/api-mapi/ticket/create?email=nobody%40horizon.example&client=horizon&environment=driver',
      { method: 'POST' },
    );
    expect(unknown.body).toEqual(known.body);
    const rows = ticketRows();
    expect(rows.at(-2)?.user_id).not.toBeNull();
    expect(rows.at(-1)?.user_id).toBeNull();
  });

  it.each([
    ['email', '?client=horizon&environment=driver'],
    // An unescaped + arrives as a space: not an address.
    ['email', '?email=jan+lease@horizon.example&client=horizon&environment=driver'],
    ['client', '?email=jan%40horizon.example&environment=driver'],
    ['environment', '?email=jan%40horizon.example&client=horizon&environment=admin'],
  ])('answers 400 naming %s', async (field, query) => {
    const { status, body } = await callApi(server.url, `/api-mapi/ticket/create${query}`, {
      method: 'POST',
    });
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).cVeld).toBe(field);
  });

  /** A ticket request from a chosen loopback address (all of 127.0.0.0/8 is local on Linux). */
  const requestTicket = async (from: string, email: string) => {
    const query = `email=${encodeURIComponent(email)}&client=horizon&environment=driver`;
    const response = await rawRequest(`${server.url}/api-mapi/ticket/create?${query}`, {
      method: 'POST',
      localAddress: from,
    });
    return {
      status: response.status,
      retryAfter: response.headers['retry-after'],
      body: JSON.parse(response.body.toString('utf8')) as unknown,
    };
  };

  it('answers 429 past the requests one e-mail address may get in an hour, from anywhere', async () => {
    const before = ticketRows().length;
    for (let i = 0; i < TICKETS_PER_EMAIL.points; i += 1) {
      const { status } = await requestTicket(`127.0.1.${i + 1}`, 'lotte@horizon.example');
      expect(status).toBe(200);
    }
    const refused = await requestTicket('127.0.1.99', 'Lotte@Horizon.example');
    expect(refused.status).toBe(429);
    expect(apiErrorBodySchema.parse(refused.body).cVeld).toBe('email');
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
    expect(ticketRows()).toHaveLength(before + TICKETS_PER_EMAIL.points);
    // Another address still gets its ticket.
    expect((await requestTicket('127.0.1.99', 'piet@horizon.example')).status).toBe(200);
  });

  it('answers 429 past the requests one caller address may make in an hour', async () => {
    for (let i = 0; i < TICKETS_PER_ADDRESS.points; i += 1) {
      const { status } = await requestTicket('127.0.2.1', `person${i}@horizon.example`);
      expect(status).toBe(200);
    }
    const refused = await requestTicket('127.0.2.1', 'one-more@horizon.example');
    expect(refused.status).toBe(429);
    expect(apiErrorBodySchema.parse(refused.body).cOpmerking).toMatch(/too many/i);
    expect((await requestTicket('127.0.2.2', 'one-more@horizon.example')).status).toBe(200);
  });

  it('answers 405 for a GET', async () => {
    const answer = await callApi(server.url, '/api-mapi/ticket/create?email=a%40b.nl');
    expect(answer.status).toBe(405);
  });
});

describe('GET /api/RestOarTokenFromOmrmapiToken', () => {
  const exchange = (token: string) =>
    callApi(server.url, `/api/RestOarTokenFromOmrmapiToken?token=${encodeURIComponent(token)}`);

  it('exchanges a valid omrmapi token for a portal token of that user', async () => {
    const omrmapi = await signOmrmapiToken(
      { client: 'horizon', username: 'beheer@horizon.example' },
      server.tokenSecret,
    );
    const { status, body } = await exchange(omrmapi);
    expect(status).toBe(200);
    const answer = loginResponseSchema.parse(body);
    if (!answer.bMagDoor) throw new Error('refused');
    expect(answer.cLevel).toBe('2');
    const claims = tokenPayloadSchema.parse(
      await verify(answer.Token, server.tokenSecret, 'HS256'),
    );
    expect(claims).toMatchObject({ client: 'horizon', Level: 2 });
    // The portal token opens the choose page's calls; the rest waits for the choice.
    const choices = await callApi(server.url, '/api/getArrangementChoices', {
      token: answer.Token,
    });
    expect(choices.status).toBe(200);
  });

  it.each([
    [
      'an expired token',
      () =>
        signOmrmapiToken(
          { client: 'horizon', username: 'jan@horizon.example' },
          server.tokenSecret,
          Math.floor(Date.now() / 1000) - 3600,
        ),
    ],
    [
      'a token signed with another secret',
      () => signOmrmapiToken({ client: 'horizon', username: 'jan@horizon.example' }, 'other'),
    ],
    [
      'a portal token',
      () => signToken({ sub: '1', client: 'horizon', Level: 1 }, server.tokenSecret),
    ],
    [
      'a token for an unknown user',
      () =>
        signOmrmapiToken({ client: 'horizon', username: 'nobody@x.example' }, server.tokenSecret),
    ],
    ['garbage', async () => 'not-a-token'],
  ])('refuses %s like a login', async (_case, make) => {
    const { status, body } = await exchange(await make());
    expect(status).toBe(200);
    expect(loginResponseSchema.parse(body)).toMatchObject({
      bMagDoor: false,
      cStatus: 'Inloggen mislukt',
    });
  });

  it('exchanges a token once: a second use is refused like an expired link', async () => {
    const omrmapi = await signOmrmapiToken(
      { client: 'horizon', username: 'jan@horizon.example' },
      server.tokenSecret,
    );
    expect(loginResponseSchema.parse((await exchange(omrmapi)).body).bMagDoor).toBe(true);
    const again = await exchange(omrmapi);
    expect(again.status).toBe(200);
    expect(loginResponseSchema.parse(again.body)).toEqual({
      bMagDoor: false,
      cStatus: 'Inloggen mislukt',
      cOpmerking: 'De inloglink is ongeldig of verlopen. Log opnieuw in.',
    });
  });

  it('keeps a token spent when the server starts again on the same database', async () => {
    const omrmapi = await signOmrmapiToken(
      { client: 'horizon', username: 'sanne@horizon.example' },
      server.tokenSecret,
    );
    expect(loginResponseSchema.parse((await exchange(omrmapi)).body).bMagDoor).toBe(true);
    // A server process of its own over the same data, as after a restart.
    const restarted = createApp({
      db: server.db,
      tokenSecret: server.tokenSecret,
      defaultClient: 'horizon',
      logger: createLogger('silent'),
    });
    const again = await restarted.request(
      `/api/RestOarTokenFromOmrmapiToken?token=${encodeURIComponent(omrmapi)}`,
    );
    expect(loginResponseSchema.parse(await again.json()).bMagDoor).toBe(false);
  });

  it('answers 400 naming token when it is missing', async () => {
    const { status, body } = await callApi(server.url, '/api/RestOarTokenFromOmrmapiToken');
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).cVeld).toBe('token');
  });
});
