import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  configuratorDetailSchema,
  optionsResponseSchema,
  type DetailRequest,
} from '@lease/api/contract';
import { PRICING_MANAGER_OPTIONS } from '../catalog/optionVocabulary.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

/**
 * Pricing-manager options (`PMOpties`, spec point 3) as a demo driver meets them: `GetOpties`
 * offers them for every car, and a pricing-manager calculation (`nPricingManagerId`) prices the
 * chosen ones into the lease price.
 */
let server: TestServer;
let jan: string;
let category: number;

beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
  const settings = await callApi(server.url, '/api/GetSettings', { token: jan });
  category =
    (settings.body as { Categorien: { nCategorieID: number }[] }).Categorien[0]?.nCategorieID ?? 0;
});
afterAll(() => server.close());

/** A car with a pricing-manager option that costs something, and that option. */
function carWithCharge() {
  const row = server.db
    .prepare(
      'SELECT id, type_id FROM pricing_manager_options WHERE price > 0 ORDER BY type_id, id LIMIT 1',
    )
    .get();
  return { typeId: Number(row?.type_id), optionId: Number(row?.id) };
}

/** A `GetDetails` body for the car at its default term. */
function detailRequest(typeId: number, change: Partial<DetailRequest>): DetailRequest {
  const term = server.db
    .prepare('SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? AND is_default = 1')
    .get(typeId);
  return {
    nTypeIDHist: typeId,
    nCategorieID: category,
    nBelastingPercentage: 37.56,
    bAlleenZakelijk: false,
    nLooptijd: Number(term?.term_months),
    nKilometrage: Number(term?.km_per_year),
    Opties: [],
    EigenOpties: [],
    MantelOpties: [],
    ...change,
  };
}

async function leasePrice(typeId: number, change: Partial<DetailRequest>) {
  const { status, body } = await callApi(server.url, '/api/GetDetails', {
    token: jan,
    body: detailRequest(typeId, change),
  });
  expect(status).toBe(200);
  return configuratorDetailSchema.parse(body).nLeaseprijs;
}

describe('pricing-manager options', () => {
  it('GetOpties offers them in the asked language, the usual ones chosen', async () => {
    const { typeId } = carWithCharge();
    const { status, body } = await callApi(server.url, '/api/GetOpties', {
      token: jan,
      body: {
        nTypeIDHist: typeId,
        cGekozenOpties: '',
        cTaal: 'en',
        nCategorieID: category,
        MantelOpties: [],
        bClusterPakket: false,
        bSkipFetchFrameworkOptionsComponents: false,
      },
    });
    expect(status).toBe(200);
    const offered = optionsResponseSchema.parse(body).PMOpties;
    expect(offered.length).toBeGreaterThan(0);
    for (const option of offered) {
      const known = PRICING_MANAGER_OPTIONS.find((p) => p.name.en === option.cOmschrijving);
      expect(known, option.cOmschrijving).toBeDefined();
      expect(option.nPrijs).toBe(known?.price);
      expect(option.bChecked).toBe(known?.checked);
    }
  });

  it('a pricing-manager calculation prices the chosen ones; another calculation ignores them', async () => {
    const { typeId, optionId } = carWithCharge();
    const pricingManager = { nPricingManagerId: 1 };
    const without = await leasePrice(typeId, { ...pricingManager, PMOpties: [] });
    const chosen = await leasePrice(typeId, { ...pricingManager, PMOpties: [optionId] });
    expect(chosen).toBeGreaterThan(without);
    expect(await leasePrice(typeId, { PMOpties: [optionId] })).toBe(
      await leasePrice(typeId, { PMOpties: [] }),
    );
  });

  it("refuses another car's option, naming PMOpties", async () => {
    const { typeId } = carWithCharge();
    const other = server.db
      .prepare('SELECT id FROM pricing_manager_options WHERE type_id <> ? LIMIT 1')
      .get(typeId);
    const answer = await callApi(server.url, '/api/GetDetails', {
      token: jan,
      body: detailRequest(typeId, { nPricingManagerId: 1, PMOpties: [Number(other?.id)] }),
    });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe('PMOpties');
  });
});
