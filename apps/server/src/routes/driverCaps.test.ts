import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  carSearchResultSchema,
  DEFAULT_CAR_FILTER,
  MAX_FILTER_IDS,
  MAX_OPTION_IDS,
  MAX_SAVED_CARS,
  savedCarsSchema,
  serializeCarFilter,
  shoppingCartSchema,
  type DetailRequest,
} from '@lease/api/contract';
import type { RateLimitPolicy } from '../limits/rateLimit.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { detailRequestAt } from '../testing/detailRequestAt.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

/** Small, so the test reaches it quickly; the real figure is `NEW_CALCULATIONS_PER_DAY`. */
const newCalculationsPerDay: RateLimitPolicy = { points: 20, durationSeconds: 86_400 };

let server: TestServer;
let jan: string;
let supervisor: string;
let request: DetailRequest;
let modelId: number;

beforeAll(async () => {
  server = await startTestServer({ newCalculationsPerDay });
  [jan, supervisor] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'beheer@horizon.example'),
  ]);
  const { body } = await callApi(server.url, '/api/GetAutos', {
    token: jan,
    body: serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
  });
  const model = carSearchResultSchema.parse(body).Modellen[0];
  modelId = model?.nModelID ?? 0;
  request = detailRequestAt(
    server.db,
    model?.Types[0]?.nTypeIDHist ?? 0,
    Number(server.db.prepare('SELECT category_id FROM drivers WHERE id = 501').get()?.category_id),
  );
});
afterAll(() => server.close());

/** Saved cars written straight into the database, as if saved over the years. */
function savedBefore(owner: string, count: number) {
  const insert = server.db.prepare(
    `INSERT INTO saved_configurations (client_code, owner, type_id, request, saved_at)
     VALUES ('horizon', ?, ?, ?, ?)`,
  );
  for (let i = 0; i < count; i += 1) {
    insert.run(
      owner,
      request.nTypeIDHist,
      JSON.stringify(request),
      new Date(2026, 0, 1, 0, i).toISOString(),
    );
  }
}

describe('what one driver may keep and make', () => {
  it(`keeps at most ${MAX_SAVED_CARS} saved cars: the next save is refused until one is deleted`, async () => {
    savedBefore('driver:501', MAX_SAVED_CARS - 1);
    const save = () =>
      callApi(server.url, '/api/saveConfiguratie', {
        token: jan,
        body: { ...request, nCalculatieID: null },
      });
    const last = await save();
    expect(last.status).toBe(200);
    const refused = await save();
    expect(refused.status).toBe(409);
    expect(apiErrorBodySchema.parse(refused.body).cOpmerking).toBe(
      `You have saved ${MAX_SAVED_CARS} cars, the most you can keep. Delete one to save another.`,
    );
    const { ID } = last.body as { ID: number };
    await callApi(server.url, `/api/DeleteConfiguratie/${ID}`, { token: jan, method: 'DELETE' });
    expect((await save()).status).toBe(200);
  });

  it(`lists at most ${MAX_SAVED_CARS} saved cars, the newest, however many are stored`, async () => {
    savedBefore('driver:509', MAX_SAVED_CARS + 30);
    const { status, body } = await callApi(server.url, '/api/GetOpgeslagenAutos', {
      token: supervisor,
    });
    expect(status).toBe(200);
    const cars = savedCarsSchema.parse(body);
    expect(cars).toHaveLength(MAX_SAVED_CARS);
    expect(cars[0]?.dOpgeslagen).toBe(new Date(2026, 0, 1, 0, MAX_SAVED_CARS + 29).toISOString());
  });

  it('prices a limited number of new configurations a day; repeats and other drivers go on', async () => {
    const price = (token: string, nBelastingPercentage: number) =>
      callApi(server.url, '/api/GetDetails', {
        token,
        body: { ...request, nBelastingPercentage },
      });
    for (let i = 0; i < newCalculationsPerDay.points; i += 1) {
      expect((await price(supervisor, i)).status).toBe(200);
    }
    const refused = await price(supervisor, 99.5);
    expect(refused.status).toBe(429);
    expect(apiErrorBodySchema.parse(refused.body).cOpmerking).toMatch(/in a day/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 60 * 60);
    expect((await price(supervisor, 1)).status).toBe(200);
    expect((await price(jan, 99.5)).status).toBe(200);
  });
});

describe('every list in a request has a length cap', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it(`refuses more than ${MAX_OPTION_IDS} chosen options in GetOpties, naming cGekozenOpties`, async () => {
    const options = (count: number) =>
      callApi(server.url, '/api/GetOpties', {
        token: jan,
        body: {
          nTypeIDHist: request.nTypeIDHist,
          cGekozenOpties: ids(count).join(','),
          cTaal: 'nl',
          nCategorieID: request.nCategorieID,
          MantelOpties: [],
          bClusterPakket: false,
          bSkipFetchFrameworkOptionsComponents: false,
        },
      });
    const refused = await options(MAX_OPTION_IDS + 1);
    expect(refused.status).toBe(400);
    expect(apiErrorBodySchema.parse(refused.body)).toMatchObject({
      cVeld: 'cGekozenOpties',
      cOpmerking: expect.stringContaining(`at most ${MAX_OPTION_IDS}`) as unknown,
    });
  });

  it(`refuses more than ${MAX_FILTER_IDS} models in a search, naming nModelID`, async () => {
    const refused = await callApi(server.url, '/api/GetAutos', {
      token: jan,
      body: {
        ...serializeCarFilter(DEFAULT_CAR_FILTER),
        nModelID: ids(MAX_FILTER_IDS + 1).join(','),
      },
    });
    expect(refused.status).toBe(400);
    expect(apiErrorBodySchema.parse(refused.body)).toMatchObject({
      cVeld: 'nModelID',
      cOpmerking: expect.stringContaining(`at most ${MAX_FILTER_IDS}`) as unknown,
    });
  });

  it(`refuses a basket item with more than ${MAX_OPTION_IDS} options`, async () => {
    const basket = shoppingCartSchema.parse(
      (await callApi(server.url, '/api/GetMobilityBasket', { token: jan })).body,
    );
    const refused = await callApi(server.url, '/api/SetMobilityBasket', {
      token: jan,
      body: {
        nVersie: basket.nVersie,
        Items: [
          {
            SelectedItem: {
              nModelID: modelId,
              nTypeIDHist: request.nTypeIDHist,
              nLooptijd: request.nLooptijd,
              nKilometrage: request.nKilometrage,
            },
            Opties: ids(MAX_OPTION_IDS + 1),
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(apiErrorBodySchema.parse(refused.body)).toMatchObject({
      cVeld: 'Items.0.Opties',
      cOpmerking: expect.stringContaining(`${MAX_OPTION_IDS}`) as unknown,
    });
  });
});
