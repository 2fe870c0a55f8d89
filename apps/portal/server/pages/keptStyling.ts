import { LRUCache } from 'lru-cache';
import type { Upstream } from '../leaseApiUpstream.ts';

/**
 * How long a client's styling is reused for pages: a brand changed at the lease API reaches the
 * next pages within this time (the app in the browser asks the lease API itself, unkept).
 */
export const STYLING_KEPT_MS = 60_000;

/** More clients than any lease company serves from one portal; each answer is a few hundred bytes. */
const MAX_CLIENTS = 1_000;

const STYLING_PATH = '/api/GetStyling';

interface KeptAnswer {
  body: string;
  contentType: string;
}

/**
 * The lease API as the portal server's pages ask it, with `GetStyling` answers kept a minute per
 * client: every page asks for its client's brand twice (its first paint and its render), and the
 * brand changes a few times a year. Only a 200 is kept; any other call passes straight through.
 */
export function withKeptStyling(
  upstream: Upstream,
  options: { now?: () => number; keptMs?: number } = {},
): Upstream {
  const kept = new LRUCache<string, KeptAnswer>({
    max: MAX_CLIENTS,
    ttl: options.keptMs ?? STYLING_KEPT_MS,
    // A clock of the caller's is read on every use, never cached for a millisecond.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return async (request) => {
    const path = request.pathAndQuery.split('?', 1)[0];
    if (request.method !== 'GET' || path !== STYLING_PATH) return upstream(request);
    const hit = kept.get(request.pathAndQuery);
    if (hit) return new Response(hit.body, { headers: { 'Content-Type': hit.contentType } });
    const answer = await upstream(request);
    const contentType = answer.headers.get('content-type') ?? '';
    // An encoded body would have to be decoded to be kept: pass it on as it came.
    if (answer.status !== 200 || answer.headers.has('content-encoding')) return answer;
    const body = await answer.text();
    kept.set(request.pathAndQuery, { body, contentType });
    return new Response(body, { headers: { 'Content-Type': contentType } });
  };
}
