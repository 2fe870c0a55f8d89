import { tokenPayloadSchema, type TokenPayload } from '../schemas/auth.ts';

/** Level from which a user counts as supervisor (spec point 9). */
export const SUPERVISOR_LEVEL = 2;

export interface Session {
  level: number;
  /** Level 2 or higher (spec point 6). */
  supervisor: boolean;
  client: string;
  /** The mobility category chosen in container mode, when the token carries one. */
  mobilityCategoryId: number | null;
  /** Container mode is on when the token carries a selected mobility category. */
  mobilityContainer: boolean;
  payload: TokenPayload;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the session facts from a token's payload. The signature is the server's to check; the
 * portal only needs the claims, and gets null for anything that is not a well-formed token.
 */
export function decodeSession(token: string): Session | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64Url(segment));
  } catch {
    return null;
  }
  const parsed = tokenPayloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const payload = parsed.data;
  const mobilityCategoryId = payload.MobilityCategoryId ?? null;
  return {
    level: payload.Level,
    supervisor: payload.Level >= SUPERVISOR_LEVEL,
    client: payload.client,
    mobilityCategoryId,
    mobilityContainer: mobilityCategoryId !== null,
    payload,
  };
}
