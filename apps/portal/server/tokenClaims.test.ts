import { describe, expect, it } from 'vitest';
import { claimsOf, expiryOf } from './tokenClaims.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });
const payload = encode({ sub: 'jan', client: 'horizon', Level: 1, exp: 2_000_000_000 });

describe('claimsOf', () => {
  it('keeps header and payload and leaves the signature out', () => {
    expect(claimsOf(`${header}.${payload}.c2lnbmF0dXJl`)).toBe(`${header}.${payload}.`);
  });
});

describe('expiryOf', () => {
  it("reads the token's exp in milliseconds", () => {
    expect(expiryOf(`${header}.${payload}.sig`)).toBe(2_000_000_000_000);
  });

  it('is null for a token it cannot read', () => {
    expect(expiryOf('not-a-token')).toBeNull();
  });
});
