import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carPolicySchema,
  carSearchResultSchema,
  configuratorDetailSchema,
  DEFAULT_CAR_FILTER,
  FUEL_TYPES,
  monthlyEnergyCost,
  serializeCarFilter,
  type CarFilter,
  type CarType,
  type EnergyPrices,
  type FuelType,
} from '@lease/api/contract';
import { DUTCH_ENERGY_PRICES } from '../lease/energyPrices.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let amir: string;
beforeAll(async () => {
  server = await startTestServer();
  [jan, amir] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'amir@stadmobiel.example'),
  ]);
});
afterAll(() => server.close());

const fuelOf = (type: CarType) => FUEL_TYPES.find((fuel) => fuel === type.cBrandstof);

async function typesOf(token: string, filter: Partial<CarFilter> = {}): Promise<CarType[]> {
  const settings = await callApi(server.url, '/api/GetSettings', { token });
  const category = (settings.body as { Categorien: { nCategorieID: number }[] }).Categorien[0];
  const { body } = await callApi(server.url, '/api/GetAutos', {
    token,
    body: serializeCarFilter({
      ...DEFAULT_CAR_FILTER,
      nCategorieID: category?.nCategorieID ?? null,
      cStructuur: 'type',
      nAantalPerPagina: 100,
      ...filter,
    }),
  });
  return carSearchResultSchema.parse(body).Modellen.flatMap((model) => model.Types);
}

/** The type's energy a month at its default mileage, as the contract's rule computes it. */
function expectedEnergy(type: CarType, km: number, prices: EnergyPrices): number | null {
  const fuel = fuelOf(type) as FuelType;
  return monthlyEnergyCost(
    {
      fuel,
      electricityPer100Km: type.nStroomverbruik ?? null,
      fuelPer100Km: type.nBrandstofverbruik ?? null,
    },
    km,
    prices,
  );
}

async function defaultKm(typeId: number): Promise<number> {
  const row = server.db
    .prepare('SELECT km_per_year FROM type_terms WHERE type_id = ? AND is_default = 1')
    .get(typeId);
  return Number(row?.km_per_year);
}

describe('the monthly energy cost', () => {
  it("is every car's consumption at its default mileage times the client's prices", async () => {
    const types = await typesOf(jan);
    const fuels = new Set(types.map((type) => type.cBrandstof));
    expect(fuels.size).toBeGreaterThan(3);
    for (const type of types) {
      const expected = expectedEnergy(type, await defaultKm(type.nTypeIDHist), DUTCH_ENERGY_PRICES);
      expect(expected, `${type.cBrandstof} ${type.nTypeIDHist}`).not.toBeNull();
      expect(type.nEnergiekosten, type.cUitvoering).toBe(expected);
    }
    const electric = types.find((type) => type.cBrandstof === 'elektrisch');
    expect(electric?.nStroomverbruik).toBeGreaterThan(10);
    expect(electric?.nBrandstofverbruik ?? null).toBeNull();
  });

  it('follows the mileage chosen in the configurator, with the total beside it', async () => {
    const [type] = await typesOf(jan, { cBrandstof: ['benzine'] });
    if (!type) throw new Error('no petrol car');
    const detailAt = async (nKilometrage: number) => {
      const { status, body } = await callApi(server.url, '/api/GetDetails', {
        token: jan,
        body: {
          nTypeIDHist: type.nTypeIDHist,
          nCategorieID: 2,
          nBelastingPercentage: 49.5,
          bAlleenZakelijk: false,
          nLooptijd: 48,
          nKilometrage,
          Opties: [],
          EigenOpties: [],
          MantelOpties: [],
        },
      });
      expect(status).toBe(200);
      return configuratorDetailSchema.parse(body);
    };
    const [low, high] = [await detailAt(20_000), await detailAt(40_000)];
    expect(low.nEnergiekosten).toBe(expectedEnergy(type, 20_000, DUTCH_ENERGY_PRICES));
    expect(high.nEnergiekosten).toBe(expectedEnergy(type, 40_000, DUTCH_ENERGY_PRICES));
    expect(high.nEnergiekosten).toBeGreaterThan(low.nEnergiekosten ?? Infinity);
    expect(low.nTotaleKosten).toBe(
      Math.round((low.nLeaseprijs + (low.nEnergiekosten ?? 0)) * 100) / 100,
    );
  });
});

describe('a norm on the total cost', () => {
  it("counts with the client's own prices and says so in the policy", async () => {
    const { body } = await callApi(server.url, '/api/GetRegeling', { token: amir });
    const policy = carPolicySchema.parse(body);
    expect(policy.bBudgetTotaleKosten).toBe(true);
    expect(policy.Energieprijzen).toMatchObject({ nStroom: 0.3, nBenzine: 1.95 });
  });

  it('sets the own contribution and whether a car can be ordered by lease and energy', async () => {
    const prices = { ...DUTCH_ENERGY_PRICES, stroom: 0.3 };
    const types = await typesOf(amir, { nLeaseMax: 700 });
    let pricedByEnergy = 0;
    for (const type of types) {
      const energy = expectedEnergy(type, await defaultKm(type.nTypeIDHist), prices) ?? 0;
      expect(type.nEnergiekosten).toBe(energy);
      const lease = type.nLeaseprijs ?? 0;
      const above = Math.max(0, Math.round((lease + energy - 700) * 100) / 100);
      expect(type.nEigenbijdrage, type.cUitvoering).toBe(above);
      // Category M allows € 150 above the norm; label B or better is the city's rule.
      const cleanEnough = (type.cBrandstoflabel ?? 'A') <= 'B';
      expect(type.bMagBestellen).toBe(above <= 150 && cleanEnough);
      if (lease <= 700 && above > 0) pricedByEnergy += 1;
    }
    // Within the norm on its lease price, above it with its energy: the total decides.
    expect(pricedByEnergy).toBeGreaterThan(0);
  });
});
