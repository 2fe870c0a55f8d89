import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementsSchema,
  apiErrorBodySchema,
  defaultTaxBracket,
  settingsSchema,
} from '@lease/api/contract';
import { callApi, loginAs, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let lotte: string;
let amir: string;
let eva: string;
let sanneBeforeChoice: string;
beforeAll(async () => {
  server = await startTestServer();
  [jan, lotte, amir, eva, sanneBeforeChoice] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'lotte@zonnig.example'),
    sessionOf(server.url, 'amir@stadmobiel.example'),
    sessionOf(server.url, 'eva@polder.example'),
    loginAs(server.url, 'sanne@horizon.example'),
  ]);
});
afterAll(() => server.close());

async function settingsOf(token: string, query = '') {
  const { status, body } = await callApi(server.url, `/api/GetSettings${query}`, { token });
  expect(status).toBe(200);
  return settingsSchema.parse(body);
}

describe('GET /api/GetSettings', () => {
  it('answers the driver’s category, the 2026 brackets with the default selected, and the flags', async () => {
    const settings = await settingsOf(jan);
    expect(settings.Categorien).toEqual([
      {
        nCategorieID: 2,
        cOmschrijving: 'Categorie B (schaal 9–11)',
        nNormbedrag: 700,
        nMaxEigenbijdrage: 150,
      },
    ]);
    expect(settings.Belastingschijven.map((b) => b.nPercentage)).toEqual([
      0, 17.85, 35.75, 37.56, 49.5,
    ]);
    expect(defaultTaxBracket(settings.Belastingschijven)?.nPercentage).toBe(49.5);
    expect(settings.Belastingschijven.filter((b) => b.bSelected)).toHaveLength(1);
    expect(settings).toMatchObject({
      bAlleenZakelijk: false,
      IsAutoReviewEnabled: true,
      DataObject: null,
      ZoekpaginaSettings: { bShowLeaseprijs: true, bShowFiscaleWaarde: false },
    });
    expect(settings.Akkoordteksten.length).toBeGreaterThan(0);
  });

  it('words the settings in the driver’s language and uses the client’s defaults', async () => {
    const settings = await settingsOf(lotte);
    expect(settings.Categorien[0]?.cOmschrijving).toMatch(/^Category/);
    // Exactly four brackets: the last (decisions.md §3).
    expect(settings.Belastingschijven.find((b) => b.bSelected)?.nPercentage).toBe(49.5);
    expect(settings.IsAutoReviewEnabled).toBe(false);
    expect((await settingsOf(eva)).bAlleenZakelijk).toBe(true);
  });

  it('before a choice: refused, as the login proves who, not under which arrangement', async () => {
    const { status } = await callApi(server.url, '/api/GetSettings', { token: sanneBeforeChoice });
    expect(status).toBe(403);
  });

  it('container mode: the mobility category’s category and the product’s DataObject', async () => {
    const settings = await settingsOf(amir, '?MobilityProductId=2');
    expect(settings.Categorien.map((c) => c.nCategorieID)).toEqual([11]);
    expect(settings.DataObject).toEqual({ object_id: 2, type: 'Bike' });
    // The bike's own agreement comes with it.
    expect(settings.Akkoordteksten.map((a) => a.nAkkoordID)).toEqual([31, 32]);
  });

  it('answers 404 for another client’s mobility product, 400 for a malformed one', async () => {
    expect(
      (await callApi(server.url, '/api/GetSettings?MobilityProductId=2', { token: jan })).status,
    ).toBe(404);
    const bad = await callApi(server.url, '/api/GetSettings?MobilityProductId=x', { token: amir });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(bad.body).cVeld).toBe('MobilityProductId');
  });
});

describe('POST /api/SetSettings', () => {
  it('persists the bracket and business-only choice; GetSettings reflects it', async () => {
    const { status, body } = await callApi(server.url, '/api/SetSettings', {
      token: jan,
      body: { nBelastingPercentage: 37.56, bAlleenZakelijk: true },
    });
    expect(status).toBe(200);
    const answer = settingsSchema.parse(body);
    expect(answer.Belastingschijven.find((b) => b.bSelected)?.nPercentage).toBe(37.56);
    expect(answer.bAlleenZakelijk).toBe(true);

    const after = await settingsOf(jan);
    expect(after.Belastingschijven.find((b) => b.bSelected)?.nPercentage).toBe(37.56);
    expect(after.bAlleenZakelijk).toBe(true);
    // Another driver of the same client is untouched.
    const other = await settingsOf(await sessionOf(server.url, 'beheer@horizon.example'));
    expect(other.Belastingschijven.find((b) => b.bSelected)?.nPercentage).toBe(49.5);
    expect(other.bAlleenZakelijk).toBe(false);
  });

  it('accepts a container product of the caller, and answers 404 for another client’s', async () => {
    const own = await callApi(server.url, '/api/SetSettings', {
      token: amir,
      body: { nBelastingPercentage: 35.75, bAlleenZakelijk: false, mobilityProductId: 1 },
    });
    expect(own.status).toBe(200);
    expect(settingsSchema.parse(own.body).DataObject).toEqual({ object_id: 1, type: 'Car' });
    const other = await callApi(server.url, '/api/SetSettings', {
      token: lotte,
      body: { nBelastingPercentage: 35.75, bAlleenZakelijk: false, mobilityProductId: 1 },
    });
    expect(other.status).toBe(404);
  });

  it.each([
    ['nBelastingPercentage', { nBelastingPercentage: 42, bAlleenZakelijk: false }],
    ['nBelastingPercentage', { nBelastingPercentage: 0, bAlleenZakelijk: false }, 'lotte'],
    ['nBelastingPercentage', { nBelastingPercentage: '37.56', bAlleenZakelijk: false }],
    ['nBelastingPercentage', { nBelastingPercentage: 101, bAlleenZakelijk: false }],
    ['bAlleenZakelijk', { nBelastingPercentage: 37.56 }],
    ['bAlleenZakelijk', { nBelastingPercentage: 37.56, bAlleenZakelijk: 'ja' }],
    [
      'mobilityProductId',
      { nBelastingPercentage: 37.56, bAlleenZakelijk: false, mobilityProductId: -3 },
    ],
  ])('answers 400 naming %s', async (field, body, who = 'jan') => {
    const answer = await callApi(server.url, '/api/SetSettings', {
      token: who === 'lotte' ? lotte : jan,
      body,
    });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
  });
});

describe('GET /api/GetAkkoordVinken', () => {
  it('answers the agreements in the asked language', async () => {
    const { status, body } = await callApi(server.url, '/api/GetAkkoordVinken?taalcode=de', {
      token: jan,
    });
    expect(status).toBe(200);
    const agreements = agreementsSchema.parse(body);
    expect(agreements.map((a) => [a.nAkkoordID, a.bVerplicht])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(agreements[0]?.cTekst).toMatch(/^Ich akzeptiere/);
    expect(agreements[0]?.cLinkURL).toBe('/documenten/gebruikersovereenkomst-2026.pdf');
  });

  it('adds the product’s own agreement in container mode', async () => {
    const { body } = await callApi(
      server.url,
      '/api/GetAkkoordVinken?taalcode=nl&MobilityProductId=2',
      { token: amir },
    );
    expect(agreementsSchema.parse(body).map((a) => a.nAkkoordID)).toEqual([31, 32]);
  });

  it.each([
    ['taalcode', ''],
    ['taalcode', '?taalcode=es'],
    ['MobilityProductId', '?taalcode=nl&MobilityProductId=0'],
  ])('answers 400 naming %s', async (field, query) => {
    const answer = await callApi(server.url, `/api/GetAkkoordVinken${query}`, { token: jan });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/GetSettings', undefined],
    ['GET', '/api/GetAkkoordVinken?taalcode=nl', undefined],
    ['POST', '/api/SetSettings', { nBelastingPercentage: 37.56, bAlleenZakelijk: false }],
  ])('%s %s answers 401', async (method, path, body) => {
    expect((await callApi(server.url, path, { method, body })).status).toBe(401);
  });
});
