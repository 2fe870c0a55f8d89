import { createHmac } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';

/**
 * The external "omrmapi" token that `GET /api/RestOarTokenFromOmrmapiToken` exchanges for a portal
 * token. The spec does not show its format; ours is a short-lived HS256 JWT
 * `{ aud: 'omrmapi', client, username, iat, exp }`, signed with a key derived from the server's
 * token secret (HMAC-SHA256 of `omrmapi` under it). The derived key means a portal token can
 * never pass as an omrmapi token or the other way round, and the issuing service (in the demo:
 * `signOmrmapiToken`, used by tests) needs no second secret to be configured.
 */
export const OMRMAPI_AUDIENCE = 'omrmapi';

/** An omrmapi token is a hand-over, not a session: it must be used within minutes. */
export const OMRMAPI_TOKEN_TTL_SECONDS = 5 * 60;

export function omrmapiKey(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update(OMRMAPI_AUDIENCE).digest('base64url');
}

const omrmapiClaimsSchema = z.object({
  aud: z.literal(OMRMAPI_AUDIENCE),
  client: z.string().min(1).max(64),
  username: z.string().min(1).max(254),
  exp: z.number(),
});
export type OmrmapiClaims = z.infer<typeof omrmapiClaimsSchema>;

/** Issues an omrmapi token, as the external service would. */
export function signOmrmapiToken(
  claims: { client: string; username: string },
  tokenSecret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return sign(
    {
      aud: OMRMAPI_AUDIENCE,
      ...claims,
      iat: nowSeconds,
      exp: nowSeconds + OMRMAPI_TOKEN_TTL_SECONDS,
    },
    omrmapiKey(tokenSecret),
    'HS256',
  );
}

/** The claims of a valid, unexpired omrmapi token, else null. */
export async function verifyOmrmapiToken(
  token: string,
  tokenSecret: string,
): Promise<OmrmapiClaims | null> {
  try {
    const payload = await verify(token, omrmapiKey(tokenSecret), {
      alg: 'HS256',
      aud: OMRMAPI_AUDIENCE,
    });
    const parsed = omrmapiClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
