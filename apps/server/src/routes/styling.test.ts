import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentStylingSchema } from '@lease/api/contract';
import { demoClients, demoStylings } from '@lease/api/testing';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function getStyling(query: string) {
  const response = await fetch(`${server.url}/api/GetStyling${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /api/GetStyling', () => {
  it.each(demoClients)('answers the styling of %s, naming the client', async (client) => {
    const { status, body } = await getStyling(`?cClient=${client}`);
    expect(status).toBe(200);
    const styling = environmentStylingSchema.parse(body);
    expect(styling).toEqual(demoStylings[client]);
    expect(styling.cClient).toBe(client);
  });

  it.each([
    ['an unknown client', '?cClient=nobody'],
    ['no client', ''],
    ['an empty client', '?cClient='],
  ])('answers the default client for %s', async (_case, query) => {
    const { status, body } = await getStyling(query);
    expect(status).toBe(200);
    expect(environmentStylingSchema.parse(body)).toEqual(demoStylings.horizon);
  });

  it.each(['Horizon', 'ho rizon', '../etc', 'a'.repeat(65), '<script>'])(
    'answers the default client for the malformed client %j (not a known client)',
    async (client) => {
      const { status, body } = await getStyling(`?cClient=${encodeURIComponent(client)}`);
      expect(status).toBe(200);
      expect(environmentStylingSchema.parse(body)).toEqual(demoStylings.horizon);
    },
  );

  it('tells an unknown client code from a malformed or missing one in no way: the same bytes', async () => {
    const raw = async (query: string) => {
      const response = await fetch(`${server.url}/api/GetStyling${query}`);
      return { status: response.status, body: await response.text() };
    };
    const missing = await raw('');
    for (const query of ['?cClient=nobody', '?cClient=Horizon', '?cClient=', '?cClient=%00']) {
      expect(await raw(query)).toEqual(missing);
    }
  });
});
