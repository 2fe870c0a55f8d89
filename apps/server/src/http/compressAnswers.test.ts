import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAR_FILTER, serializeCarFilter } from '@lease/api/contract';
import { sessionOf } from '../testing/demoSession.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  decodedBody,
  rawRequest,
  variesOnCoding,
} from '../testing/rawRequest.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return rawRequest(`${server.url}${path}`, { headers });
}

describe('API answers, compressed', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await sessionOf(server.url, 'jan@horizon.example');
  });
  afterAll(() => server.close());

  const styling = '/api/GetStyling?cClient=horizon';

  it.each(['br', 'gzip'])(
    'sends a JSON answer over 1 KiB in %s that decodes to the same JSON',
    async (coding) => {
      const plain = await get(server, styling);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.byteLength).toBeGreaterThan(1024);

      const response = await get(server, styling, { 'Accept-Encoding': coding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(variesOnCoding(response)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      expect(response.body.byteLength).toBeLessThan(plain.body.byteLength);
      expect(JSON.parse(decodedBody(response).toString())).toEqual(
        JSON.parse(plain.body.toString()),
      );
    },
  );

  it('says Vary on an answer it sends as it is', async () => {
    const response = await get(server, styling, { 'Accept-Encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(variesOnCoding(response)).toBe(true);
  });

  it('sends a small answer as it is', async () => {
    const response = await get(server, '/api/DoesNotExist', {
      'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
    });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(variesOnCoding(response)).toBe(true);
    expect(JSON.parse(response.body.toString())).toMatchObject({ cStatus: 'error' });
  });

  it('compresses a kept search answer the same way every time it is asked again', async () => {
    const body = JSON.stringify(
      serializeCarFilter({ ...DEFAULT_CAR_FILTER, nAantalPerPagina: 12, nBelastingPercentage: 37 }),
    );
    const search = (acceptEncoding: string) =>
      rawRequest(`${server.url}/api/GetAutos`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Accept-Encoding': acceptEncoding,
        },
        body,
      });
    const plain = await search('identity');
    const answers = [await search('br'), await search('br'), await search('gzip')];
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'gzip']);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(decodedBody(answer).equals(plain.body)).toBe(true);
    }
  });

  it('keeps Accept next to Accept-Encoding in the Vary of the image call', async () => {
    const typeId = Number(server.db.prepare("SELECT id FROM types WHERE kind = 'car'").get()?.id);
    const path = `/api/GetAfbeelding?nTypeIDHist=${typeId}`;
    const svg = await get(server, path, {
      Accept: 'image/svg+xml',
      'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
    });
    const json = await get(server, path, {
      Accept: 'application/json',
      'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
    });
    for (const response of [svg, json]) {
      expect(response.status).toBe(200);
      expect(String(response.headers.vary)).toMatch(/^Accept, Accept-Encoding$/i);
    }
    expect(decodedBody(svg).toString()).toMatch(/^<svg /);
    // The PNG inside the JSON survives the round trip.
    const image = JSON.parse(decodedBody(json).toString()) as { aFoto: string };
    expect(Buffer.from(image.aFoto, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
