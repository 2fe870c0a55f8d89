import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** One request for the lease API, as the portal server passes it on. */
export interface UpstreamRequest {
  method: string;
  /** Path and query below the lease API's base URL; always starts with `/`. */
  pathAndQuery: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  signal?: AbortSignal;
}

/** Sends a request to the lease API and gives its answer as it arrives. */
export type Upstream = (request: UpstreamRequest) => Promise<Response>;

/** Headers about one connection, never passed from one hop to the next (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function namedInConnection(value: string | null | undefined): Set<string> {
  return new Set((value ?? '').split(',').map((name) => name.trim().toLowerCase()));
}

/**
 * The lease API over HTTP at `baseUrl` (which may carry a path prefix). Node's `http.request`
 * rather than `fetch`: `fetch` always decodes a compressed answer, and the portal's scripts and
 * the API's answers must reach the browser as the lease API compressed them, byte for byte,
 * streamed in both directions. Connections are kept alive between requests.
 */
export function httpUpstream(baseUrl: string): Upstream {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`the lease API's URL must be http or https, not ${base.protocol}`);
  }
  const secure = base.protocol === 'https:';
  const prefix = base.pathname.replace(/\/+$/, '');
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;

  return ({ method, pathAndQuery, headers, body, signal }) => {
    const dropped = namedInConnection(headers.get('connection'));
    const outgoing: OutgoingHttpHeaders = {};
    headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && !dropped.has(name)) outgoing[name] = value;
    });
    outgoing.host = base.host;

    const attempt = (mayRetry: boolean) =>
      new Promise<Response>((resolve, reject) => {
        const request = send({
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          // Appended to the base's own path: the request's path cannot name another host.
          path: prefix + pathAndQuery,
          method,
          headers: outgoing,
          // A kept-alive connection may be closed by the lease API just as a request goes out
          // on it. A request without a body is then sent again on a new one; a request with a
          // body (which cannot be sent twice) always gets a connection of its own.
          agent: body ? false : agent,
          ...(signal ? { signal } : {}),
        });
        request.on('response', (answer) => resolve(answerOf(method, answer)));
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET') {
            attempt(false).then(resolve, reject);
          } else {
            reject(error);
          }
        });
        if (body) {
          Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>)
            .on('error', (error) => request.destroy(error))
            .pipe(request);
        } else {
          request.end();
        }
      });
    return attempt(!body);
  };
}

/** The lease API's answer as a `Response`, its body streamed as it arrives. */
function answerOf(method: string, answer: IncomingMessage): Response {
  const droppedFromAnswer = namedInConnection(answer.headers.connection);
  const answerHeaders = new Headers();
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || droppedFromAnswer.has(lower)) continue;
    answerHeaders.append(name, answer.rawHeaders[i + 1] ?? '');
  }
  const status = answer.statusCode ?? 502;
  const bodiless = method === 'HEAD' || status === 204 || status === 304;
  if (bodiless) answer.resume();
  return new Response(
    bodiless ? null : (Readable.toWeb(answer) as unknown as ReadableStream<Uint8Array>),
    { status, statusText: answer.statusMessage ?? '', headers: answerHeaders },
  );
}
