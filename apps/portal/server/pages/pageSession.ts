import { createGateway, type Gateway } from '@lease/api';
import { decodeSession } from '@lease/api/contract';
import type { Upstream } from '../leaseApiUpstream.ts';
import { claimsOf } from '../tokenClaims.ts';

/** The session as the portal's code in the browser keeps it (`src/lib/sessionStore.ts`). */
export interface BrowserSession {
  claims: string;
  level: number;
  client: string;
}

/** What the browser keeps of a lease token: its claims, level and client; null when unreadable. */
export function browserSessionOf(token: string): BrowserSession | null {
  const session = decodeSession(token);
  return session ? { claims: claimsOf(token), level: session.level, client: session.client } : null;
}

/**
 * The gateway a page's loaders call the lease API with on this server: straight to the upstream
 * with the session's token, and with the headers that tell the lease API who the browser is (its
 * address, for the per-person limits). Answers come uncompressed: they are read here, not passed on.
 */
export function upstreamGateway(
  upstream: Upstream,
  token: string | null,
  forwarded: Headers,
): Gateway {
  const send: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://lease-api.invalid');
    const headers = new Headers(forwarded);
    for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
    headers.set('accept-encoding', 'identity');
    const body = init?.body ? new Response(init.body).body : null;
    return upstream({
      method: init?.method ?? 'GET',
      pathAndQuery: url.pathname + url.search,
      headers,
      body,
      ...(init?.signal ? { signal: init.signal } : {}),
    });
  };
  return createGateway({ baseUrl: '', getToken: () => token, fetch: send });
}
