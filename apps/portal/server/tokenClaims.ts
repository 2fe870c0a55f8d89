import { decodeSession } from '@lease/api/contract';

/**
 * What the browser gets in place of a lease token: the same header and payload segments with
 * the signature left out (`header.payload.`). The portal reads level, client, the chosen driver,
 * container mode and expiry from it as before; the lease API refuses it, as it has no signature.
 */
export function claimsOf(token: string): string {
  const [header = '', payload = ''] = token.split('.');
  return `${header}.${payload}.`;
}

/** When a token expires (its `exp`), in milliseconds; null when it has none or cannot be read. */
export function expiryOf(token: string): number | null {
  const exp = decodeSession(token)?.payload.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}
