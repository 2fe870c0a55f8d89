import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carPolicySchema,
  carSearchResultSchema,
  configuratorDetailSchema,
  DEFAULT_CAR_FILTER,
  policyLimits,
  serializeCarFilter,
  type CarFilter,
  type CarPolicy,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let eva: string;
let lotte: string;
let amir: string;
let supervisor: string;
beforeAll(async () => {
  server = await startTestServer();
  [jan, eva, lotte, amir, supervisor] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'eva@polder.example'),
    sessionOf(server.url, 'lotte@zonnig.example'),
    sessionOf(server.url, 'amir@stadmobiel.example'),
    sessionOf(server.url, 'beheer@horizon.example'),
  ]);
});
afterAll(() => server.close());

async function policyOf(token: string, query = ''): Promise<CarPolicy> {
  const { status, body } = await callApi(server.url, `/api/GetRegeling${query}`, { token });
  expect(status).toBe(200);
  return carPolicySchema.parse(body);
}

/** What the calculator finds with a filter, as the portal searches (the driver's own category). */
async function searchFor(token: string, policy: CarPolicy, filter: Partial<CarFilter>) {
  const { body } = await callApi(server.url, '/api/GetAutos', {
    token,
    body: serializeCarFilter({
      ...DEFAULT_CAR_FILTER,
      nCategorieID: policy.Categorie?.nCategorieID ?? null,
      nBelastingPercentage: policy.nBelastingPercentage,
      bAlleenZakelijk: policy.bAlleenZakelijk,
      ...filter,
    }),
  });
  return carSearchResultSchema.parse(body);
}

describe('GET /api/GetRegeling', () => {
  it("states a driver's category, norm, limits, inclusions, scheme, term and tax bracket", async () => {
    const policy = await policyOf(jan);
    expect(policy).toMatchObject({
      Categorie: {
        nCategorieID: 2,
        cOmschrijving: 'Categorie B (schaal 9–11)',
        nNormbedrag: 700,
        nMaxEigenbijdrage: 150,
        nVasteEigenbijdrage: 0,
      },
      nBudget: null,
      bAlleenZakelijk: false,
      bAlleenPlugin: false,
      cBrandstoflabelMax: null,
      Inbegrepen: { bTankpas: true, bLaadpas: true, bVerzekering: true, bVervangendVervoer: true },
      cMantelnaam: 'Horizon Leaseregeling 2026',
      nLooptijd: 48,
      nKilometrage: 30_000,
      nBelastingPercentage: 49.5,
    });
    expect(policy.MantelOpties.map((component) => component.cOmschrijving)).toContain(
      'Vervangend vervoer',
    );
  });

  it('counts the cars within each limit exactly as the calculator then finds them', async () => {
    for (const token of [jan, eva, lotte, amir]) {
      const policy = await policyOf(token);
      const limits = policyLimits(policy);
      expect(limits.length).toBeGreaterThan(0);
      for (const limit of limits) {
        const found = await searchFor(token, policy, limit.filter);
        expect(limit.count, limit.kind).toBe(found.Filters?.nTotaal);
      }
    }
  });

  it('counts fewer cars within the norm than orderable ones, and both fewer than all', async () => {
    const policy = await policyOf(jan);
    const all = (await searchFor(jan, policy, {})).Filters?.nTotaal ?? 0;
    const counts = policy.Aantallen;
    expect(counts?.nBinnenNorm).toBeGreaterThan(0);
    expect(counts?.nBinnenNorm).toBeLessThan(counts?.nBestelbaar ?? 0);
    expect(counts?.nBestelbaar).toBeLessThan(all);
  });

  it("gives a supervisor without a category of their own no norm, and no count it can't link", async () => {
    const policy = await policyOf(supervisor);
    expect(policy.Categorie).toBeNull();
    expect(policyLimits(policy)).toEqual([]);
  });

  it("states a container driver's budget, and each client's own rules", async () => {
    expect(await policyOf(amir)).toMatchObject({ nBudget: 900, cBrandstoflabelMax: 'B' });
    expect(await policyOf(eva)).toMatchObject({
      bAlleenPlugin: true,
      bAlleenZakelijk: true,
      Categorie: { nVasteEigenbijdrage: 25 },
      Inbegrepen: { bTankpas: true, bLaadpas: true },
    });
    expect((await policyOf(lotte)).cBrandstoflabelMax).toBe('C');
    expect((await policyOf(amir)).Inbegrepen).toEqual({
      bTankpas: false,
      bLaadpas: false,
      bVerzekering: true,
      bVervangendVervoer: false,
    });
  });

  it('names the scheme’s components in the language asked for, else the driver’s', async () => {
    const names = async (query: string) =>
      (await policyOf(jan, query)).MantelOpties.map((component) => component.cOmschrijving);
    expect(await names('?taalcode=de')).toContain('Ersatzfahrzeug');
    expect(await names('')).toContain('Vervangend vervoer');
    const refused = await callApi(server.url, '/api/GetRegeling?taalcode=xx', { token: jan });
    expect(refused.status).toBe(400);
  });

  it('answers only a session, and only GET', async () => {
    expect((await callApi(server.url, '/api/GetRegeling')).status).toBe(401);
    expect((await callApi(server.url, '/api/GetRegeling', { token: jan, body: {} })).status).toBe(
      405,
    );
  });
});

describe('the car policy’s rules decide what can be ordered', () => {
  it('plug-in only: every other car is listed but not orderable', async () => {
    const policy = await policyOf(eva);
    const { Modellen } = await searchFor(eva, policy, {
      cStructuur: 'type',
      nAantalPerPagina: 100,
      nLeaseMax: policy.Categorie?.nNormbedrag ?? 0,
    });
    const types = Modellen.flatMap((model) => model.Types);
    const plugIn = (fuel: string | null | undefined) => fuel?.startsWith('elektrisch') ?? false;
    expect(types.some((type) => !plugIn(type.cBrandstof))).toBe(true);
    for (const type of types)
      expect(type.bMagBestellen, type.cBrandstof ?? '').toBe(plugIn(type.cBrandstof));
  });

  it('a fuel label above the maximum: not orderable, and the configurator says why', async () => {
    const policy = await policyOf(lotte);
    const { Modellen } = await searchFor(lotte, policy, {
      cStructuur: 'type',
      nAantalPerPagina: 100,
      cBrandstof: ['benzine'],
    });
    const types = Modellen.flatMap((model) => model.Types);
    const worse = types.find((type) => (type.cBrandstoflabel ?? 'A') > 'C');
    const better = types.find((type) => (type.cBrandstoflabel ?? 'G') <= 'C' && type.bMagBestellen);
    expect(worse?.bMagBestellen).toBe(false);
    expect(better).toBeDefined();
    const { status, body } = await callApi(server.url, '/api/GetDetails', {
      token: lotte,
      body: {
        nTypeIDHist: worse?.nTypeIDHist,
        nCategorieID: policy.Categorie?.nCategorieID,
        nBelastingPercentage: policy.nBelastingPercentage,
        bAlleenZakelijk: false,
        nLooptijd: 48,
        nKilometrage: 30_000,
        Opties: [],
        EigenOpties: [],
        MantelOpties: [],
      },
    });
    expect(status).toBe(200);
    const detail = configuratorDetailSchema.parse(body);
    expect(detail.bMagBestellen).toBe(false);
    // Lotte reads English.
    expect(detail.cRedenNietBestellen).toBe(
      'Your car policy allows cars up to fuel label C: choose a more economical car.',
    );
  });
});
