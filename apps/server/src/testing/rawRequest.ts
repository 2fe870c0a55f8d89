import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An HTTP answer as it came over the wire: the body still in its content coding. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over node:http, which (unlike `fetch`) neither adds an `Accept-Encoding` of its
 * own nor decodes the answer, so a test sees exactly which coding the server chose and the
 * bytes it sent.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** The local address to send from: any of 127.0.0.0/8, to be another caller. */
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The body of a raw answer decoded from its `Content-Encoding`, as a browser would. */
export function decodedBody(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body);
  if (coding === 'gzip') return gunzipSync(response.body);
  if (coding === undefined) return response.body;
  throw new Error(`unexpected Content-Encoding ${coding}`);
}

/** The `Accept-Encoding` that Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Whether an answer says that it varies with `Accept-Encoding`. */
export function variesOnCoding(response: RawResponse): boolean {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');
}
