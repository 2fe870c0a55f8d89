import { verify } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  CAR_SORT_OPTIONS,
  carDetailsSchema,
  CHARGE_CABLES,
  carSearchResultSchema,
  DEFAULT_CAR_FILTER,
  mostViewedSchema,
  reviewsSchema,
  serializeCarFilter,
  tokenPayloadSchema,
  type CarFilter,
  type CarSearchResult,
  type CarType,
} from '@lease/api/contract';
import { loadDriverContext } from '../db/driverContext.ts';
import { driverMonthlyCost } from '../lease/driverMonthlyCost.ts';
import { leasePrice } from '../lease/leasePrice.ts';
import { roundCents } from '../lease/roundCents.ts';
import type { FuelType } from '../catalog/catalogValues.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;

beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
});
afterAll(() => server.close());

const TAX = 37.56;

async function search(
  filter: Partial<CarFilter> = {},
  extra: Record<string, unknown> = {},
  token = jan,
): Promise<CarSearchResult> {
  const body = {
    ...serializeCarFilter({ ...DEFAULT_CAR_FILTER, nBelastingPercentage: TAX, ...filter }),
    MobilityProductId: null,
    ...extra,
  };
  const { status, body: answer } = await callApi(server.url, '/api/GetAutos', { token, body });
  expect(status).toBe(200);
  return carSearchResultSchema.parse(answer);
}

const typesOf = (result: CarSearchResult): CarType[] => result.Modellen.flatMap((m) => m.Types);
const count = (sql: string, ...params: (string | number)[]) =>
  Number(server.db.prepare(sql).get(...params)?.n);

describe('POST /api/GetAutos', () => {
  it('pages the whole car catalog per model by default, with totals', async () => {
    const result = await search({ nAantalPerPagina: 12 });
    const models = count(`SELECT count(DISTINCT model_id) AS n FROM types WHERE kind = 'car'`);
    expect(result.Filters?.nTotaal).toBe(models);
    expect(result.Filters?.nPaginas).toBe(Math.ceil(models / 12));
    expect(result.Modellen).toHaveLength(12);
    for (const model of result.Modellen) {
      expect(model.Types.length).toBeGreaterThan(0);
      expect(model.nVanafLeaseprijs).toBe(Math.min(...model.Types.map((t) => t.nLeaseprijs)));
    }
  });

  it('pages per type without gaps or overlaps', async () => {
    const all = typesOf(await search({ cStructuur: 'type', nAantalPerPagina: 20 }));
    const first = await search({ cStructuur: 'type', nAantalPerPagina: 10, nPagina: 1 });
    const second = await search({ cStructuur: 'type', nAantalPerPagina: 10, nPagina: 2 });
    expect([...typesOf(first), ...typesOf(second)].map((t) => t.nTypeIDHist)).toEqual(
      all.map((t) => t.nTypeIDHist),
    );
    expect(first.Filters?.nTotaal).toBe(
      count(`SELECT count(*) AS n FROM types WHERE kind = 'car'`),
    );
    const beyond = await search({ cStructuur: 'type', nAantalPerPagina: 100, nPagina: 99 });
    expect(beyond.Modellen).toEqual([]);
  });

  it.each([
    ['fuel', { cBrandstof: ['elektrisch'] }, (t: CarType) => t.cBrandstof === 'elektrisch'],
    [
      'body',
      { cCarrosserie: ['suv', 'mpv'] },
      (t: CarType) => ['suv', 'mpv'].includes(t.cCarrosserie ?? ''),
    ],
    [
      'transmission',
      { cTransmissie: ['handgeschakeld'] },
      (t: CarType) => t.cTransmissie === 'handgeschakeld',
    ],
    ['lease max', { nLeaseMax: 600 }, (t: CarType) => t.nLeaseprijs <= 600],
    [
      'own contribution max',
      { nEigenbijdrageMax: 40 },
      (t: CarType) => (t.nEigenbijdrage ?? 0) <= 40,
    ],
    ['personal cost max', { nPersKostenMax: 150 }, (t: CarType) => (t.nNettoKosten ?? 0) <= 150],
    [
      'plug-ins only',
      { bAlleenPlugin: true },
      (t: CarType) => /^elektrisch/.test(t.cBrandstof ?? ''),
    ],
    [
      'power',
      { nVermogenMin: 150, nVermogenMax: 250 },
      (t: CarType) => (t.nVermogen ?? 0) >= 150 && (t.nVermogen ?? 0) <= 250,
    ],
    ['CO2', { nCO2Max: 100 }, (t: CarType) => (t.nCO2 ?? 0) <= 100],
    ['range', { nActieradiusMin: 400 }, (t: CarType) => (t.nActieradius ?? 0) >= 400],
    ['seats', { nAantalZitplaatsenMin: 7 }, (t: CarType) => (t.nZitplaatsen ?? 0) >= 7],
    [
      'fuel label',
      { cBrandstoflabelMax: 'B' as const },
      (t: CarType) => ['A', 'B'].includes(t.cBrandstoflabel ?? ''),
    ],
    ['bijtelling percentage', { nBijtelling: 22 }, (t: CarType) => t.nBijtellingPercentage === 22],
  ])('filters on %s', async (_name, filter, holds) => {
    const result = await search({ ...filter, cStructuur: 'type', nAantalPerPagina: 100 });
    const types = typesOf(result);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(holds(type)).toBe(true);
    const everything = await search({ cStructuur: 'type', nAantalPerPagina: 1 });
    expect(result.Filters?.nTotaal).toBeLessThan(everything.Filters?.nTotaal ?? 0);
  });

  it('filters on make and text, and counts facets without their own choice', async () => {
    const everything = await search({ cStructuur: 'type', nAantalPerPagina: 1 });
    const brand = everything.Filters?.Merken.find((m) => m.cMerk === 'Volkswagen');
    expect(brand).toBeDefined();
    const vw = await search({
      nMerkID: [brand?.nMerkID ?? 0],
      cStructuur: 'type',
      nAantalPerPagina: 100,
    });
    expect(vw.Modellen.every((m) => m.cMerk === 'Volkswagen')).toBe(true);
    expect(vw.Filters?.nTotaal).toBe(brand?.nAantal);
    // The make facet still offers every make; the model facet only Volkswagen's models.
    expect(vw.Filters?.Merken.length).toBe(everything.Filters?.Merken.length);
    expect(vw.Filters?.Modellen.every((m) => m.nMerkID === brand?.nMerkID)).toBe(true);

    const electric = await search({ cBrandstof: ['elektrisch'], cStructuur: 'type' });
    const facet = electric.Filters?.Brandstof.find((f) => f.cWaarde === 'elektrisch');
    expect(facet?.nAantal).toBe(electric.Filters?.nTotaal);
    expect(electric.Filters?.Brandstof.length).toBeGreaterThan(5);

    const text = await search({ cTekstFilter: 'tesla model', nAantalPerPagina: 50 });
    expect(text.Modellen.length).toBeGreaterThan(0);
    expect(text.Modellen.every((m) => m.cMerk === 'Tesla')).toBe(true);
  });

  it.each(CAR_SORT_OPTIONS.map((o) => [o.id, o] as const))('sorts by %s', async (_id, option) => {
    const types = typesOf(
      await search({ cStructuur: 'type', nAantalPerPagina: 100 }, { cSortering: option.id }),
    );
    const models = (await search({ nAantalPerPagina: 100 }, { cSortering: option.id })).Modellen;
    const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
    const value = (t: CarType): number | string =>
      option.field === 'cUitvoering' || option.field === 'cModel'
        ? t.cUitvoering
        : (t[option.field] ?? 0);
    const sign = option.direction === 'asc' ? 1 : -1;
    const inOrder = (a: number | string, b: number | string) =>
      sign *
        (typeof a === 'number' && typeof b === 'number'
          ? a - b
          : collator.compare(String(a), String(b))) <=
      0;
    if (option.field === 'cModel') {
      const titles = models.map((m) => `${m.cMerk} ${m.cModel}`);
      titles.slice(1).forEach((title, i) => expect(inOrder(titles[i] ?? '', title)).toBe(true));
    } else {
      types.slice(1).forEach((type, i) => {
        expect(inOrder(value(types[i] as CarType), value(type))).toBe(true);
      });
    }
  });

  it('prices a type with src/lease for the driver’s category and tax bracket', async () => {
    const [type] = typesOf(await search({ cStructuur: 'type', nAantalPerPagina: 1 }));
    if (!type) throw new Error('no type');
    const payload = tokenPayloadSchema.parse(await verify(jan, server.tokenSecret, 'HS256'));
    const context = loadDriverContext(server.db, payload);
    const category = context?.categories[0];
    if (!context || !category) throw new Error('no context');
    const term = server.db
      .prepare(
        'SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? AND is_default = 1',
      )
      .get(type.nTypeIDHist);
    const scheme =
      context.schemeNr === null
        ? 0
        : Number(
            server.db
              .prepare(
                'SELECT coalesce(sum(monthly_price), 0) AS n FROM parent_scheme_options WHERE type_id = ? AND checked = 1',
              )
              .get(type.nTypeIDHist)?.n,
          );
    const lease = roundCents(
      leasePrice({
        cataloguePrice: type.nCatalogusprijs ?? 0,
        optionsPrice: (type.nFiscaleWaarde ?? 0) - (type.nCatalogusprijs ?? 0),
        accessoriesPrice: 0,
        termMonths: Number(term?.term_months),
        kmPerYear: Number(term?.km_per_year),
        fuel: type.cBrandstof as FuelType,
      }).total + scheme,
    );
    expect(type.nLeaseprijs).toBe(lease);
    const fiscal = type.nFiscaleWaarde ?? 0;
    const pct = (type.nBijtellingPercentage ?? 0) / 100;
    const yearly = roundCents(
      pct * Math.min(fiscal, pct < 0.22 ? 30000 : fiscal) +
        0.22 * Math.max(0, fiscal - (pct < 0.22 ? 30000 : fiscal)),
    );
    const cost = driverMonthlyCost({
      leasePrice: lease,
      grossBijtelling: roundCents(yearly / 12),
      normBudget: category.normBudget,
      fixedPrivateContribution: category.privateContribution,
      maximumContribution: category.maxContribution,
      taxRatePercent: TAX,
      businessOnly: false,
    });
    expect(type.nEigenbijdrage).toBe(cost.ownContribution);
    expect(type.nNettoKosten).toBe(cost.netMonthlyCost);
    expect(type.bMagBestellen).toBe(cost.permission.mayOrder);

    // Business only: the net cost is the own contribution alone.
    const [business] = typesOf(
      await search({ cStructuur: 'type', nAantalPerPagina: 1, bAlleenZakelijk: true }),
    );
    expect(business?.nNettoKosten).toBe(business?.nEigenbijdrage);
  });

  it('searches bikes for a bike mobility product, with the bike filters', async () => {
    const amir = await sessionOf(server.url, 'amir@stadmobiel.example');
    const bikeProduct = Number(
      server.db
        .prepare(
          "SELECT id FROM mobility_products WHERE client_code = 'stadmobiel' AND object_type = 'Bike'",
        )
        .get()?.id,
    );
    const bikes = typesOf(
      await search(
        { cStructuur: 'type', nAantalPerPagina: 100, Fietssoort: ['e-bike'] },
        { MobilityProductId: bikeProduct },
        amir,
      ),
    );
    expect(bikes.length).toBeGreaterThan(0);
    for (const bike of bikes) {
      expect(bike.Fietsdata?.Fietssoort).toBe('e-bike');
      expect(bike.nBijtellingPercentage).toBe(7);
    }
    const other = await callApi(server.url, '/api/GetAutos', {
      token: jan,
      body: { ...serializeCarFilter(DEFAULT_CAR_FILTER), MobilityProductId: bikeProduct },
    });
    expect(other.status).toBe(400);
    expect(apiErrorBodySchema.parse(other.body).cVeld).toBe('MobilityProductId');
  });

  it.each([
    ['nAantalPerPagina', { nAantalPerPagina: 0 }],
    ['nMerkID', { nMerkID: 'abc' }],
    ['cSortering', { cSortering: 'price' }],
    ['nCategorieID', { nCategorieID: 999999 }],
    ['cStructuur', { cStructuur: 'brand' }],
    ['cTekstFilter', { cTekstFilter: 'x'.repeat(201) }],
  ])('answers 400 naming %s', async (field, change) => {
    const { status, body } = await callApi(server.url, '/api/GetAutos', {
      token: jan,
      body: { ...serializeCarFilter(DEFAULT_CAR_FILTER), ...change },
    });
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).cVeld).toBe(field);
  });

  it('needs a session', async () => {
    const { status } = await callApi(server.url, '/api/GetAutos', {
      body: serializeCarFilter(DEFAULT_CAR_FILTER),
    });
    expect(status).toBe(401);
  });
});

describe('detail calls', () => {
  it('GetCardetails answers the make, model and priced type, and counts the view', async () => {
    // Jan has no stored bracket: the default of five brackets is the fifth, 49.50%.
    const [type] = typesOf(
      await search({ cStructuur: 'type', nAantalPerPagina: 1, nBelastingPercentage: 49.5 }),
    );
    const views = () =>
      count(
        `SELECT coalesce(sum(views), 0) AS n FROM client_type_views
         WHERE client_code = 'horizon' AND type_id = ?`,
        type?.nTypeIDHist ?? 0,
      );
    const before = views();
    const { status, body } = await callApi(
      server.url,
      `/api/GetCardetails?nTypeIDHist=${type?.nTypeIDHist}`,
      { token: jan },
    );
    expect(status).toBe(200);
    const details = carDetailsSchema.parse(body);
    expect(details.Merken[0]?.Modellen[0]?.Types[0]).toEqual(type);
    expect(views()).toBe(before + 1);
    const missing = await callApi(server.url, '/api/GetCardetails?nTypeIDHist=999999999', {
      token: jan,
    });
    expect(missing.status).toBe(404);
  });

  it('GetCardetails takes the pricing manager of the car, and refuses another car’s', async () => {
    const offerOf = (typeId: number) =>
      Number(
        server.db
          .prepare('SELECT id FROM pricing_manager_options WHERE type_id = ? ORDER BY id LIMIT 1')
          .get(typeId)?.id,
      );
    const [first, second] = server.db
      .prepare('SELECT DISTINCT type_id FROM pricing_manager_options ORDER BY type_id LIMIT 2')
      .all()
      .map((row) => Number(row.type_id));
    const ask = (typeId: number, pricingManager: number) =>
      callApi(
        server.url,
        `/api/GetCardetails?nTypeIDHist=${typeId}&nPricingManagerId=${pricingManager}`,
        { token: jan },
      );
    const own = await ask(first ?? 0, offerOf(first ?? 0));
    expect(own.status).toBe(200);
    expect(carDetailsSchema.parse(own.body).Merken[0]?.Modellen[0]?.Types[0]?.nTypeIDHist).toBe(
      first,
    );
    const other = await ask(first ?? 0, offerOf(second ?? 0));
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ cVeld: 'nPricingManagerId' });
  });

  it('GetCardetails and GetAutos answer the charge cables of a car, none without a plug', async () => {
    const cablesOf = (id: number) =>
      server.db
        .prepare('SELECT cable FROM type_charge_cables WHERE type_id = ?')
        .all(id)
        .map((row) => String(row.cable));
    const details = async (id: number) => {
      const { status, body } = await callApi(server.url, `/api/GetCardetails?nTypeIDHist=${id}`, {
        token: jan,
      });
      expect(status).toBe(200);
      return carDetailsSchema.parse(body).Merken[0]?.Modellen[0]?.Types[0];
    };
    // Raw, not parsed: the field must be on the wire, not filled in by the schema's default.
    const raw = await callApi(server.url, '/api/GetAutos', {
      token: jan,
      body: {
        ...serializeCarFilter({
          ...DEFAULT_CAR_FILTER,
          nBelastingPercentage: TAX,
          cBrandstof: ['elektrisch'],
          cStructuur: 'type',
          nAantalPerPagina: 100,
        }),
        MobilityProductId: null,
      },
    });
    expect(raw.status).toBe(200);
    const electric = carSearchResultSchema.parse(raw.body).Modellen.flatMap((m) => m.Types);
    const onTheWire = (raw.body as { Modellen: { Types: Record<string, unknown>[] }[] }).Modellen;
    expect(onTheWire.flatMap((m) => m.Types).every((t) => Array.isArray(t.Laadkabels))).toBe(true);
    expect(electric.length).toBeGreaterThan(0);
    for (const type of electric) {
      expect(type.Laadkabels.length).toBeGreaterThan(0);
      // Every value of the contract's list, in that list's order.
      expect(type.Laadkabels).toEqual(
        CHARGE_CABLES.filter((cable) => cablesOf(type.nTypeIDHist).includes(cable)),
      );
    }
    const [first] = electric;
    expect((await details(first?.nTypeIDHist ?? 0))?.Laadkabels).toEqual(first?.Laadkabels);

    const [petrol] = typesOf(
      await search({ cBrandstof: ['benzine'], cStructuur: 'type', nAantalPerPagina: 1 }),
    );
    expect((await details(petrol?.nTypeIDHist ?? 0))?.Laadkabels).toEqual([]);
  });

  it('GetCardetails answers the bike data of a bike', async () => {
    const bike = Number(
      server.db.prepare("SELECT id FROM types WHERE kind = 'bike' LIMIT 1").get()?.id,
    );
    const { body } = await callApi(server.url, `/api/GetCardetails?nTypeIDHist=${bike}`, {
      token: jan,
    });
    expect(carDetailsSchema.parse(body).Fietsdata?.nAdviesprijs).toBeGreaterThan(0);
  });

  it('GetMeestBekeken answers the most viewed models', async () => {
    const { status, body } = await callApi(server.url, '/api/GetMeestBekeken', { token: jan });
    expect(status).toBe(200);
    expect(mostViewedSchema.parse(body)).toHaveLength(6);
  });

  it("GetMeestBekeken is steered by the client's own drivers' views, never another client's", async () => {
    const own = await startTestServer();
    try {
      // No seeded popularity: a single view decides the order.
      own.db.exec('UPDATE type_views SET views = 0');
      const [horizonDriver, polderDriver] = await Promise.all([
        sessionOf(own.url, 'jan@horizon.example'),
        sessionOf(own.url, 'eva@polder.example'),
      ]);
      const mostViewed = async (token: string) =>
        mostViewedSchema
          .parse((await callApi(own.url, '/api/GetMeestBekeken', { token })).body)
          .map((model) => model.nModelID);
      const horizonBefore = await mostViewed(horizonDriver);
      // A car model that is not in the list yet: the last one of the catalogue.
      const row = own.db
        .prepare(
          `SELECT t.id, t.model_id FROM types t WHERE t.kind = 'car'
           ORDER BY t.model_id DESC, t.id LIMIT 1`,
        )
        .get();
      const [typeId, modelId] = [Number(row?.id), Number(row?.model_id)];
      expect(horizonBefore).not.toContain(modelId);

      const viewed = await callApi(own.url, `/api/GetCardetails?nTypeIDHist=${typeId}`, {
        token: polderDriver,
      });
      expect(viewed.status).toBe(200);
      expect((await mostViewed(polderDriver))[0]).toBe(modelId);
      expect(await mostViewed(horizonDriver)).toEqual(horizonBefore);
    } finally {
      await own.close();
    }
  });

  it('autotests answers the road tests of the models asked for', async () => {
    const models = server.db
      .prepare('SELECT DISTINCT model_id FROM reviews ORDER BY model_id LIMIT 2')
      .all()
      .map((r) => Number(r.model_id));
    const query = models.map((id) => `nmodelid[]=${id}`).join('&');
    const { status, body } = await callApi(server.url, `/api-news/autotests?${query}`, {
      token: jan,
    });
    expect(status).toBe(200);
    const reviews = reviewsSchema.parse(body);
    expect(new Set(reviews.map((r) => r.nModelID))).toEqual(new Set(models));
    const bad = await callApi(server.url, '/api-news/autotests?nmodelid[]=x', { token: jan });
    expect(bad.status).toBe(400);
  });
});
