import type { ServerOptions } from 'node:http';

/**
 * How long the server waits on a slow caller, set rather than left to Node's defaults (a minute
 * for the headers, five for the whole request), so a caller that trickles bytes cannot hold
 * connections open for long:
 *
 * - `headersTimeout`: the request line and headers within 15 s;
 * - `requestTimeout`: the whole request, body included, within 60 s: the largest body (1 MiB,
 *   an order with an attachment) on a slow mobile line;
 * - `keepAliveTimeout`: an idle kept-alive connection is closed after 5 s;
 * - `connectionsCheckingInterval`: how often the first two are checked (Node's default is 30 s,
 *   which would let a slow caller overstay by that much).
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
