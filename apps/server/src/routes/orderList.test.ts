import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementsSchema,
  carSearchResultSchema,
  DEFAULT_CAR_FILTER,
  orderQuestionsSchema,
  orderResultSchema,
  orderSchema,
  orderSummariesSchema,
  serializeCarFilter,
  settingsSchema,
  tokenResponseSchema,
  type OrderRequest,
} from '@lease/api/contract';
import { callApi, loginAs, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;

beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
});
afterAll(() => server.close());

/** A complete order form for the driver's cheapest car, as the order page sends it. */
async function orderForm(token: string): Promise<OrderRequest> {
  const search = await callApi(server.url, '/api/GetAutos', {
    token,
    body: serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
  });
  const car = carSearchResultSchema.parse(search.body).Modellen[0]?.Types[0];
  if (!car) throw new Error('no car to order');
  const questions = orderQuestionsSchema.parse(
    (
      await callApi(server.url, '/api/getBestellingVragen', {
        token,
        body: { nTypeIDHist: car.nTypeIDHist },
      })
    ).body,
  );
  const agreements = agreementsSchema.parse(
    (await callApi(server.url, '/api/GetAkkoordVinken?taalcode=nl', { token })).body,
  );
  const settings = settingsSchema.parse(
    (await callApi(server.url, '/api/GetSettings', { token })).body,
  );
  return {
    bVerwerkt: false,
    nTypeIDHist: car.nTypeIDHist,
    nCategorieID: settings.Categorien[0]?.nCategorieID ?? 0,
    nLeaseprijs: car.nLeaseprijs,
    nEigenbijdrage: 0,
    nNettoKosten: 0,
    Opties: [],
    EigenOpties: questions.map((q) => ({ ...q, cAntwoord: q.cType === 'janee' ? 'ja' : '1' })),
    cSoort: 'OMR',
    Akkoorden: agreements.map((a) => ({ nAkkoordID: a.nAkkoordID, bAkkoord: true })),
    cRijbewijsnummer: '1234567890',
    nLooptijd: 48,
    nKilometrage: 30000,
  };
}

async function placeOrder(token: string): Promise<number> {
  const response = await fetch(`${server.url}/api/SetBestelling`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify(await orderForm(token)),
  });
  if (!response.ok) throw new Error(`order refused: ${response.status} ${await response.text()}`);
  return orderResultSchema.parse(await response.json()).nBestelID;
}

async function orderList(token: string) {
  const { status, body } = await callApi(server.url, '/api/GetBestellingen', { token });
  expect(status).toBe(200);
  return orderSummariesSchema.parse(body);
}

/** Sanne acting as one of her drivers (she has one per scheme). */
async function sanneAs(nBerijderID: number, nMantelNr: number): Promise<string> {
  const login = await loginAs(server.url, 'sanne@horizon.example');
  const chosen = await callApi(server.url, '/api/GetKeuzeToken', {
    token: login,
    body: { nBerijderID, nMantelNr },
  });
  const answer = tokenResponseSchema.parse(chosen.body);
  if (!answer.bMagDoor) throw new Error(`driver ${nBerijderID} refused`);
  return answer.Token;
}

describe('GET /api/GetBestellingen', () => {
  it('lists the driver’s orders newest first, with status, date, car and monthly figures', async () => {
    expect(await orderList(jan)).toEqual([]);
    const first = await placeOrder(jan);
    const second = await placeOrder(jan);

    const listed = await orderList(jan);
    expect(listed.map((order) => order.nBestelID)).toEqual([second, first]);
    // Each entry says what its order page says.
    const page = orderSchema.parse(
      (await callApi(server.url, `/api/GetBestelling?nBestelID=${first}`, { token: jan })).body,
    );
    expect(listed[1]).toMatchObject({
      cStatus: 'ontvangen',
      dBesteldatum: page.dBesteldatum,
      cMerk: page.cMerk,
      cModel: page.cModel,
      cUitvoering: page.cUitvoering,
      nLeaseprijs: page.nLeaseprijs,
    });
    expect(listed[1]?.nNettoKosten).toEqual(expect.any(Number));
  });

  it('shows each order’s status as the lease company’s schedule has moved it', async () => {
    const id = await placeOrder(jan);
    // Placed three hours ago: approved, ordered at the dealer, delivery planned.
    server.db
      .prepare(
        `UPDATE orders SET ordered_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 hours') WHERE id = ?`,
      )
      .run(id);
    server.db
      .prepare(
        'UPDATE order_history SET at = (SELECT ordered_at FROM orders WHERE id = ?) WHERE order_id = ?',
      )
      .run(id, id);
    const listed = (await orderList(jan)).find((order) => order.nBestelID === id);
    expect(listed?.cStatus).toBe('levering_gepland');
    const page = orderSchema.parse(
      (await callApi(server.url, `/api/GetBestelling?nBestelID=${id}`, { token: jan })).body,
    );
    expect(page.cStatus).toBe('levering_gepland');
    // Listing wrote each step once: the order page reads the same history, not a second copy.
    expect(page.Historie.map((step) => step.cStatus)).toEqual([
      'ontvangen',
      'in_behandeling',
      'goedgekeurd',
      'besteld',
      'levering_gepland',
    ]);
  });

  it('never lists another driver’s orders: a colleague, another client, the same login’s other arrangement', async () => {
    const mine = await placeOrder(jan);
    const colleague = await sessionOf(server.url, 'beheer@horizon.example');
    const eva = await sessionOf(server.url, 'eva@polder.example');
    for (const token of [colleague, eva]) {
      expect((await orderList(token)).map((order) => order.nBestelID)).not.toContain(mine);
    }

    // Sanne has a driver per scheme: each arrangement lists its own orders only.
    const board = await sanneAs(502, 10);
    const pool = await sanneAs(503, 11);
    const boardOrder = await placeOrder(board);
    const poolOrder = await placeOrder(pool);
    expect((await orderList(board)).map((order) => order.nBestelID)).toEqual([boardOrder]);
    expect((await orderList(pool)).map((order) => order.nBestelID)).toEqual([poolOrder]);
  });

  it('keeps listing a driver’s orders after the contract ended, for their history', async () => {
    const token = await sanneAs(502, 10);
    const id = await placeOrder(token);
    const listed = await orderList(token);
    expect(listed.map((order) => order.nBestelID)).toContain(id);
    server.db.prepare('UPDATE drivers SET active = 0 WHERE id = 502').run();
    try {
      expect(await orderList(token)).toEqual(listed);
    } finally {
      server.db.prepare('UPDATE drivers SET active = 1 WHERE id = 502').run();
    }
  });

  it('needs a session with a chosen driver, and answers GET only', async () => {
    expect((await callApi(server.url, '/api/GetBestellingen')).status).toBe(401);
    const beforeChoice = await loginAs(server.url, 'jan@horizon.example');
    expect(
      (await callApi(server.url, '/api/GetBestellingen', { token: beforeChoice })).status,
    ).toBe(403);
    const post = await callApi(server.url, '/api/GetBestellingen', { token: jan, body: {} });
    expect(post.status).toBe(405);
  });
});
