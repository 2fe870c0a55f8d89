import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, imageSchema } from '@lease/api/contract';
import { decodePng } from '../testing/decodePng.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let token: string;
let car: { id: number; paint: number; paintHex: string; plain: number };
let bikeId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = await sessionOf(server.url, 'jan@horizon.example');
  const row = server.db
    .prepare(
      `SELECT t.id, p.id AS paint, p.colour_hex, o.id AS plain FROM types t
       JOIN options p ON p.type_id = t.id AND p.is_paint = 1 AND p.is_default = 0
       JOIN options o ON o.type_id = t.id AND o.is_paint = 0
       WHERE t.body = 'suv' ORDER BY t.id LIMIT 1`,
    )
    .get();
  car = {
    id: Number(row?.id),
    paint: Number(row?.paint),
    paintHex: String(row?.colour_hex),
    plain: Number(row?.plain),
  };
  bikeId = Number(server.db.prepare("SELECT id FROM types WHERE kind = 'bike' LIMIT 1").get()?.id);
});
afterAll(() => server.close());

describe('GET /api/GetAfbeelding', () => {
  it.each([
    ['a car', () => car.id],
    ['a bike', () => bikeId],
  ])('answers an <img> with the SVG silhouette of %s, without scripts', async (_case, id) => {
    const response = await fetch(`${server.url}/api/GetAfbeelding?nTypeIDHist=${id()}`, {
      headers: { Accept: 'image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|\son\w+\s*=|href\s*=|<foreignObject/i);
  });

  it('answers the gateway (JSON) with the contract image: a PNG', async () => {
    const { status, body } = await callApi(server.url, `/api/GetAfbeelding?nTypeIDHist=${car.id}`, {
      token,
    });
    expect(status).toBe(200);
    const image = imageSchema.parse(body);
    expect(image.cMimeType).toBe('image/png');
    const png = decodePng(Buffer.from(image.aFoto, 'base64'));
    expect([png.width, png.height]).toEqual([480, 240]);
  });

  it.each([
    ['an unknown type', '?nTypeIDHist=999999999', 404],
    ['a malformed id', '?nTypeIDHist=abc', 400],
    ['no id', '', 400],
  ])('refuses %s', async (_case, query, status) => {
    const response = await fetch(`${server.url}/api/GetAfbeelding${query}`);
    expect(response.status).toBe(status);
    expect(apiErrorBodySchema.parse(await response.json()).cVeld).toBe('nTypeIDHist');
  });
});

describe('POST /api/GetKleurAfbeeldingobvOptie', () => {
  it('answers a PNG of the car in the paint colour', async () => {
    const { status, body } = await callApi(server.url, '/api/GetKleurAfbeeldingobvOptie', {
      token,
      body: { nTypeIDHist: car.id, nOptieIDHist: car.paint },
    });
    expect(status).toBe(200);
    const buffer = Buffer.from(imageSchema.parse(body).aFoto, 'base64');
    expect(buffer.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const png = decodePng(buffer);
    expect([png.width, png.height]).toEqual([480, 240]);
    expect(png.pixel(240, 160)).toBe(`${car.paintHex}/255`);
  });

  it('refuses an option that is not a paint of the car (404) and bad input (400)', async () => {
    const notPaint = await callApi(server.url, '/api/GetKleurAfbeeldingobvOptie', {
      token,
      body: { nTypeIDHist: car.id, nOptieIDHist: car.plain },
    });
    expect(notPaint.status).toBe(404);
    expect(apiErrorBodySchema.parse(notPaint.body).cVeld).toBe('nOptieIDHist');
    const bad = await callApi(server.url, '/api/GetKleurAfbeeldingobvOptie', {
      token,
      body: { nTypeIDHist: 'x', nOptieIDHist: car.paint },
    });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(bad.body).cVeld).toBe('nTypeIDHist');
  });

  it('treats a styling without a country as Dutch (cLandcode defaults to NL)', async () => {
    const lotte = await sessionOf(server.url, 'lotte@zonnig.example');
    server.db
      .prepare(`UPDATE clients SET styling = json_remove(styling, '$.cLandcode') WHERE code = ?`)
      .run('zonnig');
    const body = { nTypeIDHist: car.id, nOptieIDHist: car.paint };
    const answer = await callApi(server.url, '/api/GetKleurAfbeeldingobvOptie', {
      token: lotte,
      body,
    });
    expect(answer.status).toBe(200);
  });

  it('is only offered in the Dutch environment, and only with a session', async () => {
    const lotte = await sessionOf(server.url, 'lotte@zonnig.example');
    server.db
      .prepare(`UPDATE clients SET styling = json_set(styling, '$.cLandcode', 'BE') WHERE code = ?`)
      .run('zonnig');
    const body = { nTypeIDHist: car.id, nOptieIDHist: car.paint };
    expect(
      (await callApi(server.url, '/api/GetKleurAfbeeldingobvOptie', { token: lotte, body })).status,
    ).toBe(404);
    expect((await callApi(server.url, '/api/GetKleurAfbeeldingobvOptie', { body })).status).toBe(
      401,
    );
  });
});
