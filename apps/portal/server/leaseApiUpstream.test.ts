import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { httpUpstream } from './leaseApiUpstream.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function leaseApi(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<string> {
  server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix`;
}

const get = (path: string) => ({
  method: 'GET',
  pathAndQuery: path,
  headers: new Headers({ 'Accept-Encoding': 'br' }),
  body: null,
});

describe('httpUpstream', () => {
  it('passes a compressed answer on as the lease API sent it, below its base path', async () => {
    const compressed = brotliCompressSync('{"ok":true}');
    let seenPath = '';
    const upstream = httpUpstream(
      await leaseApi((request, response) => {
        seenPath = request.url ?? '';
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Encoding': 'br',
          ETag: '"v1"',
        });
        response.end(compressed);
      }),
    );

    const answer = await upstream(get('/api/GetStyling?cClient=horizon'));

    expect(seenPath).toBe('/prefix/api/GetStyling?cClient=horizon');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('etag')).toBe('"v1"');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(compressed);
  });

  it('sends a read again on a new connection when the kept-alive one was closed under it', async () => {
    const answered = new Set<Socket>();
    const upstream = httpUpstream(
      await leaseApi((request, response) => {
        // The second request on a connection finds it closed, as when the lease API's idle
        // timeout ends it just as the request goes out.
        if (answered.has(request.socket)) {
          request.socket.destroy();
          return;
        }
        answered.add(request.socket);
        response.end('ok');
      }),
    );

    expect(await (await upstream(get('/api/A'))).text()).toBe('ok');
    expect(await (await upstream(get('/api/B'))).text()).toBe('ok');
    expect(answered.size).toBe(2);
  });
});
