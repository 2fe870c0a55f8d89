import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  agreementsSchema,
  apiErrorBodySchema,
  configuratorDetailSchema,
  optionsResponseSchema,
  orderQuestionsSchema,
  orderResultSchema,
  orderSchema,
  shoppingCartSchema,
  type DetailRequest,
  type OrderRequest,
} from '@lease/api/contract';
import { PRICING_MANAGER_OPTIONS } from '../catalog/optionVocabulary.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { detailRequestAt } from '../testing/detailRequestAt.ts';
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
const detailRequest = (typeId: number, change: Partial<DetailRequest>) =>
  detailRequestAt(server.db, typeId, category, change);

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

describe('a pricing-manager offer in the basket and the order', () => {
  /** Puts the offer in Jan's basket and answers the priced item. */
  async function putInBasket(typeId: number, optionId: number) {
    const { nLooptijd, nKilometrage } = detailRequest(typeId, {});
    const modelId = Number(
      server.db.prepare('SELECT model_id FROM types WHERE id = ?').get(typeId)?.model_id,
    );
    const current = shoppingCartSchema.parse(
      (await callApi(server.url, '/api/GetMobilityBasket', { token: jan })).body,
    );
    const saved = await callApi(server.url, '/api/SetMobilityBasket', {
      token: jan,
      body: {
        Items: [
          {
            SelectedItem: { nModelID: modelId, nTypeIDHist: typeId, nLooptijd, nKilometrage },
            Opties: [],
            EigenOpties: [],
            Categorie: { nCategorieID: category },
            nPricingManagerId: 1,
            PMOpties: [optionId],
          },
        ],
        nVersie: current.nVersie,
      },
    });
    expect(saved.status).toBe(200);
    return shoppingCartSchema.parse(saved.body).Items[0];
  }

  /** Jan's order of the car as the pricing manager offers it, ready to send. */
  async function orderOf(typeId: number, optionId: number): Promise<OrderRequest> {
    const { nLooptijd, nKilometrage } = detailRequest(typeId, {});
    const agreements = agreementsSchema.parse(
      (await callApi(server.url, '/api/GetAkkoordVinken?taalcode=nl', { token: jan })).body,
    );
    const questions = orderQuestionsSchema.parse(
      (
        await callApi(server.url, '/api/getBestellingVragen', {
          token: jan,
          body: { nTypeIDHist: typeId },
        })
      ).body,
    );
    return {
      bVerwerkt: false,
      nTypeIDHist: typeId,
      nCategorieID: category,
      nLeaseprijs: 0,
      nEigenbijdrage: 0,
      nNettoKosten: 0,
      Opties: [],
      EigenOpties: questions.map((q) => ({ ...q, cAntwoord: q.cType === 'janee' ? 'ja' : '1' })),
      cSoort: 'PM',
      Akkoorden: agreements.map((a) => ({ nAkkoordID: a.nAkkoordID, bAkkoord: true })),
      nLooptijd,
      nKilometrage,
      nPricingManagerId: 1,
      PMOpties: [optionId],
    };
  }

  const placeOrder = (body: OrderRequest) =>
    callApi(server.url, '/api/SetBestelling', {
      token: jan,
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    });

  it('the basket keeps the offer and prices it as GetDetails did', async () => {
    const { typeId, optionId } = carWithCharge();
    const item = await putInBasket(typeId, optionId);
    const offered = await leasePrice(typeId, { nPricingManagerId: 1, PMOpties: [optionId] });
    expect(item?.SelectedItem.nLeaseprijs).toBe(offered);
    expect(item?.SelectedItem.nLeaseprijs).toBeGreaterThan(await leasePrice(typeId, {}));
    expect(item?.SelectedItem.nNettoKosten).toBeGreaterThan(0);
    expect(item?.nPricingManagerId).toBe(1);
    expect(item?.PMOpties).toEqual([optionId]);
  });

  it('the order is priced with the offer and lists its options', async () => {
    const { typeId, optionId } = carWithCharge();
    const answer = await placeOrder(await orderOf(typeId, optionId));
    expect(answer.status).toBe(200);
    const { nBestelID } = orderResultSchema.parse(answer.body);
    const order = orderSchema.parse(
      (await callApi(server.url, `/api/GetBestelling?nBestelID=${nBestelID}`, { token: jan })).body,
    );
    expect(order.nLeaseprijs).toBe(
      await leasePrice(typeId, { nPricingManagerId: 1, PMOpties: [optionId] }),
    );
    const option = server.db
      .prepare('SELECT name_nl, price FROM pricing_manager_options WHERE id = ?')
      .get(optionId);
    expect(order.Regels).toContainEqual(
      expect.objectContaining({ cOmschrijving: option?.name_nl, nPrijs: option?.price }),
    );
  });

  it('orders a discount of the offer as a line with a negative price', async () => {
    const row = server.db
      .prepare('SELECT id, type_id FROM pricing_manager_options WHERE price < 0 LIMIT 1')
      .get();
    const [typeId, discountId] = [Number(row?.type_id), Number(row?.id)];
    const answer = await placeOrder(await orderOf(typeId, discountId));
    expect(answer.status).toBe(200);
    const { nBestelID } = orderResultSchema.parse(answer.body);
    const order = orderSchema.parse(
      (await callApi(server.url, `/api/GetBestelling?nBestelID=${nBestelID}`, { token: jan })).body,
    );
    expect(order.Regels.some((line) => (line.nPrijs ?? 0) < 0)).toBe(true);
  });

  it.each([
    ['a PM order without its pricing manager', { nPricingManagerId: null }],
    ['an OMR order naming one', { cSoort: 'OMR' as const }],
  ])('refuses %s, naming nPricingManagerId', async (_, change) => {
    const { typeId, optionId } = carWithCharge();
    const answer = await placeOrder({ ...(await orderOf(typeId, optionId)), ...change });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe('nPricingManagerId');
  });
});
