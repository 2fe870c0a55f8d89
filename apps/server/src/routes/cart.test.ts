import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementsSchema,
  apiErrorBodySchema,
  carSearchResultSchema,
  DEFAULT_CAR_FILTER,
  finalizeBasketResultSchema,
  MAX_ATTACHMENT_BYTES,
  orderQuestionsSchema,
  orderResultSchema,
  optionsResponseSchema,
  orderSchema,
  serializeCarFilter,
  shoppingCartSchema,
  tokenResponseSchema,
  type BasketItem,
  type OrderRequest,
  type ShoppingCart,
} from '@lease/api/contract';
import { callApi, loginAs, sessionOf, type CallResult } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let eva: string;
let amir: string;
/** Cheap cars Jan may order, cheapest first. */
let cars: { id: number; modelId: number }[];

beforeAll(async () => {
  server = await startTestServer();
  [jan, eva, amir] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'eva@polder.example'),
    sessionOf(server.url, 'amir@stadmobiel.example'),
  ]);
  const { body } = await callApi(server.url, '/api/GetAutos', {
    token: jan,
    body: serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 5 }),
  });
  cars = carSearchResultSchema
    .parse(body)
    .Modellen.flatMap((m) => m.Types)
    .map((t) => ({ id: t.nTypeIDHist, modelId: t.nModelID }));
});
afterAll(() => server.close());

const orderCount = () => Number(server.db.prepare('SELECT count(*) AS n FROM orders').get()?.n);

/** First bytes of files of each kind (their formats' signatures). */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A Windows program ("MZ"), the kind of file a renamed attachment could be. */
const EXE = [0x4d, 0x5a, 0x90, 0x00];

/** A file of `size` bytes starting with `head`, as base64 for `aBijlage`. */
function fileOf(head: readonly number[], size = 64): string {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(head).copy(bytes);
  return bytes.toString('base64');
}

function item(car: { id: number; modelId: number }, extra: Partial<BasketItem> = {}): BasketItem {
  return {
    SelectedItem: {
      nModelID: car.modelId,
      nTypeIDHist: car.id,
      nLooptijd: 48,
      nKilometrage: 30000,
    },
    Opties: [],
    EigenOpties: [],
    ...extra,
  };
}

async function basket(token: string): Promise<ShoppingCart> {
  const { status, body } = await callApi(server.url, '/api/GetMobilityBasket', { token });
  expect(status).toBe(200);
  return shoppingCartSchema.parse(body);
}

const setBasket = (token: string, body: unknown) =>
  callApi(server.url, '/api/SetMobilityBasket', { token, body });

/** The portal's add to cart: fetch, append, save; on 409 fetch again and retry (bounded). */
async function addToCart(token: string, added: BasketItem): Promise<CallResult[]> {
  const attempts: CallResult[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await basket(token);
    const answer = await setBasket(token, {
      Items: [...current.Items, added],
      nVersie: current.nVersie,
    });
    attempts.push(answer);
    if (answer.status !== 409) break;
  }
  return attempts;
}

describe('the mobility basket', () => {
  it('starts empty at version 0 and prices what is put in it', async () => {
    const empty = await basket(jan);
    expect(empty).toMatchObject({ Items: [], nVersie: 0 });
    const saved = await setBasket(jan, {
      Items: [item(cars[0] ?? { id: 0, modelId: 0 })],
      nVersie: 0,
    });
    expect(saved.status).toBe(200);
    const cart = shoppingCartSchema.parse(saved.body);
    expect(cart.nVersie).toBe(1);
    expect(cart.Items[0]?.Id).toBeTruthy();
    expect(cart.Items[0]?.SelectedItem.nLeaseprijs).toBeGreaterThan(0);
    expect((await basket(jan)).Items).toEqual(cart.Items);
  });

  it('refuses a stale version with 409; two tabs adding at once lose nothing', async () => {
    const start = await basket(jan);
    const [a, b] = await Promise.all([
      setBasket(jan, {
        Items: [...start.Items, item(cars[1] ?? { id: 0, modelId: 0 })],
        nVersie: start.nVersie,
      }),
      setBasket(jan, {
        Items: [...start.Items, item(cars[2] ?? { id: 0, modelId: 0 })],
        nVersie: start.nVersie,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(apiErrorBodySchema.parse(loser.body).cVeld).toBe('nVersie');

    // The portal's way: both tabs retry until saved; every item ends up in the basket.
    const before = (await basket(jan)).Items.length;
    const runs = await Promise.all([
      addToCart(jan, item(cars[3] ?? { id: 0, modelId: 0 })),
      addToCart(jan, item(cars[4] ?? { id: 0, modelId: 0 })),
    ]);
    for (const attempts of runs) expect(attempts.at(-1)?.status).toBe(200);
    const after = await basket(jan);
    expect(after.Items).toHaveLength(before + 2);
    expect(after.Items.map((i) => i.SelectedItem.nTypeIDHist)).toEqual(
      expect.arrayContaining([cars[3]?.id, cars[4]?.id]),
    );
  });

  it('refuses bad items with 400 naming the field', async () => {
    const { nVersie } = await basket(jan);
    const cases: [string, BasketItem][] = [
      ['Items.0.SelectedItem.nTypeIDHist', item({ id: 999999999, modelId: 1 })],
      [
        'Items.0.SelectedItem.nKilometrage',
        item(cars[0] ?? { id: 0, modelId: 0 }, {
          SelectedItem: {
            nModelID: cars[0]?.modelId ?? 0,
            nTypeIDHist: cars[0]?.id ?? 0,
            nLooptijd: 48,
            nKilometrage: 12345,
          },
        }),
      ],
      ['Items.0.Opties', item(cars[0] ?? { id: 0, modelId: 0 }, { Opties: [999999999] })],
      ['Items.0.SelectedItem.nModelID', item({ id: cars[0]?.id ?? 0, modelId: 999999 })],
    ];
    for (const [field, bad] of cases) {
      const answer = await setBasket(jan, { Items: [bad], nVersie });
      expect(answer.status, field).toBeGreaterThanOrEqual(400);
      expect(answer.status, field).toBeLessThan(500);
      expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
    }
    const wrongType = await setBasket(jan, { Items: 'x', nVersie });
    expect(apiErrorBodySchema.parse(wrongType.body).cVeld).toBe('Items');
    expect((await basket(jan)).nVersie).toBe(nVersie);
  });

  it('keeps the parent-scheme choices of an item and prices them as chosen', async () => {
    const car = cars[0] ?? { id: 0, modelId: 0 };
    const { body } = await callApi(server.url, '/api/GetOpties', {
      token: jan,
      body: {
        nTypeIDHist: car.id,
        cGekozenOpties: '',
        cTaal: 'nl',
        nCategorieID: (await basket(jan)).Items[0]?.Categorie?.nCategorieID ?? 1,
        MantelOpties: [],
        bClusterPakket: false,
        bSkipFetchFrameworkOptionsComponents: false,
      },
    });
    const switchedOff = optionsResponseSchema
      .parse(body)
      .MantelOpties.filter((o) => o.bUitzetbaar && o.bChecked && (o.nPrijs ?? 0) > 0)
      .map((o) => ({ nComponentNr: o.nComponentNr, bChecked: false }));
    expect(switchedOff.length).toBeGreaterThan(0);
    const before = await basket(jan);
    const saved = await setBasket(jan, {
      Items: [...before.Items, item(car), item(car, { MantelOpties: switchedOff })],
      nVersie: before.nVersie,
    });
    expect(saved.status).toBe(200);
    const [asOffered, without] = shoppingCartSchema.parse(saved.body).Items.slice(-2);
    expect(without?.MantelOpties).toEqual(switchedOff);
    expect(without?.SelectedItem.nLeaseprijs).toBeLessThan(
      asOffered?.SelectedItem.nLeaseprijs ?? 0,
    );
    const restored = await setBasket(jan, {
      Items: before.Items,
      nVersie: before.nVersie + 1,
    });
    expect(restored.status).toBe(200);
  });

  it('syncMobilityBasketPrices puts back the current prices', async () => {
    const cart = await basket(jan);
    server.db
      .prepare(`UPDATE baskets SET items = json_set(items, '$[0].SelectedItem.nLeaseprijs', 1)`)
      .run();
    const { status, body } = await callApi(server.url, '/api/syncMobilityBasketPrices', {
      token: jan,
    });
    expect(status).toBe(200);
    const synced = shoppingCartSchema.parse(body);
    expect(synced.Items[0]?.SelectedItem.nLeaseprijs).toBe(cart.Items[0]?.SelectedItem.nLeaseprijs);
    expect(synced.nVersie).toBe(cart.nVersie + 1);
  });

  it('shows a container driver the products, budget and what is left', async () => {
    const start = await basket(amir);
    expect(start.MobilityProducts.map((p) => p.DataObject.type)).toEqual(['Car', 'Bike', 'Card']);
    expect(start.Budget).toBeGreaterThan(0);
    const carProduct = start.MobilityProducts[0]?.Id ?? 0;
    const { body } = await callApi(server.url, '/api/GetAutos', {
      token: amir,
      body: {
        ...serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
        MobilityProductId: carProduct,
      },
    });
    const type = carSearchResultSchema.parse(body).Modellen[0]?.Types[0];
    const saved = await setBasket(amir, {
      Items: [
        item(
          { id: type?.nTypeIDHist ?? 0, modelId: type?.nModelID ?? 0 },
          { MobilityProductId: carProduct },
        ),
      ],
      nVersie: start.nVersie,
    });
    const cart = shoppingCartSchema.parse(saved.body);
    expect(cart.MobilityProducts[0]?.BasketItem?.SelectedItem.nTypeIDHist).toBe(type?.nTypeIDHist);
    expect(cart.cartTotal).toBe(cart.Items[0]?.SelectedItem.nLeaseprijs);
    expect(cart.BudgetLeft).toBeCloseTo((cart.Budget ?? 0) - (cart.cartTotal ?? 0), 2);
  });
});

describe('POST /api/FinalizeMobilityBasket', () => {
  it('orders all or nothing, and clears only what was ordered', async () => {
    const cart = await basket(jan);
    expect(cart.Items.length).toBeGreaterThanOrEqual(2);
    const orders = orderCount();
    const [first] = cart.Items;
    const failed = await callApi(server.url, '/api/FinalizeMobilityBasket', {
      token: jan,
      body: { Items: [first, { ...first, Id: 'not-in-the-basket' }], nVersie: cart.nVersie },
    });
    expect(failed.status).toBe(400);
    expect(apiErrorBodySchema.parse(failed.body).cVeld).toBe('Items.1.Id');
    expect(orderCount()).toBe(orders);
    expect(await basket(jan)).toEqual(cart);

    const stale = await callApi(server.url, '/api/FinalizeMobilityBasket', {
      token: jan,
      body: { Items: [first], nVersie: cart.nVersie - 1 },
    });
    expect(stale.status).toBe(409);

    const done = await callApi(server.url, '/api/FinalizeMobilityBasket', {
      token: jan,
      body: { Items: [first], nVersie: cart.nVersie },
    });
    expect(done.status).toBe(200);
    const after = shoppingCartSchema.parse(done.body);
    expect(orderCount()).toBe(orders + 1);
    expect(after.nVersie).toBe(cart.nVersie + 1);
    expect(after.Items).toEqual(cart.Items.slice(1));
  });

  it('orders the chosen card product beside the items', async () => {
    const cart = await basket(amir);
    const card = cart.MobilityProducts.find((p) => p.Card);
    const orders = orderCount();
    const done = await callApi(server.url, '/api/FinalizeMobilityBasket', {
      token: amir,
      body: {
        Items: cart.Items,
        nVersie: cart.nVersie,
        Cards: [{ Id: card?.Id ?? 0, bGekozen: true }],
      },
    });
    expect(done.status).toBe(200);
    const result = finalizeBasketResultSchema.parse(done.body);
    expect(result.Items).toEqual([]);
    expect(orderCount()).toBe(orders + 2);
    // The created orders, vehicle first, each readable with GetBestelling; the card as a kaart line.
    expect(result.nBestelIDs).toHaveLength(2);
    const lines = await Promise.all(
      result.nBestelIDs.map(async (id) => {
        const order = await callApi(server.url, `/api/GetBestelling?nBestelID=${id}`, {
          token: amir,
        });
        return orderSchema.parse(order.body).Regels[0]?.cSoort;
      }),
    );
    expect(lines).toEqual(['auto', 'kaart']);
  });
});

describe('orders', () => {
  let order: OrderRequest;

  beforeAll(async () => {
    const car = cars[0] ?? { id: 0, modelId: 0 };
    const questions = orderQuestionsSchema.parse(
      (
        await callApi(server.url, '/api/getBestellingVragen', {
          token: jan,
          body: { nTypeIDHist: car.id },
        })
      ).body,
    );
    const agreements = agreementsSchema.parse(
      (await callApi(server.url, '/api/GetAkkoordVinken?taalcode=nl', { token: jan })).body,
    );
    const settings = (await callApi(server.url, '/api/GetSettings', { token: jan })).body as {
      Categorien: { nCategorieID: number }[];
    };
    order = {
      bVerwerkt: false,
      nTypeIDHist: car.id,
      nCategorieID: settings.Categorien[0]?.nCategorieID ?? 0,
      nLeaseprijs: 500,
      nEigenbijdrage: 0,
      nNettoKosten: 100,
      cOpmerking: 'Graag in het blauw.',
      Opties: [],
      EigenOpties: questions.map((q) => ({ ...q, cAntwoord: q.cType === 'janee' ? 'ja' : '1' })),
      cSoort: 'OMR',
      Akkoorden: agreements.map((a) => ({ nAkkoordID: a.nAkkoordID, bAkkoord: true })),
      cRijbewijsnummer: '1234567890',
      nLooptijd: 48,
      nKilometrage: 30000,
    };
  });

  const placeOrder = (body: unknown, key: string | null, token = jan) =>
    fetch(`${server.url}/api/SetBestelling`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));

  it('refuses an attachment over MAX_ATTACHMENT_BYTES with 400 naming aBijlage, not 413', async () => {
    const largest = fileOf(PDF, MAX_ATTACHMENT_BYTES);
    const tooLarge = await placeOrder(
      { ...order, cBijlage: 'rijbewijs.pdf', aBijlage: `${largest}AAAA` },
      randomUUID(),
    );
    expect(tooLarge.status).toBe(400);
    expect(apiErrorBodySchema.parse(tooLarge.body).cVeld).toBe('aBijlage');
    // The largest allowed attachment fits within the body limit and is ordered.
    const fits = await placeOrder(
      { ...order, cBijlage: 'rijbewijs.pdf', aBijlage: largest },
      randomUUID(),
    );
    expect(fits.status).toBe(200);
  });

  it('creates one order per Idempotency-Key, however often it is sent', async () => {
    const key = randomUUID();
    const orders = orderCount();
    const [a, b] = await Promise.all([placeOrder(order, key), placeOrder(order, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const id = orderResultSchema.parse(a.body).nBestelID;
    expect(orderResultSchema.parse(b.body).nBestelID).toBe(id);
    const again = await placeOrder(order, key);
    expect(orderResultSchema.parse(again.body).nBestelID).toBe(id);
    expect(orderCount()).toBe(orders + 1);

    const other = await placeOrder({ ...order, cOpmerking: 'Toch rood.' }, key);
    expect(other.status).toBe(422);
    expect(apiErrorBodySchema.parse(other.body).cVeld).toBe('Idempotency-Key');
    const fresh = await placeOrder(order, randomUUID());
    expect(orderResultSchema.parse(fresh.body).nBestelID).not.toBe(id);
  });

  it('GetBestelling answers the order with its status, history and lines; to its owner only', async () => {
    const placed = await placeOrder(order, randomUUID());
    const id = orderResultSchema.parse(placed.body).nBestelID;
    const { status, body } = await callApi(server.url, `/api/GetBestelling?nBestelID=${id}`, {
      token: jan,
    });
    expect(status).toBe(200);
    const answer = orderSchema.parse(body);
    expect(answer).toMatchObject({ nBestelID: id, cStatus: 'ontvangen', nLooptijd: 48 });
    expect(answer.Historie.map((h) => h.cStatus)).toEqual(['ontvangen']);
    expect(answer.Regels[0]?.cSoort).toBe('auto');
    // The server prices the order itself; the form's figures are not taken on trust.
    expect(answer.nLeaseprijs).not.toBe(500);

    // In the page's language when it asks for one: the remarks, and the catalogue's lines.
    const german = orderSchema.parse(
      (
        await callApi(server.url, `/api/GetBestelling?nBestelID=${id}&taalcode=de`, {
          token: jan,
        })
      ).body,
    );
    expect(german.Historie[0]?.cOpmerking).toBe('Bestellung eingegangen.');
    expect(answer.Historie[0]?.cOpmerking).toBe('Bestelling ontvangen.');
    const options = (order: typeof answer) =>
      order.Regels.filter((line) => line.cSoort === 'optie').map((line) => line.cOmschrijving);
    expect(options(german).length).toBeGreaterThan(0);
    expect(options(german)).not.toEqual(options(answer));
    // Another driver of the same client, and drivers of other clients.
    const colleague = await sessionOf(server.url, 'beheer@horizon.example');
    for (const token of [colleague, eva, amir]) {
      const stranger = await callApi(server.url, `/api/GetBestelling?nBestelID=${id}`, { token });
      expect(stranger.status).toBe(404);
    }
    const missing = await callApi(server.url, '/api/GetBestelling?nBestelID=abc', { token: jan });
    expect(apiErrorBodySchema.parse(missing.body).cVeld).toBe('nBestelID');
  });

  it('finalizing after the order form clears the item and answers that order, not a second one', async () => {
    const before = await basket(jan);
    const car = cars[0] ?? { id: 0, modelId: 0 };
    const saved = await setBasket(jan, {
      Items: [...before.Items, item(car, { Categorie: { nCategorieID: order.nCategorieID } })],
      nVersie: before.nVersie,
    });
    const cart = shoppingCartSchema.parse(saved.body);
    const added = cart.Items.at(-1);
    const placed = await placeOrder({ ...order, BasketItemId: added?.Id }, randomUUID());
    const { nBestelID } = orderResultSchema.parse(placed.body);
    const count = orderCount();

    const finalized = await callApi(server.url, '/api/FinalizeMobilityBasket', {
      token: jan,
      body: { Items: [added], nVersie: cart.nVersie },
    });
    expect(finalized.status).toBe(200);
    const result = finalizeBasketResultSchema.parse(finalized.body);
    expect(result.nBestelIDs).toEqual([nBestelID]);
    expect(orderCount()).toBe(count);
    expect(result.Items.map((i) => i.Id)).not.toContain(added?.Id);
  });

  it('moves an order on by the lease company’s schedule as time passes, once per step', async () => {
    const placed = await placeOrder(order, randomUUID());
    const id = orderResultSchema.parse(placed.body).nBestelID;
    // Placed three hours ago: handled, approved, ordered and planned, not yet delivered.
    const orderedAt = new Date(Date.now() - 3 * 60 * 60_000);
    server.db
      .prepare('UPDATE orders SET ordered_at = ? WHERE id = ?')
      .run(orderedAt.toISOString(), id);
    server.db
      .prepare('UPDATE order_history SET at = ? WHERE order_id = ?')
      .run(orderedAt.toISOString(), id);
    const read = async () =>
      orderSchema.parse(
        (await callApi(server.url, `/api/GetBestelling?nBestelID=${id}`, { token: jan })).body,
      );
    const answer = await read();
    expect(answer.cStatus).toBe('levering_gepland');
    expect(answer.Historie.map((h) => h.cStatus)).toEqual([
      'ontvangen',
      'in_behandeling',
      'goedgekeurd',
      'besteld',
      'levering_gepland',
    ]);
    const minutesAfter = (date: string | null | undefined) =>
      (new Date(date ?? '').getTime() - orderedAt.getTime()) / 60_000;
    expect(answer.Historie.map((h) => minutesAfter(h.dDatum))).toEqual([0, 2, 10, 30, 120]);
    expect(answer.Historie[2]?.cOpmerking).toBe('Je werkgever heeft de bestelling goedgekeurd.');
    expect(minutesAfter(answer.dVerwachteLevering)).toBe(24 * 60);
    // Reading again adds nothing.
    expect((await read()).Historie).toHaveLength(5);
  });

  it.each([
    ['Idempotency-Key', (o: OrderRequest) => o, null],
    ['Idempotency-Key', (o: OrderRequest) => o, 'short'],
    ['nTypeIDHist', ({ nTypeIDHist: _omit, ...o }: OrderRequest) => o, 'k'],
    ['cRijbewijsnummer', (o: OrderRequest) => ({ ...o, cRijbewijsnummer: 'abc' }), 'k'],
    ['nKilometrage', (o: OrderRequest) => ({ ...o, nKilometrage: 12345 }), 'k'],
    ['EigenOpties', (o: OrderRequest) => ({ ...o, EigenOpties: [] }), 'k'],
    ['Akkoorden', (o: OrderRequest) => ({ ...o, Akkoorden: [] }), 'k'],
    ['nDealerID', (o: OrderRequest) => ({ ...o, nDealerID: 999999 }), 'k'],
  ])('refuses an order with a bad %s (400) and creates nothing', async (field, change, key) => {
    const orders = orderCount();
    const answer = await placeOrder(change(order), key === 'k' ? randomUUID() : key);
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
    expect(orderCount()).toBe(orders);
  });

  it('names the blank answer of a required question by its place in EigenOpties', async () => {
    const at = order.EigenOpties.findIndex((answer) => answer.bVerplicht);
    expect(at).toBeGreaterThanOrEqual(0);
    const blank = order.EigenOpties.map((answer, i) =>
      i === at ? { ...answer, cAntwoord: '  ' } : answer,
    );
    const orders = orderCount();
    const answer = await placeOrder({ ...order, EigenOpties: blank }, randomUUID());
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(`EigenOpties.${at}.cAntwoord`);
    expect(orderCount()).toBe(orders);
  });

  it('refuses a car above the maximum own contribution with 422', async () => {
    const { body } = await callApi(server.url, '/api/GetAutos', {
      token: jan,
      body: {
        ...serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
        cSortering: 'nLeaseprijs-desc',
      },
    });
    const dear = carSearchResultSchema.parse(body).Modellen[0]?.Types[0];
    const questions = orderQuestionsSchema.parse(
      (
        await callApi(server.url, '/api/getBestellingVragen', {
          token: jan,
          body: { nTypeIDHist: dear?.nTypeIDHist },
        })
      ).body,
    );
    const answer = await placeOrder(
      {
        ...order,
        nTypeIDHist: dear?.nTypeIDHist,
        EigenOpties: questions.map((q) => ({ ...q, cAntwoord: '1' })),
      },
      randomUUID(),
    );
    expect(answer.status).toBe(422);
    expect(apiErrorBodySchema.parse(answer.body).cOpmerking).toMatch(/€/);
  });

  describe('one basket item, one order', () => {
    /** A new item in Jan's basket, and its id. */
    async function basketItem(): Promise<string> {
      const before = await basket(jan);
      const saved = await setBasket(jan, {
        Items: [
          ...before.Items,
          item(cars[0] ?? { id: 0, modelId: 0 }, {
            Categorie: { nCategorieID: order.nCategorieID },
          }),
        ],
        nVersie: before.nVersie,
      });
      const id = shoppingCartSchema.parse(saved.body).Items.at(-1)?.Id;
      if (!id) throw new Error('the basket gave the new item no id');
      return id;
    }
    const ordersOfItem = (basketItemId: string) =>
      Number(
        server.db
          .prepare('SELECT count(*) AS n FROM orders WHERE basket_item_id = ?')
          .get(basketItemId)?.n,
      );

    it('answers a second form for an ordered item with its order, whatever the key or form', async () => {
      const BasketItemId = await basketItem();
      const first = await placeOrder({ ...order, BasketItemId }, randomUUID());
      expect(first.status).toBe(200);
      const { nBestelID } = orderResultSchema.parse(first.body);
      const count = orderCount();
      // A lost answer and a reload with a new key; then the same form changed in another tab.
      const again = await placeOrder({ ...order, BasketItemId }, randomUUID());
      const changed = await placeOrder(
        { ...order, BasketItemId, cOpmerking: 'Toch rood.' },
        randomUUID(),
      );
      for (const answer of [again, changed]) {
        expect(answer.status).toBe(200);
        expect(orderResultSchema.parse(answer.body).nBestelID).toBe(nBestelID);
      }
      expect(orderCount()).toBe(count);
      expect(ordersOfItem(BasketItemId)).toBe(1);
    });

    it('orders an item once when two tabs send its form at once with their own keys', async () => {
      const BasketItemId = await basketItem();
      const count = orderCount();
      const answers = await Promise.all([
        placeOrder({ ...order, BasketItemId }, randomUUID()),
        placeOrder({ ...order, BasketItemId }, randomUUID()),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [a, b] = answers.map((a) => orderResultSchema.parse(a.body).nBestelID);
      expect(b).toBe(a);
      expect(orderCount()).toBe(count + 1);
    });

    it('answers the same order when the form is sent again after a failed finalize', async () => {
      const BasketItemId = await basketItem();
      const placed = await placeOrder({ ...order, BasketItemId }, randomUUID());
      const { nBestelID } = orderResultSchema.parse(placed.body);
      const cart = await basket(jan);
      const ordered = cart.Items.filter((i) => i.Id === BasketItemId);
      const stale = await callApi(server.url, '/api/FinalizeMobilityBasket', {
        token: jan,
        body: { Items: ordered, nVersie: cart.nVersie - 1 },
      });
      expect(stale.status).toBe(409);
      const count = orderCount();
      const resent = await placeOrder({ ...order, BasketItemId }, randomUUID());
      expect(orderResultSchema.parse(resent.body).nBestelID).toBe(nBestelID);
      const finalized = await callApi(server.url, '/api/FinalizeMobilityBasket', {
        token: jan,
        body: { Items: ordered, nVersie: cart.nVersie },
      });
      expect(finalizeBasketResultSchema.parse(finalized.body).nBestelIDs).toEqual([nBestelID]);
      expect(orderCount()).toBe(count);
      expect(ordersOfItem(BasketItemId)).toBe(1);
    });

    it('refuses a BasketItemId not in the caller’s basket, or of another car (400), ordering nothing', async () => {
      const count = orderCount();
      const unknown = await placeOrder({ ...order, BasketItemId: randomUUID() }, randomUUID());
      expect(unknown.status).toBe(400);
      expect(apiErrorBodySchema.parse(unknown.body).cVeld).toBe('BasketItemId');
      // Another driver's basket item is not in Jan's basket either.
      const evasBasket = await basket(eva);
      const saved = await setBasket(eva, {
        Items: [...evasBasket.Items, item(cars[0] ?? { id: 0, modelId: 0 })],
        nVersie: evasBasket.nVersie,
      });
      const evasItem = shoppingCartSchema.parse(saved.body).Items.at(-1)?.Id;
      const theirs = await placeOrder({ ...order, BasketItemId: evasItem }, randomUUID());
      expect(theirs.status).toBe(400);
      expect(apiErrorBodySchema.parse(theirs.body).cVeld).toBe('BasketItemId');
      // An item of the basket, but the form orders another car.
      const BasketItemId = await basketItem();
      const otherCar = cars.find((car) => car.id !== order.nTypeIDHist)?.id;
      const mismatch = await placeOrder(
        { ...order, nTypeIDHist: otherCar, BasketItemId },
        randomUUID(),
      );
      expect(mismatch.status).toBe(400);
      expect(apiErrorBodySchema.parse(mismatch.body).cVeld).toBe('BasketItemId');
      expect(orderCount()).toBe(count);
    });

    it('is backed by the database: a second order row for one item is refused', async () => {
      const BasketItemId = await basketItem();
      await placeOrder({ ...order, BasketItemId }, randomUUID());
      expect(() =>
        server.db
          .prepare(
            `INSERT INTO orders (client_code, owner, status, ordered_at, updated_at, request,
               basket_item_id)
             SELECT client_code, owner, status, ordered_at, updated_at, request, basket_item_id
             FROM orders WHERE basket_item_id = ?`,
          )
          .run(BasketItemId),
      ).toThrow(/UNIQUE/);
    });
  });

  describe('the attachment and the prices of an order form', () => {
    const attachmentOf = (nBestelID: number) =>
      server.db
        .prepare('SELECT name, media_type, content FROM order_attachments WHERE order_id = ?')
        .get(nBestelID);

    it('keeps the file with the order, its type read from its bytes rather than its name', async () => {
      const pdf = fileOf(PDF);
      const placed = await placeOrder(
        { ...order, cBijlage: 'offerte.pdf', aBijlage: pdf },
        randomUUID(),
      );
      const stored = attachmentOf(orderResultSchema.parse(placed.body).nBestelID);
      expect(stored).toMatchObject({ name: 'offerte.pdf', media_type: 'application/pdf' });
      expect(Buffer.from(stored?.content as Uint8Array).toString('base64')).toBe(pdf);
      // A photo named like a PDF is kept as the photo it is.
      const photo = await placeOrder(
        { ...order, cBijlage: 'rijbewijs.pdf', aBijlage: fileOf(PNG) },
        randomUUID(),
      );
      expect(attachmentOf(orderResultSchema.parse(photo.body).nBestelID)).toMatchObject({
        name: 'rijbewijs.pdf',
        media_type: 'image/png',
      });
    });

    it.each([
      ['aBijlage', 'a program named .pdf', { cBijlage: 'offerte.pdf', aBijlage: fileOf(EXE) }],
      ['aBijlage', 'text named .png', { cBijlage: 'foto.png', aBijlage: fileOf([0x68, 0x69]) }],
      ['cBijlage', 'a file without a name', { aBijlage: fileOf(PDF) }],
      ['cBijlage', 'a file with a blank name', { cBijlage: '  ', aBijlage: fileOf(PDF) }],
    ])('refuses the order (400 on %s) for %s, creating nothing', async (field, _case, file) => {
      const count = orderCount();
      const answer = await placeOrder({ ...order, ...file }, randomUUID());
      expect(answer.status).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
      expect(orderCount()).toBe(count);
    });

    it('keeps the server’s prices as the order’s, never the ones the client sent', async () => {
      const placed = await placeOrder(
        { ...order, nLeaseprijs: 1, nEigenbijdrage: 0, nNettoKosten: 0 },
        randomUUID(),
      );
      const { nBestelID } = orderResultSchema.parse(placed.body);
      const row = server.db
        .prepare('SELECT lease_price, net_cost, request FROM orders WHERE id = ?')
        .get(nBestelID);
      expect(Number(row?.lease_price)).toBeGreaterThan(1);
      expect(Number(row?.net_cost)).toBeGreaterThan(0);
      const kept = JSON.parse(String(row?.request)) as Record<string, unknown>;
      expect(kept).toMatchObject({ nTypeIDHist: order.nTypeIDHist, cOpmerking: order.cOpmerking });
      for (const field of ['nLeaseprijs', 'nEigenbijdrage', 'nNettoKosten', 'aBijlage']) {
        expect(kept).not.toHaveProperty(field);
      }
    });
  });

  describe('an ended contract', () => {
    let sanne: string;
    beforeAll(async () => {
      const login = await loginAs(server.url, 'sanne@horizon.example');
      const chosen = await callApi(server.url, '/api/GetKeuzeToken', {
        token: login,
        body: { nBerijderID: 502, nMantelNr: 10 },
      });
      const answer = tokenResponseSchema.parse(chosen.body);
      if (!answer.bMagDoor) throw new Error('Sanne’s 2026 contract was refused');
      sanne = answer.Token;
    });

    it('ends adding to the basket and ordering at once, for a token chosen before it ended', async () => {
      const car = cars[0] ?? { id: 0, modelId: 0 };
      const start = await basket(sanne);
      const added = await setBasket(sanne, {
        Items: [...start.Items, item(car)],
        nVersie: start.nVersie,
      });
      expect(added.status).toBe(200);
      const cart = shoppingCartSchema.parse(added.body);
      const count = orderCount();

      server.db.prepare('UPDATE drivers SET active = 0 WHERE id = 502').run();
      const refusals = [
        await setBasket(sanne, { Items: [...cart.Items, item(car)], nVersie: cart.nVersie }),
        await callApi(server.url, '/api/FinalizeMobilityBasket', {
          token: sanne,
          body: { Items: cart.Items, nVersie: cart.nVersie },
        }),
        await placeOrder({ ...order, BasketItemId: cart.Items[0]?.Id }, randomUUID(), sanne),
      ];
      for (const answer of refusals) {
        expect(answer.status).toBe(403);
        const error = apiErrorBodySchema.parse(answer.body);
        expect(error.cVeld).toBe('nBerijderID');
        expect(error.cOpmerking).toMatch(/contract van deze berijder is beëindigd/);
      }
      expect(orderCount()).toBe(count);
      // What the driver has stays readable, for its history.
      expect(await basket(sanne)).toMatchObject({ nVersie: cart.nVersie });
    });
  });
});
