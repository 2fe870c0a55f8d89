import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier, signToken, TOKEN_TTL_SECONDS, verifyToken } from './token.ts';

const secret = 'secret-for-the-token-cache-tests-0123456789';
const claims = { sub: '7', client: 'polder', Level: 1 };
const now = () => Math.floor(Date.now() / 1000);

/** The token with one character of its signature changed. */
function forged(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}

describe('createTokenVerifier (verified-token cache)', () => {
  it('answers a remembered token with the same, frozen claims', async () => {
    const verify = createTokenVerifier(secret);
    const token = await signToken(claims, secret);
    const first = await verify(token);
    expect(first).toMatchObject(claims);
    const second = await verify(token);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
  });

  it('never accepts a forged token, also after the genuine one was remembered', async () => {
    const verify = createTokenVerifier(secret);
    const token = await signToken(claims, secret);
    expect(await verify(token)).not.toBeNull();
    expect(await verify(forged(token))).toBeNull();
    // The payload changed, the signature kept: a different string, checked in full, refused.
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, Level: 9, exp: now() + 60 })).toString(
      'base64url',
    );
    expect(await verify(`${header}.${payload}.${signature}`)).toBeNull();
    expect(await verify(await signToken(claims, 'another-secret-0123456789abcdef'))).toBeNull();
    // Asking again does not turn a refusal into an acceptance.
    expect(await verify(forged(token))).toBeNull();
    expect(await verify(token)).toMatchObject(claims);
  });

  it('stops answering a remembered token once it expires', async () => {
    let clock = now();
    const verify = createTokenVerifier(secret, { nowSeconds: () => clock });
    const token = await signToken(claims, secret, clock);
    expect(await verify(token)).not.toBeNull();
    clock += TOKEN_TTL_SECONDS - 1;
    expect(await verify(token)).not.toBeNull();
    clock += 1; // exp <= now: expired, as in the full check
    expect(await verify(token)).toBeNull();
    expect(await verify(token)).toBeNull();
  });

  it('refuses an expired token it never saw', async () => {
    const verify = createTokenVerifier(secret);
    expect(await verify(await signToken(claims, secret, now() - TOKEN_TTL_SECONDS))).toBeNull();
  });

  it('refuses a correctly signed token without exp: it would never end', async () => {
    const verify = createTokenVerifier(secret);
    const endless = await sign({ ...claims, iat: now() }, secret, 'HS256');
    expect(await verifyToken(endless, secret)).toBeNull();
    expect(await verify(endless)).toBeNull();
    expect(await verify(endless)).toBeNull();
  });

  it('keeps at most `size` tokens and still verifies the ones it forgot', async () => {
    const verify = createTokenVerifier(secret, { size: 2 });
    const tokens = await Promise.all(
      ['1', '2', '3'].map((sub) => signToken({ ...claims, sub }, secret)),
    );
    for (const token of tokens) expect(await verify(token)).not.toBeNull();
    for (const [i, token] of tokens.entries()) {
      expect((await verify(token))?.sub).toBe(String(i + 1));
    }
  });
});
