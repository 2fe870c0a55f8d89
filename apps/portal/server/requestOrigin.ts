import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Where a request came from and how it reached this server. Behind a reverse proxy that ends
 * TLS, the connection is plain HTTP from the proxy: only a proxy listed in `TRUSTED_PROXIES` is
 * believed about the browser's scheme (`X-Forwarded-Proto`) and address (`X-Forwarded-For`).
 */
export interface RequestOrigin {
  /** Whether the browser reached us over HTTPS (and so gets a Secure, `__Host-` cookie). */
  https: boolean;
  /** This server's origin as the browser sees it, e.g. `https://portal.example`. */
  origin: string;
  /** The browser's address, for the lease API's per-person limits. */
  clientAddress: string | undefined;
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same peer. */
function normalAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? undefined : normalAddress(address);
  } catch {
    // Not a Node connection (the app called in-process, as tests do).
    return undefined;
  }
}

/** The last entry of a list header: the one the proxy in front of us wrote. */
function lastEntry(value: string | undefined): string | undefined {
  const entry = value?.split(',').at(-1)?.trim();
  return entry ? entry : undefined;
}

export function requestOrigin(c: Context, trustedProxies: ReadonlySet<string>): RequestOrigin {
  const url = new URL(c.req.url);
  const peer = socketAddress(c);
  const viaTrustedProxy = peer !== undefined && trustedProxies.has(peer);
  const forwardedProto = viaTrustedProxy ? lastEntry(c.req.header('x-forwarded-proto')) : undefined;
  const https = forwardedProto ? forwardedProto === 'https' : url.protocol === 'https:';
  const forwardedFor = viaTrustedProxy ? lastEntry(c.req.header('x-forwarded-for')) : undefined;
  return {
    https,
    origin: `${https ? 'https' : 'http'}://${url.host}`,
    clientAddress: forwardedFor ?? peer,
  };
}

/** Parses `TRUSTED_PROXIES`-style lists into the set {@link requestOrigin} checks. */
export function addressSet(addresses: readonly string[]): ReadonlySet<string> {
  return new Set(addresses.map(normalAddress));
}
