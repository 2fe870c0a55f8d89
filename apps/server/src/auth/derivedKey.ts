import { hkdfSync } from 'node:crypto';

/**
 * A key of its own for one use of the token secret (HKDF-SHA256, RFC 5869, with the use as its
 * `info`). What one key signs can never pass as signed by another: a calculation link's signature
 * is no session token's, and knowing one tells nothing about the other.
 */
export function derivedKey(tokenSecret: string, use: string): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, '', `lease-portal/${use}`, 32));
}
