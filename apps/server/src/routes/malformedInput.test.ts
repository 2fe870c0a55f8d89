import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, DEFAULT_CAR_FILTER, serializeCarFilter } from '@lease/api/contract';
import { loginAs, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

// A batch of malformed requests over real HTTP against one server: every
// answer is a 4xx with the error JSON, never a 500 or a hang, and the server keeps serving.

let server: TestServer;
/** Tokens by kind: the login token (for GetKeuzeToken) and a driver's choice token. */
const tokens: { login?: string; driver?: string } = {};

beforeAll(async () => {
  server = await startTestServer();
  tokens.login = await loginAs(server.url, 'jan@horizon.example');
  tokens.driver = await sessionOf(server.url, 'jan@horizon.example');
});
afterAll(() => server.close());

const KB_100 = 'x'.repeat(100 * 1024);
const MB_2 = 'x'.repeat(2 * 1024 * 1024);

interface Call {
  path: string;
  token?: keyof typeof tokens;
  headers?: Record<string, string>;
  /** A body of the right shape, the base of the other cases. */
  base: Record<string, unknown>;
  /** The same fields with values of the wrong JSON type. */
  wrongTypes: Record<string, unknown>;
  /** A field that takes a short string or no string at all: where the huge string goes. */
  hugeField: string;
}

const CALLS: Call[] = [
  {
    path: '/api/CheckLogin',
    base: { cClient: 'horizon', cGebruikersnaam: 'jan@horizon.example', cWachtwoord: 'demo1234' },
    wrongTypes: { cClient: 7, cGebruikersnaam: ['jan'], cWachtwoord: { value: 'demo1234' } },
    hugeField: 'cGebruikersnaam',
  },
  {
    path: '/api/GetAutos',
    token: 'driver',
    base: serializeCarFilter(DEFAULT_CAR_FILTER),
    wrongTypes: {
      ...serializeCarFilter(DEFAULT_CAR_FILTER),
      nAantalPerPagina: '12',
      bAlleenZakelijk: 'no',
    },
    hugeField: 'cSortering',
  },
  {
    path: '/api/GetDetails',
    token: 'driver',
    base: {
      nTypeIDHist: 1,
      nCategorieID: 1,
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: false,
      nLooptijd: 48,
      nKilometrage: 20_000,
      Opties: [],
      EigenOpties: [],
      MantelOpties: [],
    },
    wrongTypes: { nTypeIDHist: 'one', nCategorieID: true, Opties: {}, nLooptijd: [48] },
    hugeField: 'cTaal',
  },
  {
    path: '/api/SetMobilityBasket',
    token: 'driver',
    base: { Items: [], nVersie: 0 },
    wrongTypes: { Items: 'none', nVersie: '0' },
    hugeField: 'Items',
  },
  {
    path: '/api/SetBestelling',
    token: 'driver',
    headers: { 'Idempotency-Key': 'malformed-input-test-0001' },
    base: { bVerwerkt: false, nTypeIDHist: 1, nCategorieID: 1 },
    wrongTypes: { bVerwerkt: 'yes', nTypeIDHist: [1], nCategorieID: null, nLeaseprijs: '500' },
    hugeField: 'cOpmerking',
  },
  {
    path: '/api/SetSettings',
    token: 'driver',
    base: { nBelastingPercentage: 37.56, bAlleenZakelijk: false },
    wrongTypes: { nBelastingPercentage: '37.56', bAlleenZakelijk: 0 },
    hugeField: 'mobilityProductId',
  },
  {
    path: '/api/ContactMail',
    token: 'driver',
    base: { cOnderwerp: 'Vraag', cBericht: 'Hallo' },
    wrongTypes: { cOnderwerp: 5, cBericht: { text: 'Hallo' } },
    hugeField: 'cBericht',
  },
  {
    path: '/api/GetKeuzeToken',
    token: 'login',
    base: { nBerijderID: 501, nMantelNr: 10 },
    wrongTypes: { nBerijderID: '501', nMantelNr: [10] },
    hugeField: 'nMantelNr',
  },
];

/** What is sent: the raw body and its content type. */
type Case = [name: string, body: (call: Call) => string, contentType?: string];

const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

const CASES: Case[] = [
  ['wrong types', (call) => JSON.stringify(call.wrongTypes)],
  ['no fields at all', () => '{}'],
  [
    'a required field missing',
    (call) => JSON.stringify(without(call.base, Object.keys(call.base)[0] ?? '')),
  ],
  ['a 100 kB string', (call) => JSON.stringify({ ...call.base, [call.hugeField]: KB_100 })],
  ['bad JSON', () => '{"cClient": "horizon",'],
  ['a JSON array', (call) => JSON.stringify([call.base])],
  ['a JSON number', () => '42'],
  ['JSON null', () => 'null'],
  ['a JSON string', () => '"hello"'],
  ['an empty body', () => ''],
  ['text/plain', (call) => JSON.stringify(call.base), 'text/plain'],
  ['a form', () => 'cClient=horizon&cGebruikersnaam=jan', 'application/x-www-form-urlencoded'],
];

async function send(call: Call, body: string, contentType = 'application/json') {
  const token = call.token ? tokens[call.token] : undefined;
  const response = await fetch(`${server.url}${call.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': contentType,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...call.headers,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

describe('malformed request bodies', () => {
  const table = CALLS.flatMap((call) =>
    CASES.map(([name, body, type]) => [call.path, name, call, body, type] as const),
  );

  it.each(table)('%s with %s: 4xx with the error JSON', async (_path, _name, call, body, type) => {
    const answer = await send(call, body(call), type);
    expect(answer.status, answer.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
    expect(answer.type).toMatch(/^application\/json/);
    expect(apiErrorBodySchema.parse(JSON.parse(answer.text)).cStatus).toBe('error');
  });

  it.each(CALLS.map((call) => [call.path, call] as const))(
    '%s with a 2 MB string: 413 with the error JSON',
    async (_path, call) => {
      const answer = await send(call, JSON.stringify({ ...call.base, [call.hugeField]: MB_2 }));
      expect(answer.status).toBe(413);
      expect(apiErrorBodySchema.parse(JSON.parse(answer.text)).cVeld).toBe('body');
    },
  );

  it('leaves the server serving afterwards', async () => {
    const response = await fetch(`${server.url}/api/GetStyling?cClient=horizon`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { cClient?: string }).cClient).toBe('horizon');
  });
});
