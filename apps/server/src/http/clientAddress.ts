import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The peers allowed to name the caller in `X-Forwarded-For` (TRUSTED_PROXIES), parsed once. */
export interface TrustedProxies {
  includes(address: Address): boolean;
}

/**
 * Whether a TRUSTED_PROXIES entry is an address or a range (`10.0.0.0/8`, `fd00::/8`; an IPv4
 * range is written as IPv4, as the addresses it is matched against are).
 */
export function isProxyEntry(entry: string): boolean {
  return isAddress(entry) || isRange(entry);
}

/** Only the usual notations: ipaddr.js would also take `1.2.3` or `0x7f.1` as IPv4. */
function isAddress(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

function isRange(text: string): boolean {
  return ipaddr.IPv4.isValidCIDRFourPartDecimal(text) || ipaddr.IPv6.isValidCIDR(text);
}

/** Reads TRUSTED_PROXIES entries (checked with {@link isProxyEntry} first). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const ranges = entries.map((entry): [Address, number] => {
    if (isRange(entry)) return ipaddr.parseCIDR(entry);
    const address = plain(ipaddr.parse(entry));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
  return {
    includes: (address) =>
      ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits)),
  };
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, how a dual-stack socket names it) as IPv4. */
function plain(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function parsed(text: string): Address | undefined {
  const trimmed = text.trim();
  return isAddress(trimmed) ? plain(ipaddr.parse(trimmed)) : undefined;
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not running on the Node adapter (`app.request` in a test).
    return undefined;
  }
}

/**
 * The address of whoever sent the request, the one every limit counts against. It is the
 * socket's peer, unless that peer is a trusted proxy (the portal server in front of this API):
 * then the right-most address of `X-Forwarded-For` that is not itself a trusted proxy. Anything
 * left of that was written by the caller and proves nothing; a header from an untrusted peer is
 * ignored, or anyone could pick a fresh address for every guess.
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const peer = parsed(peerAddress(c) ?? '');
  if (!peer) return 'unknown';
  if (!proxies.includes(peer)) return peer.toString();
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',');
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    const hop = parsed(forwarded[i] ?? '');
    // A hop that is not an address means the chain is broken here: the proxy itself is the
    // last sender we can name.
    if (!hop) break;
    if (!proxies.includes(hop)) return hop.toString();
  }
  return peer.toString();
}

/** {@link clientAddress} for the TRUSTED_PROXIES entries given, parsed once. */
export function clientAddressReader(entries: readonly string[] = []): (c: Context) => string {
  const proxies = trustedProxies(entries);
  return (c) => clientAddress(c, proxies);
}

/**
 * The part of an address that one subscriber controls: an IPv6 host usually has a whole /64 to
 * pick addresses from, so IPv6 is counted by its first 64 bits; IPv4 by the whole address.
 */
export function addressBlock(address: string): string {
  const ip = parsed(address);
  if (!ip) return address;
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
