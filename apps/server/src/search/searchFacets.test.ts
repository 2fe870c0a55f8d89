import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carSearchResultSchema,
  DEFAULT_CAR_FILTER,
  serializeCarFilter,
  type CarFilter,
  type CarSearchResult,
  type CarType,
  type SearchFilters,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let amir: string;
let bikeProduct: number;

beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
  amir = await sessionOf(server.url, 'amir@stadmobiel.example');
  bikeProduct = Number(
    server.db
      .prepare(
        "SELECT id FROM mobility_products WHERE client_code = 'stadmobiel' AND object_type = 'Bike'",
      )
      .get()?.id,
  );
});
afterAll(() => server.close());

/** A search per type (so counts are types), as the portal sends it. */
async function search(
  filter: Partial<CarFilter> = {},
  product: 'car' | 'bike' = 'car',
): Promise<CarSearchResult> {
  const body = {
    ...serializeCarFilter({
      ...DEFAULT_CAR_FILTER,
      nBelastingPercentage: 37.56,
      cStructuur: 'type',
      nAantalPerPagina: 100,
      ...filter,
    }),
    MobilityProductId: product === 'bike' ? bikeProduct : null,
  };
  const token = product === 'bike' ? amir : jan;
  const { status, body: answer } = await callApi(server.url, '/api/GetAutos', { token, body });
  expect(status).toBe(200);
  return carSearchResultSchema.parse(answer);
}

function filtersOf(result: CarSearchResult): SearchFilters {
  if (!result.Filters) throw new Error('the search sent no Filters');
  return result.Filters;
}

const typesOf = (result: CarSearchResult): CarType[] => result.Modellen.flatMap((m) => m.Types);

/** Value → number of rows, from the database itself. */
function countsInDatabase(sql: string): Record<string, number> {
  return Object.fromEntries(
    server.db
      .prepare(sql)
      .all()
      .map((row) => [String(row.value), Number(row.n)]),
  );
}

/** Value → count as the search offers it. */
const offered = (values: SearchFilters['Deuren']): Record<string, number | null | undefined> =>
  Object.fromEntries(values.map((value) => [value.cWaarde, value.nAantal]));

/** Each bike list of `Filters`, with its column in `bike_specs` and its field in `Fietsdata`. */
const BIKE_LISTS = [
  ['Fietssoort', 'bike_kind'],
  ['Frametype', 'frame_type'],
  ['Framehoogte', 'frame_height'],
  ['Lengte', 'rider_length'],
  ['Versnellingen', 'gears'],
  ['Wielmaat', 'wheel_size'],
  ['Aandrijving', 'drive'],
] as const;

describe('GetAutos offers doors for cars', () => {
  it('lists every number of doors in the catalog with the types it gives, and no bike values', async () => {
    const filters = filtersOf(await search());
    expect(offered(filters.Deuren)).toEqual(
      countsInDatabase(
        "SELECT doors AS value, count(*) AS n FROM types WHERE kind = 'car' GROUP BY doors",
      ),
    );
    expect(filters.Deuren.length).toBeGreaterThan(1);
    for (const [list] of BIKE_LISTS) expect(filters[list]).toEqual([]);
  });

  it('narrows the cars to the doors chosen, and still offers the other numbers of doors', async () => {
    const everything = filtersOf(await search());
    const [fewest] = everything.Deuren;
    if (!fewest) throw new Error('no doors on offer');
    const result = await search({ nDeuren: [Number(fewest.cWaarde)] });
    const types = typesOf(result);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(String(type.nDeuren)).toBe(fewest.cWaarde);
    expect(filtersOf(result).nTotaal).toBe(fewest.nAantal);
    expect(filtersOf(result).nTotaal).toBeLessThan(everything.nTotaal);
    expect(filtersOf(result).Deuren).toEqual(everything.Deuren);
  });

  it('counts the doors within the other filters', async () => {
    const electric = filtersOf(await search({ cBrandstof: ['elektrisch'] }));
    expect(offered(electric.Deuren)).toEqual(
      countsInDatabase(
        `SELECT doors AS value, count(*) AS n FROM types
         WHERE kind = 'car' AND fuel = 'elektrisch' GROUP BY doors`,
      ),
    );
  });
});

describe('GetAutos offers the bike values for bikes', () => {
  it.each(BIKE_LISTS)(
    'lists every %s value of the catalog with the bikes it gives',
    async (list, column) => {
      const filters = filtersOf(await search({}, 'bike'));
      expect(offered(filters[list])).toEqual(
        countsInDatabase(`SELECT ${column} AS value, count(*) AS n FROM bike_specs GROUP BY 1`),
      );
      expect(filters.Deuren).toEqual([]);
    },
  );

  it.each(BIKE_LISTS)(
    'narrows the bikes to the %s chosen, and still offers its other values',
    async (list) => {
      const everything = filtersOf(await search({}, 'bike'));
      const [value] = everything[list];
      if (!value) throw new Error(`no ${list} on offer`);
      const result = await search({ [list]: [value.cWaarde] }, 'bike');
      const bikes = typesOf(result);
      expect(bikes.length).toBeGreaterThan(0);
      for (const bike of bikes) expect(bike.Fietsdata?.[list]).toBe(value.cWaarde);
      expect(filtersOf(result).nTotaal).toBe(value.nAantal);
      expect(filtersOf(result).nTotaal).toBeLessThan(everything.nTotaal);
      expect(filtersOf(result)[list]).toEqual(everything[list]);
    },
  );

  it('narrows one bike list by the choice in another', async () => {
    const cargo = filtersOf(await search({ Fietssoort: ['bakfiets'] }, 'bike'));
    expect(offered(cargo.Wielmaat)).toEqual(
      countsInDatabase(
        `SELECT wheel_size AS value, count(*) AS n FROM bike_specs
         WHERE bike_kind = 'bakfiets' GROUP BY 1`,
      ),
    );
    const all = filtersOf(await search({}, 'bike'));
    expect(cargo.Wielmaat.length).toBeLessThan(all.Wielmaat.length);
  });

  it('describes the values in Dutch, frame types from low to high step', async () => {
    const filters = filtersOf(await search({}, 'bike'));
    expect(filters.Frametype.map((value) => value.cOmschrijving)).toEqual([
      'Lage instap',
      'Middenstang',
      'Hoge instap',
      'Unisex',
    ]);
    expect(filters.Aandrijving.find((v) => v.cWaarde === 'geen')?.cOmschrijving).toBe(
      'Zonder motor',
    );
  });

  it('narrows the bikes by electric range, leaving out bikes without a motor', async () => {
    const everything = filtersOf(await search({}, 'bike'));
    const result = await search({ nActieradiusMin: 100 }, 'bike');
    const bikes = typesOf(result);
    expect(bikes.length).toBeGreaterThan(0);
    for (const bike of bikes) expect(bike.nActieradius ?? 0).toBeGreaterThanOrEqual(100);
    expect(filtersOf(result).nTotaal).toBeLessThan(everything.nTotaal);
    expect(filtersOf(result).Aandrijving.map((value) => value.cWaarde)).not.toContain('geen');
  });
});
