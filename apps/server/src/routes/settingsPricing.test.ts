import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carDetailsSchema,
  carSearchResultSchema,
  configuratorDetailSchema,
  DEFAULT_CAR_FILTER,
  serializeCarFilter,
  settingsSchema,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

/**
 * The request path remembers verified tokens and compiled statements, and the search caches its
 * answers: none of that may hide a settings change. Each call after SetSettings prices with it.
 */
let server: TestServer;
let jan: string;

beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
});
afterAll(() => server.close());

const typeId = () =>
  Number(
    server.db
      .prepare(`SELECT id FROM types WHERE kind = 'car' AND fuel = 'benzine' ORDER BY id LIMIT 1`)
      .get()?.id ??
      server.db.prepare(`SELECT id FROM types WHERE kind = 'car' ORDER BY id LIMIT 1`).get()?.id,
  );

async function setSettings(nBelastingPercentage: number, bAlleenZakelijk = false) {
  const { status } = await callApi(server.url, '/api/SetSettings', {
    token: jan,
    body: { nBelastingPercentage, bAlleenZakelijk },
  });
  expect(status).toBe(200);
}

/** Net monthly cost of the type on its detail page (priced with the stored settings only). */
async function cardNetCost(id: number) {
  const { status, body } = await callApi(server.url, `/api/GetCardetails?nTypeIDHist=${id}`, {
    token: jan,
  });
  expect(status).toBe(200);
  return carDetailsSchema.parse(body).Merken[0]?.Modellen[0]?.Types[0]?.nNettoKosten;
}

/** Net monthly cost of GetDetails when the portal sends the driver's settings. */
async function detailNetCost(id: number, nBelastingPercentage: number, bAlleenZakelijk = false) {
  const settings = await callApi(server.url, '/api/GetSettings', { token: jan });
  const nCategorieID = settingsSchema.parse(settings.body).Categorien[0]?.nCategorieID;
  const terms = server.db
    .prepare('SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? AND is_default = 1')
    .get(id);
  const { status, body } = await callApi(server.url, '/api/GetDetails', {
    token: jan,
    body: {
      nTypeIDHist: id,
      nCategorieID,
      nBelastingPercentage,
      bAlleenZakelijk,
      nLooptijd: Number(terms?.term_months),
      nKilometrage: Number(terms?.km_per_year),
      Opties: [],
      EigenOpties: [],
      MantelOpties: [],
    },
  });
  expect(status).toBe(200);
  return configuratorDetailSchema.parse(body).nNettoKosten;
}

/** The net cost GetAutos shows for the type when the portal sends the driver's bracket. */
async function searchNetCost(id: number, nBelastingPercentage: number, bAlleenZakelijk = false) {
  const body = serializeCarFilter({
    ...DEFAULT_CAR_FILTER,
    cStructuur: 'type',
    nModelID: [
      Number(server.db.prepare('SELECT model_id FROM types WHERE id = ?').get(id)?.model_id),
    ],
    nAantalPerPagina: 100,
    nBelastingPercentage,
    bAlleenZakelijk,
  });
  const { status, body: answer } = await callApi(server.url, '/api/GetAutos', { token: jan, body });
  expect(status).toBe(200);
  const types = carSearchResultSchema.parse(answer).Modellen.flatMap((m) => m.Types);
  return types.find((t) => t.nTypeIDHist === id)?.nNettoKosten;
}

// GetAutos and GetDetails carry the bracket and business-only choice in the request (the portal
// sends the stored ones); GetCardetails prices with the stored settings alone.
describe('a settings change is priced in at once', () => {
  it('SetSettings, then GetCardetails, GetDetails and GetAutos show the new net cost', async () => {
    const id = typeId();
    await setSettings(17.85);
    const low = await cardNetCost(id);
    expect(await detailNetCost(id, 17.85)).toBe(low);
    expect(await searchNetCost(id, 17.85)).toBe(low);

    await setSettings(49.5);
    const high = await cardNetCost(id);
    expect(high).toBeGreaterThan(low ?? Infinity);
    expect(await detailNetCost(id, 49.5)).toBe(high);
    expect(await searchNetCost(id, 49.5)).toBe(high);

    // Business only: no bijtelling, so the net cost is the own contribution alone.
    await setSettings(49.5, true);
    const business = await cardNetCost(id);
    expect(business).toBeLessThan(high ?? -Infinity);
    expect(await detailNetCost(id, 49.5, true)).toBe(business);
    expect(await searchNetCost(id, 49.5, true)).toBe(business);

    // And back: nothing remembered the earlier answers.
    await setSettings(17.85);
    expect(await cardNetCost(id)).toBe(low);
    expect(await detailNetCost(id, 17.85)).toBe(low);
  });
});
