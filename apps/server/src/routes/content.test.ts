import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  contactDetailsSchema,
  contactMailResultSchema,
  dealersSchema,
  driverProfileSchema,
  faqSchema,
  mobilityProductsSchema,
  newsSchema,
  productType,
} from '@lease/api/contract';
import { CONTACT_MAIL_LIMITS } from '../db/content.ts';
import { callApi, loginAs, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
let supervisor: string;
let amir: string;
let lotte: string;
let sanneBeforeChoice: string;
beforeAll(async () => {
  server = await startTestServer();
  [jan, supervisor, amir, lotte, sanneBeforeChoice] = await Promise.all([
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'beheer@horizon.example'),
    sessionOf(server.url, 'amir@stadmobiel.example'),
    sessionOf(server.url, 'lotte@zonnig.example'),
    loginAs(server.url, 'sanne@horizon.example'),
  ]);
});
afterAll(() => server.close());

async function ok(path: string, token: string) {
  const { status, body } = await callApi(server.url, path, { token });
  expect(status).toBe(200);
  return body;
}

describe('GET /api/GetContactgegevens', () => {
  it('answers the caller’s client’s lease desk, in the driver’s language or the asked one', async () => {
    expect(contactDetailsSchema.parse(await ok('/api/GetContactgegevens', jan))).toMatchObject({
      cNaam: 'Leasedesk Horizon Mobility',
      cPlaats: 'Utrecht',
      cOpeningstijden: 'Maandag t/m vrijdag 8.30–17.00 uur',
    });
    expect(contactDetailsSchema.parse(await ok('/api/GetContactgegevens', lotte))).toMatchObject({
      cNaam: 'Zonnig Zorg lease desk',
      cPlaats: 'Maastricht',
    });
    const french = contactDetailsSchema.parse(await ok('/api/GetContactgegevens?taalcode=fr', jan));
    expect(french.cNaam).toBe('Service leasing Horizon Mobility');
  });
});

describe('GET /api/GetBerijderDetails', () => {
  it('answers the chosen driver’s profile', async () => {
    expect(driverProfileSchema.parse(await ok('/api/GetBerijderDetails', jan))).toEqual({
      nBerijderID: 501,
      cBerijdernaam: 'Jan de Vries',
      cEmail: 'jan@horizon.example',
      cPersoneelsnummer: 'HM-004217',
      nCategorieID: 2,
      cTaal: 'nl',
    });
  });

  it('gives the supervisor an empty driver name', async () => {
    const profile = driverProfileSchema.parse(await ok('/api/GetBerijderDetails', supervisor));
    expect(profile.cBerijdernaam).toBe('');
    expect(profile.nCategorieID).toBeNull();
  });

  it('before a choice: refused (403), but the choices themselves are there', async () => {
    const profile = await callApi(server.url, '/api/GetBerijderDetails', {
      token: sanneBeforeChoice,
    });
    expect(profile.status).toBe(403);
    const choices = await callApi(server.url, '/api/getArrangementChoices', {
      token: sanneBeforeChoice,
    });
    expect(choices.status).toBe(200);
  });
});

describe('GET /api/GetFAQ', () => {
  it('answers the client’s questions in order, in the driver’s language', async () => {
    const faq = faqSchema.parse(await ok('/api/GetFAQ', jan));
    expect(faq.map((item) => item.nVolgorde)).toEqual([1, 2, 3, 4]);
    expect(faq[2]?.cAntwoord).toContain('Horizon Mobility');
    expect(faqSchema.parse(await ok('/api/GetFAQ', lotte))[0]?.cVraag).toBe(
      'Why do I pay an own contribution?',
    );
    expect(faqSchema.parse(await ok('/api/GetFAQ?taalcode=de', jan))[0]?.cVraag).toBe(
      'Warum zahle ich einen Eigenanteil?',
    );
  });

  it('answers 400 naming taalcode for an unknown language', async () => {
    const answer = await callApi(server.url, '/api/GetFAQ?taalcode=xx', { token: jan });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe('taalcode');
  });
});

describe('GET /api/GetNieuwsberichten', () => {
  const modelWithNews = () =>
    Number(
      server.db.prepare('SELECT model_id FROM news WHERE model_id IS NOT NULL LIMIT 1').get()
        ?.model_id,
    );
  const modelWithoutNews = () =>
    Number(
      server.db
        .prepare(
          `SELECT id FROM models WHERE kind = 'car'
           AND id NOT IN (SELECT model_id FROM news WHERE model_id IS NOT NULL) LIMIT 1`,
        )
        .get()?.id,
    );

  it('answers general news (the client’s and everyone’s), newest first, without AutoNieuws', async () => {
    const news = newsSchema.parse(await ok('/api/GetNieuwsberichten?taalcode=en', jan));
    expect(news.AutoNieuws).toEqual([]);
    expect(news.Nieuwsberichten.map((n) => n.cTitel)).toEqual([
      'Welcome to the Horizon Mobility lease portal',
      'Charging card: new rates',
      'New taxable benefit rates for 2026',
    ]);
  });

  it('answers AutoNieuws for a model that has news, and none for one that has not', async () => {
    const model = modelWithNews();
    const news = newsSchema.parse(
      await ok(`/api/GetNieuwsberichten?taalcode=nl&nModelID=${model}`, jan),
    );
    expect(news.AutoNieuws.length).toBeGreaterThan(0);
    for (const item of news.AutoNieuws) expect(item.nModelID).toBe(model);
    const none = newsSchema.parse(
      await ok(`/api/GetNieuwsberichten?taalcode=nl&nModelID=${modelWithoutNews()}`, jan),
    );
    expect(none.AutoNieuws).toEqual([]);
  });

  it.each([
    ['taalcode', ''],
    ['taalcode', '?taalcode=NL'],
    ['nModelID', '?taalcode=nl&nModelID=abc'],
  ])('answers 400 naming %s', async (field, query) => {
    const answer = await callApi(server.url, `/api/GetNieuwsberichten${query}`, { token: jan });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
  });
});

describe('POST /api/ContactMail', () => {
  it('stores the message for the caller’s client and driver and answers true', async () => {
    const { status, body } = await callApi(server.url, '/api/ContactMail', {
      token: jan,
      body: {
        cOnderwerp: 'Levertijd',
        cBericht: 'Wanneer wordt mijn auto geleverd?',
        nTypeIDHist: 5,
      },
    });
    expect(status).toBe(200);
    expect(contactMailResultSchema.parse(body)).toBe(true);
    const row = server.db
      .prepare('SELECT client_code, driver_id, subject, type_id FROM contact_messages')
      .get();
    expect({ ...row }).toEqual({
      client_code: 'horizon',
      driver_id: 501,
      subject: 'Levertijd',
      type_id: 5,
    });
  });

  const [perHour, perDay] = CONTACT_MAIL_LIMITS;
  const sendAs = (token: string) =>
    callApi(server.url, '/api/ContactMail', {
      token,
      body: { cOnderwerp: 'Vraag', cBericht: 'Nog een vraag.' },
    });
  const storedOf = (username: string) =>
    Number(
      server.db
        .prepare(
          `SELECT count(*) AS n FROM contact_messages
           WHERE user_id = (SELECT id FROM users WHERE username = ?)`,
        )
        .get(username)?.n,
    );

  it(`answers 429 past ${perHour.max} messages an hour, storing none of them`, async () => {
    for (let i = 0; i < perHour.max; i += 1) expect((await sendAs(lotte)).body).toBe(true);
    const refused = await sendAs(lotte);
    expect(refused.status).toBe(429);
    expect(apiErrorBodySchema.parse(refused.body).cOpmerking).toMatch(/most messages/);
    // The first of the hour's messages leaves the window in just under an hour.
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(storedOf('lotte@zonnig.example')).toBe(perHour.max);
  });

  it(`answers 429 past ${perDay.max} messages a day, however spread out`, async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    const earlier = server.db.prepare(
      `INSERT INTO contact_messages (client_code, user_id, subject, message, created_at)
       VALUES ('horizon', (SELECT id FROM users WHERE username = ?), 'Vraag', 'x', ?)`,
    );
    for (let i = 0; i < perDay.max; i += 1) earlier.run('beheer@horizon.example', twoHoursAgo);
    const refused = await sendAs(supervisor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(21 * 60 * 60);
  });

  it.each([
    ['cOnderwerp', { cBericht: 'x' }],
    ['cBericht', { cOnderwerp: 'x', cBericht: '   ' }],
    ['cBericht', { cOnderwerp: 'x', cBericht: 'x'.repeat(5001) }],
    ['cEmail', { cOnderwerp: 'x', cBericht: 'y', cEmail: 'not-an-address' }],
  ])('answers 400 naming %s', async (field, body) => {
    const answer = await callApi(server.url, '/api/ContactMail', { token: jan, body });
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe(field);
  });
});

describe('GET /api/getMobilityProducts', () => {
  it('answers car, bike and mobility card for the container client', async () => {
    const products = mobilityProductsSchema.parse(await ok('/api/getMobilityProducts', amir));
    expect(products.map((p) => productType(p.DataObject))).toEqual(['car', 'bike', 'card']);
    expect(products.map((p) => p.Arrangement?.nBudget ?? null)).toEqual([900, 100, null]);
  });

  it('answers an empty list for a client without a container', async () => {
    expect(mobilityProductsSchema.parse(await ok('/api/getMobilityProducts', jan))).toEqual([]);
  });

  it('takes the contract’s optional taalcode, and refuses an unknown one by name', async () => {
    const dutch = mobilityProductsSchema.parse(
      await ok('/api/getMobilityProducts?taalcode=nl', amir),
    );
    const english = mobilityProductsSchema.parse(
      await ok('/api/getMobilityProducts?taalcode=en', amir),
    );
    expect(english.map((p) => p.Id)).toEqual(dutch.map((p) => p.Id));
    const bad = await callApi(server.url, '/api/getMobilityProducts?taalcode=xx', { token: amir });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(bad.body).cVeld).toBe('taalcode');
  });
});

describe('GET /api/GetDealers', () => {
  const brandWithDealers = () =>
    Number(
      server.db.prepare('SELECT brand_id FROM dealers ORDER BY brand_id LIMIT 1').get()?.brand_id,
    );

  it('answers the dealers of the brand', async () => {
    const brand = brandWithDealers();
    const dealers = dealersSchema.parse(await ok(`/api/GetDealers?nMerkID=${brand}`, jan));
    expect(dealers.length).toBeGreaterThanOrEqual(2);
    for (const dealer of dealers) expect(dealer.nMerkID).toBe(brand);
    expect(dealersSchema.parse(await ok('/api/GetDealers?nMerkID=999999', jan))).toEqual([]);
  });

  it('answers 404 for another client’s mobility product, 400 naming nMerkID', async () => {
    const brand = brandWithDealers();
    const foreign = await callApi(
      server.url,
      `/api/GetDealers?nMerkID=${brand}&MobilityProductId=1`,
      {
        token: jan,
      },
    );
    expect(foreign.status).toBe(404);
    const own = await callApi(server.url, `/api/GetDealers?nMerkID=${brand}&MobilityProductId=1`, {
      token: amir,
    });
    expect(own.status).toBe(200);
    for (const query of ['', '?nMerkID=', '?nMerkID=-2', '?nMerkID=VW']) {
      const answer = await callApi(server.url, `/api/GetDealers${query}`, { token: jan });
      expect(answer.status).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body).cVeld).toBe('nMerkID');
    }
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/GetContactgegevens', undefined],
    ['GET', '/api/GetBerijderDetails', undefined],
    ['GET', '/api/GetFAQ', undefined],
    ['GET', '/api/GetNieuwsberichten?taalcode=nl', undefined],
    ['POST', '/api/ContactMail', { cOnderwerp: 'x', cBericht: 'y' }],
    ['GET', '/api/getMobilityProducts', undefined],
    ['GET', '/api/GetDealers?nMerkID=1', undefined],
  ])('%s %s answers 401', async (method, path, body) => {
    expect((await callApi(server.url, path, { method, body })).status).toBe(401);
  });
});
