import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@lease/api/contract';
import { requireSession, type SessionEnv } from './requireSession.ts';
import { signToken } from './token.ts';

const secret = 'secret-for-the-session-guard-tests';

/** A protected call as later route groups will write them: client and level from the token. */
const app = new Hono<SessionEnv>()
  .use('/api/*', requireSession(secret))
  .get('/api/Whoami', (c) => c.json({ client: c.var.session.client, Level: c.var.session.Level }));

const call = (headers: Record<string, string>) => app.request('/api/Whoami', { headers });

describe('requireSession', () => {
  it('lets a valid token through as a Bearer header or as X-Token', async () => {
    const token = await signToken(
      { sub: '7', client: 'polder', Level: 2, nBerijderID: 70 },
      secret,
    );
    const ways: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { 'X-Token': token },
    ];
    for (const headers of ways) {
      const response = await call(headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ client: 'polder', Level: 2 });
    }
  });

  it("refuses a token before the choice (403), except on the choose page's calls", async () => {
    const token = await signToken({ sub: '7', client: 'polder', Level: 1 }, secret);
    const refused = await call({ Authorization: `Bearer ${token}` });
    expect(refused.status).toBe(403);
    expect(apiErrorBodySchema.parse(await refused.json()).cOpmerking).toMatch(/Choose/);

    const choosePage = new Hono<SessionEnv>()
      .use('/api/*', requireSession(secret, { beforeChoice: true }))
      .get('/api/Choices', (c) => c.json({ client: c.var.session.client }));
    const allowed = await choosePage.request('/api/Choices', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(allowed.status).toBe(200);
  });

  it.each([
    ['no token', async () => ({})],
    ['a malformed token', async () => ({ Authorization: 'Bearer not.a.token' })],
    [
      'a token signed with another secret',
      async () => ({
        'X-Token': await signToken({ sub: '1', client: 'horizon', Level: 1 }, 'other'),
      }),
    ],
    [
      'an expired token',
      async () => ({
        'X-Token': await signToken({ sub: '1', client: 'horizon', Level: 1 }, secret, 1_000_000),
      }),
    ],
    [
      'a token without the portal claims',
      async () => ({
        'X-Token': await sign({ sub: '1', exp: Math.floor(Date.now() / 1000) + 60 }, secret),
      }),
    ],
  ])('answers %s with 401 error JSON (session end)', async (_case, headers) => {
    const response = await call(await headers());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(apiErrorBodySchema.parse(await response.json()).cStatus).toBe('error');
  });
});
