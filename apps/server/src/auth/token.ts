import { sign, verify } from 'hono/jwt';
import { tokenPayloadSchema, type TokenPayload } from '@lease/api/contract';

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
