import { verify } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  arrangementChoicesSchema,
  arrangementOutcome,
  tokenPayloadSchema,
  tokenResponseSchema,
} from '@lease/api/contract';
import { callApi, loginAs } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  const usernames = [
    'jan@horizon.example',
    'sanne@horizon.example',
    'beheer@horizon.example',
    'kees@polder.example',
    'eva@polder.example',
    'lotte@zonnig.example',
    'amir@stadmobiel.example',
  ];
  await Promise.all(
    usernames.map(async (username) => {
      tokens[username] = await loginAs(server.url, username);
    }),
  );
});
afterAll(() => server.close());

const token = (username: string) => {
  const value = tokens[username];
  if (!value) throw new Error(`not logged in: ${username}`);
  return value;
};

async function choicesOf(username: string, query = '') {
  const { status, body } = await callApi(server.url, `/api/getArrangementChoices${query}`, {
    token: token(username),
  });
  expect(status).toBe(200);
  return arrangementChoicesSchema.parse(body);
}

async function claimsOf(jwt: string) {
  return tokenPayloadSchema.parse(await verify(jwt, server.tokenSecret, 'HS256'));
}

describe('the demo accounts after login (arrangementOutcome on the real answer)', () => {
  it.each([
    ['jan@horizon.example', { nBerijderID: 501, nMantelNr: 10 }],
    ['beheer@horizon.example', { nBerijderID: 509, nMantelNr: 10 }],
    ['eva@polder.example', { nBerijderID: 521, nMantelNr: 20 }],
    ['lotte@zonnig.example', { nBerijderID: 531, nMantelNr: 30 }],
    ['amir@stadmobiel.example', { nBerijderID: 541, MobilityCategoryId: 12 }],
  ])('%s gets the automatic choice', async (username, request) => {
    expect(arrangementOutcome(await choicesOf(username))).toEqual({ kind: 'auto', request });
  });

  it('sanne@horizon.example gets the choose page, with the offline scheme and its message', async () => {
    const choices = await choicesOf('sanne@horizon.example');
    expect(arrangementOutcome(choices)).toEqual({ kind: 'choose' });
    expect(choices.Mantels.map((m) => [m.nMantelNr, m.bMantelOnline])).toEqual([
      [10, true],
      [11, true],
      [12, false],
    ]);
    expect(choices.Mantels[2]?.cBerichtWanneerMantelInactief).toMatch(/gesloten/);
    // Only her own drivers: not Jan, not the supervisor, not Fatima (no login).
    expect(choices.Mantels[0]?.Berijders).toEqual([
      { nBerijderID: 502, cBerijdernaam: 'Sanne Bakker' },
    ]);
  });

  it('kees@polder.example gets the inactive message of his only scheme', async () => {
    const outcome = arrangementOutcome(await choicesOf('kees@polder.example'));
    expect(outcome.kind).toBe('inactive');
    if (outcome.kind === 'inactive') expect(outcome.message).toMatch(/gesloten tot 1 maart 2027/);
  });

  it('lists an ended contract only with includeOrderedAndInactive', async () => {
    const ids = (choices: Awaited<ReturnType<typeof choicesOf>>) =>
      choices.Mantels.flatMap((m) => m.Berijders.map((b) => b.nBerijderID));
    expect(ids(await choicesOf('sanne@horizon.example'))).not.toContain(506);
    expect(
      ids(await choicesOf('sanne@horizon.example', '?includeOrderedAndInactive=true')),
    ).toContain(506);
    // The demo data's ended contract in an online scheme (10), listed for its history.
    const all = await choicesOf('sanne@horizon.example', '?includeOrderedAndInactive=true');
    const online = all.Mantels.find((m) => m.nMantelNr === 10);
    expect(online?.bMantelOnline).toBe(true);
    expect(online?.Berijders.map((b) => b.nBerijderID)).toEqual([502, 507]);
  });

  it('narrows to one container with containerid, and 404s another client’s', async () => {
    const choices = await choicesOf('amir@stadmobiel.example', '?containerid=4');
    expect(choices.Mantels).toEqual([]);
    expect(choices.Containers[0]?.Drivers).toEqual([
      {
        nBerijderID: 541,
        cBerijdernaam: 'Amir El Amrani',
        MobilityCategory: { Id: 12, cNaam: 'Budget M' },
      },
    ]);
    const other = await callApi(server.url, '/api/getArrangementChoices?containerid=4', {
      token: token('jan@horizon.example'),
    });
    expect(other.status).toBe(404);
  });

  it.each([
    ['includeOrderedAndInactive', '?includeOrderedAndInactive=perhaps'],
    ['containerid', '?containerid=-1'],
    ['containerid', '?containerid=abc'],
  ])('answers 400 naming %s', async (field, query) => {
    const { status, body } = await callApi(server.url, `/api/getArrangementChoices${query}`, {
      token: token('jan@horizon.example'),
    });
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).cVeld).toBe(field);
  });
});

describe('POST /api/GetKeuzeToken', () => {
  it('issues a token carrying the chosen driver, keeping client and Level', async () => {
    const { status, body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('sanne@horizon.example'),
      body: { nBerijderID: 503, nMantelNr: 11 },
    });
    expect(status).toBe(200);
    const answer = tokenResponseSchema.parse(body);
    if (!answer.bMagDoor) throw new Error('refused');
    const claims = await claimsOf(answer.Token);
    expect(claims).toMatchObject({ client: 'horizon', Level: 1, nBerijderID: 503, nMantelNr: 11 });
    expect(claims.MobilityCategoryId ?? null).toBeNull();
  });

  it('lets a session that has chosen choose again, among its own login’s drivers only', async () => {
    // Choosing another arrangement from the header: the chosen session's token asks again.
    const first = tokenResponseSchema.parse(
      (
        await callApi(server.url, '/api/GetKeuzeToken', {
          token: token('sanne@horizon.example'),
          body: { nBerijderID: 502, nMantelNr: 10 },
        })
      ).body,
    );
    if (!first.bMagDoor) throw new Error('refused');
    const again = await callApi(server.url, '/api/GetKeuzeToken', {
      token: first.Token,
      body: { nBerijderID: 503, nMantelNr: 11 },
    });
    const answer = tokenResponseSchema.parse(again.body);
    if (!answer.bMagDoor) throw new Error('refused');
    expect(await claimsOf(answer.Token)).toMatchObject({ nBerijderID: 503, nMantelNr: 11 });
    // Jan's driver in the same scheme is not Sanne's to switch to.
    const other = await callApi(server.url, '/api/GetKeuzeToken', {
      token: first.Token,
      body: { nBerijderID: 501, nMantelNr: 10 },
    });
    expect(other.status).toBe(404);
  });

  it('issues a container token with the MobilityCategoryId for stadmobiel', async () => {
    const { body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('amir@stadmobiel.example'),
      body: { nBerijderID: 541, MobilityCategoryId: 12 },
    });
    const answer = tokenResponseSchema.parse(body);
    if (!answer.bMagDoor) throw new Error('refused');
    expect(await claimsOf(answer.Token)).toMatchObject({
      client: 'stadmobiel',
      nBerijderID: 541,
      MobilityCategoryId: 12,
    });
  });

  it('refuses an offline scheme with its inactive message', async () => {
    const { status, body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('kees@polder.example'),
      body: { nBerijderID: 522, nMantelNr: 21 },
    });
    expect(status).toBe(200);
    const answer = tokenResponseSchema.parse(body);
    expect(answer.bMagDoor).toBe(false);
    expect(answer.cOpmerking).toMatch(/gesloten tot 1 maart 2027/);
  });

  it.each([
    ['nl', undefined, 'Contract beëindigd', /beëindigd: daarmee kun je niet meer bestellen/],
    ['nl', 'nl', 'Contract beëindigd', /beëindigd/],
    ['en', 'en', 'Contract ended', /has ended: it can no longer be used to order/],
    ['fr', 'fr', 'Contrat terminé', /a pris fin/],
    ['de', 'de', 'Vertrag beendet', /ist beendet/],
  ] as const)(
    'refuses an ended contract in an online scheme, in %s (cTaal %s)',
    async (_language, cTaal, status, remark) => {
      const { body } = await callApi(server.url, '/api/GetKeuzeToken', {
        token: token('sanne@horizon.example'),
        body: { nBerijderID: 507, nMantelNr: 10, ...(cTaal ? { cTaal } : {}) },
      });
      const answer = tokenResponseSchema.parse(body);
      expect(answer).toMatchObject({ bMagDoor: false, cStatus: status });
      expect(answer.cOpmerking).toMatch(remark);
      expect(answer).not.toHaveProperty('Token');
    },
  );

  it('words an offline scheme’s refusal in the cTaal asked for', async () => {
    const { body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('kees@polder.example'),
      body: { nBerijderID: 522, nMantelNr: 21, cTaal: 'en' },
    });
    expect(tokenResponseSchema.parse(body)).toMatchObject({
      bMagDoor: false,
      cStatus: 'Scheme not active',
      cOpmerking: expect.stringMatching(/closed until 1 March 2027/) as unknown,
    });
  });

  it('refuses a container driver whose contract has ended', async () => {
    server.db.prepare('UPDATE drivers SET active = 0 WHERE id = 541').run();
    try {
      const { body } = await callApi(server.url, '/api/GetKeuzeToken', {
        token: token('amir@stadmobiel.example'),
        body: { nBerijderID: 541, MobilityCategoryId: 12, cTaal: 'en' },
      });
      expect(tokenResponseSchema.parse(body)).toMatchObject({
        bMagDoor: false,
        cStatus: 'Contract ended',
      });
    } finally {
      server.db.prepare('UPDATE drivers SET active = 1 WHERE id = 541').run();
    }
  });

  it.each([
    ['a driver of the same client that is not the caller’s', { nBerijderID: 505, nMantelNr: 10 }],
    ['another login’s driver', { nBerijderID: 502, nMantelNr: 10 }],
    ['the caller’s driver under a scheme it is not in', { nBerijderID: 501, nMantelNr: 11 }],
    ['a driver of another client', { nBerijderID: 521, nMantelNr: 20 }],
    ['another client’s container', { nBerijderID: 541, MobilityCategoryId: 12 }],
    ['an unknown scheme', { nBerijderID: 501, nMantelNr: 99999 }],
  ])('answers 404 for %s', async (_case, request) => {
    const { status, body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('jan@horizon.example'),
      body: request,
    });
    expect(status).toBe(404);
    expect(apiErrorBodySchema.parse(body).cStatus).toBe('error');
  });

  it('answers 404 for a mobility category that is not the container driver’s', async () => {
    const { status } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('amir@stadmobiel.example'),
      body: { nBerijderID: 541, MobilityCategoryId: 11 },
    });
    expect(status).toBe(404);
  });

  it.each([
    ['nBerijderID', { nMantelNr: 10 }],
    ['nBerijderID', { nBerijderID: 'jan', nMantelNr: 10 }],
    ['nBerijderID', { nBerijderID: 1.5, nMantelNr: 10 }],
    ['nMantelNr', { nBerijderID: 501 }],
    ['nMantelNr', { nBerijderID: 501, nMantelNr: 'tien' }],
    ['MobilityCategoryId', { nBerijderID: 541, MobilityCategoryId: -1 }],
    ['MobilityCategoryId', { nBerijderID: 501, nMantelNr: 10, MobilityCategoryId: 12 }],
    ['nExtra', { nBerijderID: 501, nMantelNr: 10, nExtra: 1 }],
    ['cTaal', { nBerijderID: 501, nMantelNr: 10, cTaal: 'es' }],
  ])('answers 400 naming %s', async (field, request) => {
    const { status, body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('jan@horizon.example'),
      body: request,
    });
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).cVeld).toBe(field);
  });

  it('answers 400 for a body naming both a scheme and a mobility category', async () => {
    const { status, body } = await callApi(server.url, '/api/GetKeuzeToken', {
      token: token('jan@horizon.example'),
      body: { nBerijderID: 501, nMantelNr: 10, MobilityCategoryId: 12 },
    });
    expect(status).toBe(400);
    const error = apiErrorBodySchema.parse(body);
    expect(error.cVeld).toBe('MobilityCategoryId');
    expect(error.cOpmerking).toMatch(/not both/);
  });
});

describe('POST /api/GetArrangementChoicesByMantel', () => {
  it('answers the one scheme with the caller’s drivers', async () => {
    const { status, body } = await callApi(server.url, '/api/GetArrangementChoicesByMantel', {
      token: token('sanne@horizon.example'),
      body: { nMantelNr: 12 },
    });
    expect(status).toBe(200);
    const choices = arrangementChoicesSchema.parse(body);
    expect(choices.Containers).toEqual([]);
    expect(choices.Mantels.map((m) => m.nMantelNr)).toEqual([12]);
    expect(choices.Mantels[0]?.bMantelOnline).toBe(false);
  });

  it('answers 404 for a scheme the caller has no driver in, and 400 naming nMantelNr', async () => {
    const other = await callApi(server.url, '/api/GetArrangementChoicesByMantel', {
      token: token('jan@horizon.example'),
      body: { nMantelNr: 20 },
    });
    expect(other.status).toBe(404);
    const bad = await callApi(server.url, '/api/GetArrangementChoicesByMantel', {
      token: token('jan@horizon.example'),
      body: { nMantelNr: '10' },
    });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(bad.body).cVeld).toBe('nMantelNr');
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/getArrangementChoices', undefined],
    ['POST', '/api/GetKeuzeToken', { nBerijderID: 501, nMantelNr: 10 }],
    ['POST', '/api/GetArrangementChoicesByMantel', { nMantelNr: 10 }],
  ])('%s %s answers 401', async (method, path, body) => {
    const answer = await callApi(server.url, path, { method, body });
    expect(answer.status).toBe(401);
  });
});
