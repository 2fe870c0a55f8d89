import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { buildQuery, createGateway } from './gateway.ts';
import {
  CancelledError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  SessionEndedError,
} from './errors.ts';
import { sendJson, startScriptedServer } from './test/scriptedServer.ts';

const okSchema = z.object({ ok: z.boolean() });
let servers: Array<{ close: () => Promise<void> }> = [];

async function serve(handler: Parameters<typeof startScriptedServer>[0]) {
  const server = await startScriptedServer(handler);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

function read(
  path: string,
  extra: Partial<Parameters<ReturnType<typeof createGateway>['call']>[0]> = {},
) {
  return {
    name: 'Test',
    method: 'GET' as const,
    path,
    response: okSchema,
    kind: 'read' as const,
    ...extra,
  };
}

describe('createGateway', () => {
  it('sends the JSON content type and both auth headers, and parses the body', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    const gateway = createGateway({ baseUrl: `${server.baseUrl}/`, getToken: () => 'tok-1' });

    await expect(
      gateway.call(read('/api/Thing', { query: { a: 1, skip: undefined } })),
    ).resolves.toEqual({
      ok: true,
    });

    const [request] = server.requests;
    expect(request?.url).toBe('/api/Thing?a=1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('Bearer tok-1');
    expect(request?.headers['x-token']).toBe('tok-1');
  });

  it('sends no auth headers when logged out, and the body as JSON', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => null });

    await gateway.call(read('/api/Login', { method: 'POST', kind: 'write', body: { x: 'é' } }));

    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-token']).toBeUndefined();
    expect(JSON.parse(request?.body ?? '')).toEqual({ x: 'é' });
  });

  it('cancels an earlier pending read to the same path when a newer one starts', async () => {
    const server = await serve((req, res) => {
      // Hold the first request open; answer the second at once.
      if (req.url?.includes('first')) return;
      sendJson(res, 200, { ok: true });
    });
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    const first = gateway.call(read('/api/Search', { query: { q: 'first' } }));
    const firstSettled = first.catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const second = gateway.call(read('/api/Search', { query: { q: 'second' } }));

    await expect(second).resolves.toEqual({ ok: true });
    expect(await firstSettled).toBeInstanceOf(CancelledError);
  });

  it('never cancels a write, nor a read to another path', async () => {
    const held: Array<() => void> = [];
    const server = await serve((req, res) => {
      held.push(() => sendJson(res, 200, { ok: true }));
      if (held.length === 3) held.forEach((answer) => answer());
    });
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    const results = Promise.all([
      gateway.call(read('/api/Save', { method: 'POST', kind: 'write', body: { n: 1 } })),
      gateway.call(read('/api/Save', { method: 'POST', kind: 'write', body: { n: 2 } })),
      gateway.call(read('/api/Other')),
    ]);

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  });

  it('lets reads of different cancel groups on one path run side by side', async () => {
    const held: Array<() => void> = [];
    const server = await serve((_req, res) => {
      held.push(() => sendJson(res, 200, { ok: true }));
      if (held.length === 2) held.forEach((answer) => answer());
    });
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    const results = Promise.all([
      gateway.call(read('/api/Image', { query: { id: 1 }, cancelGroup: '/api/Image?id=1' })),
      gateway.call(read('/api/Image', { query: { id: 2 }, cancelGroup: '/api/Image?id=2' })),
    ]);

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }]);
  });

  it('rejects with a cancellation when the caller aborts', async () => {
    const server = await serve(() => undefined);
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });
    const controller = new AbortController();

    const call = gateway.call(read('/api/Slow', { signal: controller.signal }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();

    await expect(call).rejects.toBeInstanceOf(CancelledError);
  });

  it('sends nothing for a caller that has already given up', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    const call = gateway.call(read('/api/Thing', { signal: AbortSignal.abort() }));

    await expect(call).rejects.toBeInstanceOf(CancelledError);
    expect(server.requests).toHaveLength(0);
  });

  it('asks for JSON, and carries the cookies only when told to', async () => {
    const inits: RequestInit[] = [];
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init ?? {});
      return Promise.resolve(Response.json({ ok: true }));
    };
    const portal = createGateway({ getToken: () => null, fetch, credentials: 'same-origin' });
    const bare = createGateway({ getToken: () => null, fetch });

    await portal.call(read('/api/Thing'));
    await bare.call(read('/api/Thing'));

    expect(inits.map((init) => (init.headers as Record<string, string>).Accept)).toEqual([
      'application/json',
      'application/json',
    ]);
    expect(inits.map((init) => init.credentials)).toEqual(['same-origin', undefined]);
  });

  it('reports a session end even when nobody listens for it', async () => {
    const server = await serve((_req, res) => sendJson(res, 401, 'Unauthorized'));
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 'old' });

    await expect(gateway.call(read('/api/A'))).rejects.toBeInstanceOf(SessionEndedError);
  });

  it('ends the session once on 401, however many calls fail', async () => {
    const server = await serve((_req, res) => sendJson(res, 401, 'Unauthorized'));
    const onSessionEnd = vi.fn();
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 'old', onSessionEnd });

    const results = await Promise.allSettled([
      gateway.call(read('/api/A')),
      gateway.call(read('/api/B')),
    ]);

    expect(
      results.map((r) => r.status === 'rejected' && r.reason instanceof SessionEndedError),
    ).toEqual([true, true]);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('sends its own headers and no token when a server in front holds it', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    const gateway = createGateway({
      baseUrl: server.baseUrl,
      getToken: () => null,
      getSessionKey: () => 'claims-1',
      headers: { 'X-Portal': '1' },
      credentials: 'same-origin',
    });

    await gateway.call(read('/api/Thing'));

    const [request] = server.requests;
    expect(request?.headers['x-portal']).toBe('1');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-token']).toBeUndefined();
  });

  it('ends each session once, by the session key, when no token is sent', async () => {
    const server = await serve((_req, res) => sendJson(res, 401, 'Unauthorized'));
    const onSessionEnd = vi.fn();
    let session = 'first';
    const gateway = createGateway({
      baseUrl: server.baseUrl,
      getToken: () => null,
      getSessionKey: () => session,
      onSessionEnd,
    });

    await Promise.allSettled([gateway.call(read('/api/A')), gateway.call(read('/api/B'))]);
    session = 'second';
    await gateway.call(read('/api/A')).catch(() => undefined);

    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });

  it('treats 400 with the body Unauthorized as session end, other 400s as HTTP errors', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/Plain') {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end('Unauthorized');
        return;
      }
      sendJson(res, 400, { cStatus: 'error', cOpmerking: 'cClient is too long', cVeld: 'cClient' });
    });
    const onSessionEnd = vi.fn();
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't', onSessionEnd });

    await expect(gateway.call(read('/api/Plain'))).rejects.toBeInstanceOf(SessionEndedError);
    const error = await gateway.call(read('/api/Field')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, reason: 'cClient is too long', field: 'cClient' });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('reports a server error as an HTTP error with its status', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(503);
      res.end('<html>down</html>');
    });
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    const error = await gateway.call(read('/api/X')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 503, reason: undefined });
  });

  it('rejects a response that breaks the contract with the call and field named', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: 'yes' }));
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    const error = await gateway.call(read('/api/X', { name: 'GetThing' })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ call: 'GetThing', field: 'ok', kind: 'invalid-response' });
    expect(String((error as Error).message)).toContain('GetThing');
    // zod/mini words no message without a locale: the code and expected type say it.
    expect(String((error as Error).message)).toContain('invalid_type, expected boolean');
  });

  it('names the broken rule of a value of the right type', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { n: -1 }));
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });
    const positive = z.object({ n: z.number().check(z.positive()) });

    const error = await gateway
      .call({ ...read('/api/X'), response: positive })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ field: 'n' });
    expect(String((error as Error).message)).toContain('(too_small)');
    expect(String((error as Error).message)).not.toContain('expected');
  });

  it('rejects a non-JSON 200 as an invalid response rather than crashing', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><p>proxy page</p>');
    });
    const gateway = createGateway({ baseUrl: server.baseUrl, getToken: () => 't' });

    await expect(gateway.call(read('/api/X'))).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('reports an unreachable server as a network error', async () => {
    const server = await serve(() => undefined);
    const baseUrl = server.baseUrl;
    await server.close();
    servers = [];
    const gateway = createGateway({ baseUrl, getToken: () => 't' });

    await expect(gateway.call(read('/api/X'))).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('buildQuery', () => {
  it.each([
    [{}, ''],
    [{ a: undefined, b: null }, ''],
    [{ cClient: 'horizon' }, '?cClient=horizon'],
    [{ email: 'a+b@x.nl' }, '?email=a%2Bb%40x.nl'],
    [{ 'nmodelid[]': [3, 4] }, '?nmodelid%5B%5D=3&nmodelid%5B%5D=4'],
    [{ flag: false, n: 0 }, '?flag=false&n=0'],
  ])('%j → %s', (query, expected) => {
    expect(buildQuery(query)).toBe(expected);
  });
});
