import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { SERVER_TIMEOUTS } from './serverTimeouts.ts';

let server: TestServer;
let quick: TestServer;
beforeAll(async () => {
  [server, quick] = await Promise.all([
    startTestServer(),
    startTestServer({
      serverTimeouts: { headersTimeout: 300, requestTimeout: 300, connectionsCheckingInterval: 50 },
    }),
  ]);
});
afterAll(() => Promise.all([server.close(), quick.close()]));

/** Everything a caller that sends half a request and then nothing gets back, until it is closed. */
function halfRequest(url: string, sent: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(sent));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('server timeouts', () => {
  it('are the server’s own figures, not Node’s defaults', () => {
    expect(server.node.headersTimeout).toBe(15_000);
    expect(server.node.requestTimeout).toBe(60_000);
    expect(server.node.keepAliveTimeout).toBe(5_000);
    expect(SERVER_TIMEOUTS.connectionsCheckingInterval).toBeLessThan(server.node.headersTimeout);
  });

  it('close a connection whose headers never finish with 408', async () => {
    const answer = await halfRequest(quick.url, 'GET /api/GetStyling HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('close a connection whose body never finishes with 408', async () => {
    const answer = await halfRequest(
      quick.url,
      'POST /api/CheckLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"cClient"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
