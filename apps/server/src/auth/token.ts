import { sign, verify } from 'hono/jwt';
import { tokenPayloadSchema, type TokenPayload } from '@lease/api/contract';
import { LRUCache } from 'lru-cache';

/** A working day: long enough not to interrupt a session, short enough to limit a leaked token. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** The claims the server puts in a token (decisions.md §2); `exp` and `iat` are added here. */
export type TokenClaims = Omit<TokenPayload, 'exp'>;

export async function signToken(
  claims: TokenClaims,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return sign({ ...claims, iat: nowSeconds, exp: nowSeconds + TOKEN_TTL_SECONDS }, secret, 'HS256');
}

/** The token's claims when its HS256 signature and expiry check out, else null. */
export async function verifyToken(token: string, secret: string): Promise<TokenPayload | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    const parsed = tokenPayloadSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How many verified tokens a {@link createTokenVerifier} keeps (a few hundred bytes each). */
export const TOKEN_CACHE_SIZE = 10_000;

/** {@link verifyToken} with a memory of the tokens it already verified. */
export type TokenVerifier = (token: string) => Promise<TokenPayload | null>;

/**
 * {@link verifyToken} for one secret, remembering the tokens that passed (least recently used,
 * at most `size`), so a session's requests do not repeat the HMAC and the claims parsing. A token
 * without `exp` never verifies: the claims schema requires it.
 *
 * Only a token that verified is remembered, keyed by its exact string: a forged or altered token
 * is a different string, so it is never found and always goes through the full check (and
 * fails). A remembered token is answered only while `exp` is in the future, checked on every
 * use with the same rule as the full check (`exp <= now` is expired). The answer is frozen: a
 * caller cannot change what the next request sees.
 */
export function createTokenVerifier(
  secret: string,
  options: { size?: number; nowSeconds?: () => number } = {},
): TokenVerifier {
  const size = options.size ?? TOKEN_CACHE_SIZE;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const verified = new LRUCache<string, Readonly<TokenPayload>>({ max: size });
  return async (token) => {
    const cached = verified.get(token);
    if (cached !== undefined) {
      if (cached.exp > nowSeconds()) return cached;
      verified.delete(token);
      return null;
    }
    const payload = await verifyToken(token, secret);
    if (payload === null) return null;
    // The full check used the real clock; an injected one (tests) may be ahead of it.
    if (payload.exp <= nowSeconds()) return null;
    const frozen = Object.freeze({ ...payload });
    verified.set(token, frozen);
    return frozen;
  };
}
