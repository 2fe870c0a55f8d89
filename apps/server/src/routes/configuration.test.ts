import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  carSearchResultSchema,
  configuratorDetailSchema,
  DEFAULT_CAR_FILTER,
  openCalculationUrlSchema,
  optionsResponseSchema,
  orderQuestionsSchema,
  savedCarsSchema,
  serializeCarFilter,
  standardOptionsSchema,
  successResponseSchema,
  termsSchema,
  type DetailRequest,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let eva: string;
/** Jan's cheapest car as the search lists it. */
let cheap: { id: number; lease: number; category: number };

beforeAll(async () => {
  server = await startTestServer();
  [jan, eva] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'eva@polder.example'),
  ]);
  const { body } = await callApi(server.url, '/api/GetAutos', {
    token: jan,
    body: {
      ...serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
    },
  });
  const type = carSearchResultSchema.parse(body).Modellen[0]?.Types[0];
  const settings = await callApi(server.url, '/api/GetSettings', { token: jan });
  const category = (settings.body as { Categorien: { nCategorieID: number }[] }).Categorien[0];
  cheap = {
    id: type?.nTypeIDHist ?? 0,
    lease: type?.nLeaseprijs ?? 0,
    category: category?.nCategorieID ?? 0,
  };
});
afterAll(() => server.close());

const defaultTerm = (typeId: number) => {
  const row = server.db
    .prepare('SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? AND is_default = 1')
    .get(typeId);
  return { nLooptijd: Number(row?.term_months), nKilometrage: Number(row?.km_per_year) };
};

function detailRequest(change: Partial<DetailRequest> = {}): DetailRequest {
  return {
    nTypeIDHist: cheap.id,
    nCategorieID: cheap.category,
    nBelastingPercentage: 37.56,
    bAlleenZakelijk: false,
    ...defaultTerm(change.nTypeIDHist ?? cheap.id),
    Opties: [],
    EigenOpties: [],
    MantelOpties: [],
    ...change,
  };
}

async function details(change: Partial<DetailRequest> = {}, token = jan) {
  const { status, body } = await callApi(server.url, '/api/GetDetails', {
    token,
    body: detailRequest(change),
  });
  expect(status).toBe(200);
  return configuratorDetailSchema.parse(body);
}

const optionOf = (where: string) =>
  server.db
    .prepare(
      `SELECT id, price FROM options WHERE type_id = ? AND ${where} ORDER BY price DESC LIMIT 1`,
    )
    .get(cheap.id);

describe('POST /api/GetDetails', () => {
  it('prices the default configuration as the search does', async () => {
    const detail = await details();
    expect(detail.nLeaseprijs).toBe(cheap.lease);
    expect(detail.bMagBestellen).toBe(true);
    expect(detail.cRedenNietBestellen).toBeNull();
    expect(detail.UitlegPersoonlijkeKosten?.nFiscaleWaarde).toBeGreaterThan(0);
    // The same configuration keeps its calculation id.
    expect((await details()).nCalculatieID).toBe(detail.nCalculatieID);
  });

  it('answers a repeat from memory, never after the data it was priced from changed', async () => {
    // A type of its own, so no other test has priced this configuration yet.
    const change = { nLooptijd: 36, nKilometrage: 15000 };
    const first = await details(change);
    expect(await details(change)).toEqual(first);
    const { norm } = server.db
      .prepare('SELECT norm_budget AS norm FROM categories WHERE id = ?')
      .get(cheap.category) as { norm: number };
    try {
      // As with the sqlite3 shell: the category's norm budget drops to 100 below the price.
      server.db
        .prepare('UPDATE categories SET norm_budget = ? WHERE id = ?')
        .run(first.nLeaseprijs - 100, cheap.category);
      const lower = await details(change);
      expect(lower.nEigenbijdrage).toBe(100);
      expect(lower.nCalculatieID).toBe(first.nCalculatieID);
      // A calculation removed by hand is recorded again, under an id that exists.
      server.db.prepare('DELETE FROM calculations WHERE id = ?').run(lower.nCalculatieID);
      const again = await details(change);
      const row = server.db
        .prepare('SELECT id FROM calculations WHERE id = ?')
        .get(again.nCalculatieID);
      expect(row).toEqual({ id: again.nCalculatieID });
    } finally {
      server.db
        .prepare('UPDATE categories SET norm_budget = ? WHERE id = ?')
        .run(norm, cheap.category);
    }
  });

  it('charges more for more kilometres', async () => {
    const prices = [];
    for (const km of [10000, 20000, 30000, 40000]) {
      prices.push((await details({ nLooptijd: 48, nKilometrage: km })).nLeaseprijs);
    }
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? 0);
  });

  it('raises the price for factory options (also the fiscal value) and accessories (not it)', async () => {
    const base = await details();
    const option = optionOf('is_accessory = 0 AND cluster IS NULL AND price > 0');
    const withOption = await details({ Opties: [Number(option?.id)] });
    expect(withOption.nLeaseprijs).toBeGreaterThan(base.nLeaseprijs);
    expect(withOption.nOptiebedrag).toBe(base.nOptiebedrag + Number(option?.price));
    expect(withOption.UitlegPersoonlijkeKosten?.nFiscaleWaarde).toBe(
      (base.UitlegPersoonlijkeKosten?.nFiscaleWaarde ?? 0) + Number(option?.price),
    );
    const accessory = optionOf('is_accessory = 1');
    const withAccessory = await details({ Opties: [Number(accessory?.id)] });
    expect(withAccessory.nLeaseprijs).toBeGreaterThan(base.nLeaseprijs);
    expect(withAccessory.nAccessoirebedrag).toBe(Number(accessory?.price));
    expect(withAccessory.UitlegPersoonlijkeKosten?.nFiscaleWaarde).toBe(
      base.UitlegPersoonlijkeKosten?.nFiscaleWaarde,
    );
    const own = await details({
      EigenOpties: [
        {
          cOmschrijving: 'Fietsendrager',
          nPrijs: 600,
          bIsBestellingVraag: false,
          bVerplicht: false,
        },
      ],
    });
    expect(own.nLeaseprijs).toBeGreaterThan(base.nLeaseprijs);
  });

  it('refuses to let a car above the maximum own contribution be ordered, saying why', async () => {
    const { body } = await callApi(server.url, '/api/GetAutos', {
      token: jan,
      body: {
        ...serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
        cSortering: 'nLeaseprijs-desc',
      },
    });
    const dear = carSearchResultSchema.parse(body).Modellen[0]?.Types[0];
    expect(dear?.bMagBestellen).toBe(false);
    const detail = await details({ nTypeIDHist: dear?.nTypeIDHist ?? 0 });
    expect(detail.bMagBestellen).toBe(false);
    expect(detail.cRedenNietBestellen).toMatch(/eigen bijdrage.*€/i);
    expect(detail.nAfwijkingwaarde).toBeGreaterThan(0);
    // The contract's optional cTaal words the reason in that language instead of the driver's.
    const english = await details({ nTypeIDHist: dear?.nTypeIDHist ?? 0, cTaal: 'en' });
    expect(english.cRedenNietBestellen).toMatch(/^The own contribution is €/);
  });

  it.each([
    ['nLooptijd', { nLooptijd: 47 }, 400],
    ['nKilometrage', { nKilometrage: 12345 }, 400],
    ['Opties', { Opties: [999999999] }, 400],
    ['nCategorieID', { nCategorieID: 999999 }, 400],
    ['nBelastingPercentage', { nBelastingPercentage: 120 }, 400],
    ['nTypeIDHist', { nTypeIDHist: 999999999 }, 404],
  ])('refuses a bad %s', async (field, change, status) => {
    const answer = await callApi(server.url, '/api/GetDetails', {
      token: jan,
      body: { ...detailRequest(), ...change },
    });
    expect(answer.status).toBe(status);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
  });
});

describe('options, terms and questions', () => {
  it('GetOpties answers the groups with one paint chosen, and explains a forced option', async () => {
    const rule = server.db
      .prepare('SELECT option_id, forced_option_id, type_id FROM option_rules ORDER BY id LIMIT 1')
      .get();
    const typeId = Number(rule?.type_id);
    const { status, body } = await callApi(server.url, '/api/GetOpties', {
      token: jan,
      body: {
        nTypeIDHist: typeId,
        cGekozenOpties: String(rule?.option_id),
        cTaal: 'nl',
        nCategorieID: cheap.category,
        MantelOpties: [],
        bClusterPakket: false,
        bSkipFetchFrameworkOptionsComponents: false,
      },
    });
    expect(status).toBe(200);
    const options = optionsResponseSchema.parse(body);
    expect(options.Opties.length).toBeGreaterThan(3);
    const chosen = options.gekozenOptiesNieuw.map((o) => o.nOptieIDHist);
    expect(chosen).toContain(Number(rule?.option_id));
    expect(chosen).toContain(Number(rule?.forced_option_id));
    expect(options.gekozenOptiesNieuw.filter((o) => o.bLak)).toHaveLength(1);
    expect(options.cGekozenLak).toBeTruthy();
    expect(options.Popup?.cTekst).toBeTruthy();
    expect(options.MantelOpties.length).toBeGreaterThan(0);
    expect(options.EigenOpties.every((o) => o.bIsBestellingVraag)).toBe(true);
  });

  it('GetStandaardOpties, getBestellingVragen and GetLooptijdKilometrages answer the type', async () => {
    const standard = await callApi(server.url, '/api/GetStandaardOpties', {
      token: jan,
      body: { nTypeIDHist: cheap.id, cTaal: 'en' },
    });
    expect(
      standardOptionsSchema.parse(standard.body).AutoDiskStandaardOpties.length,
    ).toBeGreaterThan(0);
    const questions = await callApi(server.url, '/api/getBestellingVragen', {
      token: jan,
      body: { nTypeIDHist: cheap.id },
    });
    const asked = orderQuestionsSchema.parse(questions.body);
    expect(asked.length).toBeGreaterThan(0);
    // Asked in the page's language when it names one, whatever the driver's own.
    const inGerman = await callApi(server.url, '/api/getBestellingVragen', {
      token: jan,
      body: { nTypeIDHist: cheap.id, cTaal: 'de' },
    });
    const german = orderQuestionsSchema.parse(inGerman.body);
    expect(german.map((q) => q.nEigenOptieID)).toEqual(asked.map((q) => q.nEigenOptieID));
    expect(german.map((q) => q.cOmschrijving)).not.toEqual(asked.map((q) => q.cOmschrijving));
    const terms = await callApi(server.url, '/api/GetLooptijdKilometrages', {
      token: jan,
      body: { cSoort: 'OMR', ID: cheap.id },
    });
    const parsed = termsSchema.parse(terms.body);
    expect(parsed.Looptijden).toEqual([36, 48, 60]);
    expect(parsed.Kilometrages).toContain(parsed.nStandaardKilometrage);
  });
});

describe('calculations and saved configurations', () => {
  it('GetOpenCalculatie answers a same-origin link that works only as signed, and only for its owner', async () => {
    const { nCalculatieID } = await details();
    const { status, body } = await callApi(server.url, '/api/GetOpenCalculatie', {
      token: jan,
      body: { nCalculatieID },
    });
    expect(status).toBe(200);
    const url = openCalculationUrlSchema.parse(body);
    expect(url).toMatch(/^\/api\/Calculatie\//);
    const page = await fetch(`${server.url}${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Leaseprijs');
    // One character of the signature changed (to another one: a signature may start with "x").
    const tampered = url.replace(
      /sig=(.)/,
      (_, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`,
    );
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(404);
    // Signed with the session tokens' key itself: refused, the links have a key of their own.
    const exp = new URLSearchParams(url.split('?')[1]).get('exp') ?? '';
    const withTokenKey = createHmac('sha256', server.tokenSecret)
      .update(`calculatie:${nCalculatieID}:${exp}`)
      .digest('base64url');
    const tokenKeyUrl = `${url.split('?')[0] ?? ''}?exp=${exp}&sig=${withTokenKey}`;
    expect((await fetch(`${server.url}${tokenKeyUrl}`)).status).toBe(404);
    const stranger = await callApi(server.url, '/api/GetOpenCalculatie', {
      token: eva,
      body: { nCalculatieID },
    });
    expect(stranger.status).toBe(404);
  });

  it.each([
    ['de', 'de', ['Kalkulation', 'Leasingpreis pro Monat', 'Monate', 'Berechnet am']],
    ['fr', 'fr', ['Calcul', 'Prix de leasing par mois', 'mois', 'Calculé le']],
    ['en', 'en', ['Calculation', 'Lease price per month', 'months', 'Calculated on']],
    [undefined, 'nl', ['Calculatie', 'Leaseprijs per maand', 'maanden', 'Berekend op']],
  ] as const)(
    'the calculation document asked for in %s reads in that language',
    async (cTaal, lang, words) => {
      const { nCalculatieID } = await details();
      const { body } = await callApi(server.url, '/api/GetOpenCalculatie', {
        token: jan,
        body: cTaal ? { nCalculatieID, cTaal } : { nCalculatieID },
      });
      const page = await (
        await fetch(`${server.url}${openCalculationUrlSchema.parse(body)}`)
      ).text();
      expect(page).toContain(`<html lang="${lang}">`);
      for (const word of words) expect(page).toContain(word);
      // Amounts as the portal shows them in every language (decisions.md §3).
      expect(page).toMatch(/€\u00a0[\d.]+(,-|,\d\d)/);
    },
  );

  it('a calculation document in a language the portal does not speak is refused', async () => {
    const { nCalculatieID } = await details();
    const { status } = await callApi(server.url, '/api/GetOpenCalculatie', {
      token: jan,
      body: { nCalculatieID, cTaal: 'es' },
    });
    expect(status).toBe(400);
  });

  it('saves, lists and deletes a configuration, per driver', async () => {
    const saved = await callApi(server.url, '/api/saveConfiguratie', {
      token: jan,
      body: { ...detailRequest(), nCalculatieID: null },
    });
    expect(saved.status).toBe(200);
    const { ID } = saved.body as { ID: number };
    const list = savedCarsSchema.parse(
      (await callApi(server.url, '/api/GetOpgeslagenAutos', { token: jan })).body,
    );
    expect(list.map((car) => car.ID)).toContain(ID);
    expect(list[0]?.Auto.nTypeIDHist).toBe(cheap.id);
    const one = await callApi(server.url, `/api/GetOpgeslagenAutos?nOpgeslagenAutoID=${ID}`, {
      token: jan,
    });
    expect(savedCarsSchema.parse(one.body)).toHaveLength(1);

    // Another driver neither sees nor deletes it.
    const theirs = await callApi(server.url, `/api/GetOpgeslagenAutos?nOpgeslagenAutoID=${ID}`, {
      token: eva,
    });
    expect(theirs.status).toBe(404);
    expect(
      savedCarsSchema.parse(
        (await callApi(server.url, '/api/GetOpgeslagenAutos', { token: eva })).body,
      ),
    ).toEqual([]);
    const steal = await callApi(server.url, `/api/DeleteConfiguratie/${ID}`, {
      token: eva,
      method: 'DELETE',
    });
    expect(steal.status).toBe(404);

    const removed = await callApi(server.url, `/api/DeleteConfiguratie/${ID}`, {
      token: jan,
      method: 'DELETE',
    });
    expect(successResponseSchema.parse(removed.body)).toEqual({ bSuccess: true });
    const again = await callApi(server.url, `/api/DeleteConfiguratie/${ID}`, {
      token: jan,
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    const bad = await callApi(server.url, '/api/DeleteConfiguratie/abc', {
      token: jan,
      method: 'DELETE',
    });
    expect(bad.status).toBe(400);
  });
});
