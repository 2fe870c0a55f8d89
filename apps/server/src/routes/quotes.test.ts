import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  configuratorDetailSchema,
  createQuoteResultSchema,
  optionsResponseSchema,
  quoteSchema,
  quoteSummaryListSchema,
  type ConfiguratorDetail,
  type DetailRequest,
  type Quote,
} from '@lease/api/contract';
import { EXPIRED_QUOTE_AGE_DAYS } from '../seed/seedExpiredQuote.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { detailRequestAt } from '../testing/detailRequestAt.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
/** The quotes' clock (`AppDeps.now`): a test moves it to read a quote days later. */
let clock = Date.now();
let lotte: string;
let jan: string;
let supervisor: string;
/** Lotte's category (zonnig). */
const LOTTE_CATEGORY = 8;
/** A car with an extra option whose English and Dutch names differ. */
let car: { typeId: number; optionId: number; nl: string; en: string; de: string; price: number };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  [lotte, jan, supervisor] = await Promise.all([
    sessionOf(server.url, 'lotte@zonnig.example'),
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'beheer@horizon.example'),
  ]);
  // An option no rule ties to another, so what is chosen is what was asked for plus defaults.
  const row = server.db
    .prepare(
      `SELECT o.id, o.type_id, o.name_nl, o.name_en, o.name_de, o.price
         FROM options o JOIN types t ON t.id = o.type_id
        WHERE t.kind = 'car' AND t.fuel = 'elektrisch' AND o.is_default = 0 AND o.is_paint = 0
          AND o.cluster IS NULL AND o.name_nl <> o.name_en
          AND o.id NOT IN (SELECT option_id FROM option_rules)
          AND o.id NOT IN (SELECT forced_option_id FROM option_rules)
        ORDER BY o.id LIMIT 1`,
    )
    .get();
  car = {
    typeId: Number(row?.type_id),
    optionId: Number(row?.id),
    nl: String(row?.name_nl),
    en: String(row?.name_en),
    de: String(row?.name_de),
    price: Number(row?.price),
  };
});
afterAll(() => server.close());

/** Lotte's configuration of the car, with the option and an own option. */
function lotteRequest(change: Partial<DetailRequest> = {}): DetailRequest {
  return detailRequestAt(server.db, car.typeId, LOTTE_CATEGORY, {
    Opties: [car.optionId],
    EigenOpties: [
      {
        nEigenOptieID: null,
        cOmschrijving: 'Roof bars',
        nPrijs: 245,
        bIsBestellingVraag: false,
        bVerplicht: false,
        cAntwoord: null,
        cType: null,
      },
    ],
    ...change,
  });
}

/**
 * The n-th term and mileage the car is offered at: each test quotes its own configuration, so
 * none meets another's quote.
 */
function term(n: number): Pick<DetailRequest, 'nLooptijd' | 'nKilometrage'> {
  const row = server.db
    .prepare(
      `SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? AND is_default = 0
        ORDER BY term_months, km_per_year LIMIT 1 OFFSET ?`,
    )
    .get(car.typeId, n);
  if (!row) throw new Error(`The car has no term number ${n}`);
  return { nLooptijd: Number(row.term_months), nKilometrage: Number(row.km_per_year) };
}

/** `GetDetails`, as the configurator asks it: a calculation with its id. */
async function calculate(token: string, request: DetailRequest): Promise<ConfiguratorDetail> {
  const { status, body } = await callApi(server.url, '/api/GetDetails', { token, body: request });
  expect(status).toBe(200);
  return configuratorDetailSchema.parse(body);
}

async function makeQuote(token: string, body: object): Promise<number> {
  const { status, body: answer } = await callApi(server.url, '/api/SetOfferte', { token, body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return createQuoteResultSchema.parse(answer).nOfferteID;
}

async function readQuote(token: string, id: number, taalcode?: string): Promise<Quote> {
  const query = `nOfferteID=${id}${taalcode ? `&taalcode=${taalcode}` : ''}`;
  const { status, body } = await callApi(server.url, `/api/GetOfferte?${query}`, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return quoteSchema.parse(body);
}

async function listQuotes(token: string) {
  const { status, body } = await callApi(server.url, '/api/GetOffertes', { token });
  expect(status).toBe(200);
  return quoteSummaryListSchema.parse(body);
}

async function errorOf(path: string, options: Parameters<typeof callApi>[2]) {
  const { status, body } = await callApi(server.url, path, options);
  return { status, ...apiErrorBodySchema.parse(body) };
}

describe('POST /api/SetOfferte and GET /api/GetOfferte', () => {
  it('quote a fresh calculation with its figures, car, options and scheme', async () => {
    clock = Date.now();
    const request = lotteRequest();
    const detail = await calculate(lotte, request);
    const id = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
    const quote = await readQuote(lotte, id);

    expect(quote.Details).toEqual(detail);
    expect(quote.Aanvraag).toEqual(request);
    expect(quote.cOffertenummer).toBe(
      `OF-${quote.dAangemaakt.slice(0, 4)}-${String(id).padStart(6, '0')}`,
    );
    expect(quote.dAangemaakt).toBe(new Date(clock).toISOString());
    expect(quote.bVerlopen).toBe(false);
    const type = server.db
      .prepare(
        `SELECT t.name, t.model_id, m.name AS model, b.name AS brand
           FROM types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id
          WHERE t.id = ?`,
      )
      .get(car.typeId);
    expect(quote.Voertuig).toEqual({
      nTypeIDHist: car.typeId,
      nModelID: Number(type?.model_id),
      cMerk: String(type?.brand),
      cModel: String(type?.model),
      cType: String(type?.name),
      cAfbeeldingURL: `/api/GetAfbeelding?nTypeIDHist=${car.typeId}`,
    });
    expect(quote.EigenOpties).toEqual([{ cOmschrijving: 'Roof bars', nPrijs: 245 }]);
    // Lotte reads English: her language is the quote's when SetOfferte names none.
    expect(quote.Opties).toContainEqual({
      nOptieIDHist: car.optionId,
      cOmschrijving: car.en,
      nPrijs: car.price,
    });
    expect(quote.cMantelnaam).toBe('Zonnig Zorg Leaseregeling');
    expect(quote.MantelOpties.length).toBeGreaterThan(0);
  });

  it('list the options as the configurator chose them, named in the language asked', async () => {
    const request = lotteRequest();
    const detail = await calculate(lotte, request);
    const id = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
    const options = async (cTaal: 'nl' | 'en') => {
      const { body } = await callApi(server.url, '/api/GetOpties', {
        token: lotte,
        body: {
          nTypeIDHist: car.typeId,
          cGekozenOpties: String(car.optionId),
          cTaal,
          nCategorieID: LOTTE_CATEGORY,
          MantelOpties: [],
          bClusterPakket: true,
          bSkipFetchFrameworkOptionsComponents: false,
        },
      });
      const answer = optionsResponseSchema.parse(body);
      return {
        chosen: answer.gekozenOptiesNieuw.map((o) => ({
          nOptieIDHist: o.nOptieIDHist,
          cOmschrijving: o.cOmschrijving,
          nPrijs: o.nPrijs,
        })),
        components: answer.MantelOpties.filter((c) => c.bChecked).map((c) => c.cOmschrijving),
      };
    };
    type Identified = { nOptieIDHist?: number | null | undefined };
    const byId = (a: Identified, b: Identified) => Number(a.nOptieIDHist) - Number(b.nOptieIDHist);

    const dutch = await readQuote(lotte, id, 'nl');
    const english = await readQuote(lotte, id, 'en');
    const inDutch = await options('nl');
    const inEnglish = await options('en');
    expect([...dutch.Opties].sort(byId)).toEqual([...inDutch.chosen].sort(byId));
    expect([...english.Opties].sort(byId)).toEqual([...inEnglish.chosen].sort(byId));
    expect(dutch.Opties.find((o) => o.nOptieIDHist === car.optionId)?.cOmschrijving).toBe(car.nl);
    expect(car.nl).not.toBe(car.en);
    expect(dutch.MantelOpties.map((c) => c.cOmschrijving)).toEqual(inDutch.components);
    expect(english.MantelOpties.map((c) => c.cOmschrijving)).toEqual(inEnglish.components);
    // Only the words change with the language: the figures are the quote's own.
    expect(dutch.Details).toEqual(english.Details);
  });

  it('write the quote in the language SetOfferte names', async () => {
    const detail = await calculate(lotte, lotteRequest(term(0)));
    const id = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID, cTaal: 'de' });
    const quote = await readQuote(lotte, id);
    expect(quote.Opties.find((o) => o.nOptieIDHist === car.optionId)?.cOmschrijving).toBe(car.de);
  });

  it('make one quote of the same calculation asked twice, or twice at once', async () => {
    const detail = await calculate(lotte, lotteRequest(term(1)));
    const body = { nCalculatieID: detail.nCalculatieID };
    const first = await makeQuote(lotte, body);
    expect(await makeQuote(lotte, body)).toBe(first);
    // Another language asks for the same quote: the language is a way of reading it.
    expect(await makeQuote(lotte, { ...body, cTaal: 'nl' })).toBe(first);

    const other = await calculate(lotte, lotteRequest(term(2)));
    const [a, b] = await Promise.all([
      makeQuote(lotte, { nCalculatieID: other.nCalculatieID }),
      makeQuote(lotte, { nCalculatieID: other.nCalculatieID }),
    ]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    const rows = server.db
      .prepare('SELECT count(*) AS n FROM quotes WHERE calculation_id IN (?, ?)')
      .get(detail.nCalculatieID, other.nCalculatieID);
    expect(rows?.n).toBe(2);
  });

  it('make a new quote when the calculation’s figures have changed', async () => {
    const request = lotteRequest(term(3));
    const detail = await calculate(lotte, request);
    const first = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
    const norm = server.db.prepare('SELECT norm_budget FROM categories WHERE id = ?');
    const before = Number(norm.get(LOTTE_CATEGORY)?.norm_budget);
    server.db
      .prepare('UPDATE categories SET norm_budget = ? WHERE id = ?')
      .run(before - 100, LOTTE_CATEGORY);
    try {
      const second = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
      expect(second).not.toBe(first);
      const [old, current] = [await readQuote(lotte, first), await readQuote(lotte, second)];
      // The quote is priced again when made, so it holds today's figures: another own part.
      expect(current.Details.nCalculatieID).toBe(detail.nCalculatieID);
      expect(current.Details.nAfwijkingwaarde).toBeCloseTo(old.Details.nAfwijkingwaarde + 100, 2);
      // The calculation got the same figures, as GetDetails would have given it.
      expect(await calculate(lotte, request)).toEqual(current.Details);
    } finally {
      server.db
        .prepare('UPDATE categories SET norm_budget = ? WHERE id = ?')
        .run(before, LOTTE_CATEGORY);
    }
  });

  it('refuse to quote a calculation that can no longer be priced, and make no quote', async () => {
    const detail = await calculate(lotte, lotteRequest(term(7)));
    const count = () => server.db.prepare('SELECT count(*) AS n FROM quotes').get()?.n;
    const before = count();
    // Lotte moves to category 9: the calculation's category 8 is no longer hers.
    const category = server.db.prepare('UPDATE drivers SET category_id = ? WHERE id = 531');
    category.run(9);
    try {
      const refused = await errorOf('/api/SetOfferte', {
        token: lotte,
        body: { nCalculatieID: detail.nCalculatieID },
      });
      expect(refused).toMatchObject({ status: 409, cVeld: 'nCalculatieID' });
      expect(refused.cOpmerking).toMatch(/can no longer be priced.*category 8/);
      expect(count()).toBe(before);
    } finally {
      category.run(LOTTE_CATEGORY);
    }
  });

  it('keep every quote to its own driver: another driver’s is not found', async () => {
    const detail = await calculate(jan, detailRequestAt(server.db, car.typeId, 2));
    const id = await makeQuote(jan, { nCalculatieID: detail.nCalculatieID });
    // The supervisor of the same client, and a driver of another client.
    for (const token of [supervisor, lotte]) {
      expect(await errorOf(`/api/GetOfferte?nOfferteID=${id}`, { token })).toMatchObject({
        status: 404,
        cOpmerking: `nOfferteID: there is no quote ${id}.`,
        cVeld: 'nOfferteID',
      });
      expect(
        await errorOf('/api/SetOfferte', { token, body: { nCalculatieID: detail.nCalculatieID } }),
      ).toMatchObject({
        status: 404,
        cOpmerking: `nCalculatieID: there is no calculation ${detail.nCalculatieID}.`,
        cVeld: 'nCalculatieID',
      });
      expect((await listQuotes(token)).map((quote) => quote.nOfferteID)).not.toContain(id);
    }
  });

  it('refuse missing and invalid ids with a message naming the field', async () => {
    const token = lotte;
    expect(await errorOf('/api/GetOfferte', { token })).toMatchObject({
      status: 400,
      cOpmerking: 'nOfferteID is required.',
      cVeld: 'nOfferteID',
    });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      expect(await errorOf(`/api/GetOfferte?nOfferteID=${bad}`, { token })).toMatchObject({
        status: 400,
        cVeld: 'nOfferteID',
      });
    }
    expect(await errorOf('/api/GetOfferte?nOfferteID=999999', { token })).toMatchObject({
      status: 404,
      cOpmerking: 'nOfferteID: there is no quote 999999.',
    });
    expect(await errorOf('/api/GetOfferte?nOfferteID=1&taalcode=es', { token })).toMatchObject({
      status: 400,
      cVeld: 'taalcode',
    });
    expect(await errorOf('/api/SetOfferte', { token, body: {} })).toMatchObject({
      status: 400,
      cOpmerking: 'nCalculatieID is required.',
      cVeld: 'nCalculatieID',
    });
    expect(
      await errorOf('/api/SetOfferte', { token, body: { nCalculatieID: 'twelve' } }),
    ).toMatchObject({ status: 400, cVeld: 'nCalculatieID' });
    expect(
      await errorOf('/api/SetOfferte', { token, body: { nCalculatieID: 999999 } }),
    ).toMatchObject({
      status: 404,
      cOpmerking: 'nCalculatieID: there is no calculation 999999.',
    });
    expect((await errorOf('/api/GetOffertes', {})).status).toBe(401);
    expect((await errorOf('/api/SetOfferte', { token, method: 'GET' })).status).toBe(405);
  });
});

describe('how long a quote holds', () => {
  // 11:00 UTC is noon in Amsterdam; the clocks go forward on 29 March, in between.
  const MADE = Date.parse('2026-03-01T11:00:00Z');

  it('hold 30 days counting the day it was made, on Amsterdam’s calendar', async () => {
    clock = MADE;
    const detail = await calculate(lotte, lotteRequest(term(4)));
    const id = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
    const listed = async () => (await listQuotes(lotte)).find((quote) => quote.nOfferteID === id);
    const made = await readQuote(lotte, id);
    expect(made).toMatchObject({
      cOffertenummer: `OF-2026-${String(id).padStart(6, '0')}`,
      dAangemaakt: '2026-03-01T11:00:00.000Z',
      dGeldigTot: '2026-03-30',
      bVerlopen: false,
    });

    // Day 30, the last minute of 30 March in Amsterdam (summer time, UTC+2): it holds.
    clock = Date.parse('2026-03-30T21:59:59Z');
    expect((await readQuote(lotte, id)).bVerlopen).toBe(false);
    expect((await listed())?.bVerlopen).toBe(false);
    // Day 31 begins at midnight in Amsterdam, 22:00 UTC: it has expired.
    clock = Date.parse('2026-03-30T22:00:00Z');
    expect((await readQuote(lotte, id)).bVerlopen).toBe(true);
    expect((await listed())?.bVerlopen).toBe(true);
    clock = MADE + 31 * DAY_MS;
    const expired = await readQuote(lotte, id);
    expect(expired.bVerlopen).toBe(true);
    // Only whether it holds changes: the quote itself is as it was made.
    expect({ ...expired, bVerlopen: false }).toEqual(made);

    // Asked again once expired, the same calculation is a new quote; the old one stays readable.
    const renewed = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
    expect(renewed).not.toBe(id);
    expect(await readQuote(lotte, renewed)).toMatchObject({
      dGeldigTot: '2026-04-30',
      bVerlopen: false,
    });
    expect((await readQuote(lotte, id)).bVerlopen).toBe(true);
    expect(await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID })).toBe(renewed);
  });

  it('hold as many days as the client sets, 1 to 365', async () => {
    const days = server.db.prepare(
      "UPDATE client_settings SET quote_valid_days = ? WHERE client_code = 'zonnig'",
    );
    expect(() => days.run(0)).toThrow(/CHECK/);
    expect(() => days.run(366)).toThrow(/CHECK/);
    days.run(1);
    try {
      clock = MADE;
      const detail = await calculate(lotte, lotteRequest(term(5)));
      const id = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
      expect(await readQuote(lotte, id)).toMatchObject({
        dGeldigTot: '2026-03-01',
        bVerlopen: false,
      });
      clock = Date.parse('2026-03-01T23:00:00Z');
      expect((await readQuote(lotte, id)).bVerlopen).toBe(true);
    } finally {
      days.run(30);
      clock = Date.now();
    }
  });
});

describe('GET /api/GetOffertes', () => {
  it('list the driver’s quotes newest first, with the car and the figures', async () => {
    clock = Date.now();
    const detail = await calculate(lotte, lotteRequest(term(6)));
    const id = await makeQuote(lotte, { nCalculatieID: detail.nCalculatieID });
    const list = await listQuotes(lotte);
    expect(list[0]?.nOfferteID).toBe(id);
    const created = list.map((quote) => quote.dAangemaakt);
    expect(created).toEqual([...created].sort().reverse());
    const quote = await readQuote(lotte, id);
    expect(list[0]).toEqual({
      nOfferteID: id,
      cOffertenummer: quote.cOffertenummer,
      dAangemaakt: quote.dAangemaakt,
      dGeldigTot: quote.dGeldigTot,
      bVerlopen: false,
      cVoertuig: `${quote.Voertuig.cMerk} ${quote.Voertuig.cModel} ${quote.Voertuig.cType}`,
      nLeaseprijs: detail.nLeaseprijs,
      nEigenbijdrage: detail.nEigenbijdrage,
    });
  });

  it('show Jan’s seeded quote, made 45 days before the seed and expired', async () => {
    clock = Date.now();
    const [seeded, ...others] = (await listQuotes(jan)).filter((quote) => quote.bVerlopen);
    expect(others).toEqual([]);
    expect(seeded).toBeDefined();
    const quote = await readQuote(jan, seeded?.nOfferteID ?? 0);
    const age = (clock - Date.parse(quote.dAangemaakt)) / DAY_MS;
    // The template database may have been seeded earlier today.
    expect(age).toBeGreaterThanOrEqual(EXPIRED_QUOTE_AGE_DAYS);
    expect(age).toBeLessThan(EXPIRED_QUOTE_AGE_DAYS + 1);
    expect(quote).toMatchObject({
      bVerlopen: true,
      cMantelnaam: 'Horizon Leaseregeling 2026',
      EigenOpties: [{ cOmschrijving: 'Dakdragers', nPrijs: 245 }],
    });
    // Priced as Jan's calculation: GetDetails of the same request gives the same figures.
    expect(await calculate(jan, quote.Aanvraag)).toEqual(quote.Details);
    expect(quote.Details.bMagBestellen).toBe(true);
    expect(quote.Opties.length).toBeGreaterThan(0);
  });
});
