import type { DatabaseSync } from 'node:sqlite';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type Handler } from 'hono';
import {
  loginRequestSchema,
  omrmapiTokenQuerySchema,
  type InterfaceLanguage,
  type LoginResponse,
} from '@lease/api/contract';
import { loginRefusal } from '../auth/loginRefusal.ts';
import { verifyOmrmapiToken } from '../auth/omrmapiToken.ts';
import { verifyAgainstDecoy, verifyPassword, type ScryptCost } from '../auth/password.ts';
import { signToken } from '../auth/token.ts';
import { clientLanguage } from '../db/driverContext.ts';
import {
  clearLoginFailures,
  DEFAULT_LOGIN_THROTTLE,
  loginKeys,
  loginRetryAfter,
  recordLoginFailure,
  type LoginThrottlePolicy,
} from '../db/loginThrottle.ts';
import { findUser, type UserRow } from '../db/users.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';

const THROTTLED: Record<InterfaceLanguage, { cStatus: string; cOpmerking: string }> = {
  nl: {
    cStatus: 'Te veel pogingen',
    cOpmerking:
      'Er is te vaak een onjuist wachtwoord ingevoerd. Probeer het over 15 minuten opnieuw.',
  },
  en: {
    cStatus: 'Too many attempts',
    cOpmerking: 'Too many incorrect attempts. Please try again in 15 minutes.',
  },
  fr: {
    cStatus: 'Trop de tentatives',
    cOpmerking: 'Trop de tentatives incorrectes. Veuillez réessayer dans 15 minutes.',
  },
  de: {
    cStatus: 'Zu viele Versuche',
    cOpmerking: 'Zu viele falsche Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  },
};

const INVALID_HANDOVER: Record<InterfaceLanguage, { cStatus: string; cOpmerking: string }> = {
  nl: {
    cStatus: 'Inloggen mislukt',
    cOpmerking: 'De inloglink is ongeldig of verlopen. Log opnieuw in.',
  },
  en: { cStatus: 'Login failed', cOpmerking: 'The login link is invalid or has expired.' },
  fr: {
    cStatus: 'Échec de la connexion',
    cOpmerking: 'Le lien de connexion est invalide ou a expiré.',
  },
  de: {
    cStatus: 'Anmeldung fehlgeschlagen',
    cOpmerking: 'Der Anmeldelink ist ungültig oder abgelaufen.',
  },
};

/**
 * The caller's address as the socket saw it. Forwarding headers are not trusted: anyone can send
 * them, which would let an attacker pick a fresh address per guess.
 */
function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not running on the Node adapter (e.g. `app.request` in a test).
    return 'unknown';
  }
}

async function acceptedLogin(user: UserRow, tokenSecret: string): Promise<LoginResponse> {
  const Token = await signToken(
    { sub: String(user.id), client: user.clientCode, Level: user.level },
    tokenSecret,
  );
  return { bMagDoor: true, cStatus: 'ok', cOpmerking: '', cLevel: String(user.level), Token };
}

/**
 * `POST /api/CheckLogin` and `POST /api/CheckLoginOmrmapi`: a refused login is a normal 200
 * answer with `bMagDoor: false`; only a malformed request is an error. Repeated failures per
 * account or per address are refused without checking the password (with one wording whether or
 * not the account exists). `GET /api/RestOarTokenFromOmrmapiToken` exchanges an omrmapi token.
 */
export function loginRoutes(deps: {
  db: DatabaseSync;
  tokenSecret: string;
  loginThrottle?: LoginThrottlePolicy;
  passwordCost?: ScryptCost;
}) {
  const policy = deps.loginThrottle ?? DEFAULT_LOGIN_THROTTLE;

  const checkLogin: Handler = async (c) => {
    const body = await readJsonBody(c, loginRequestSchema);
    const keys = loginKeys(body.cClient, body.cGebruikersnaam, remoteAddress(c));
    const retryAfter = loginRetryAfter(deps.db, keys, policy);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      const answer: LoginResponse = { bMagDoor: false, ...THROTTLED[body.cTaal ?? 'nl'] };
      return c.json(answer);
    }

    const attempt = recordLoginFailure(deps.db, keys, policy);
    const user = findUser(deps.db, body.cClient, body.cGebruikersnaam);
    const passes = user
      ? await verifyPassword(body.cWachtwoord, user.passwordHash)
      : await verifyAgainstDecoy(body.cWachtwoord, deps.passwordCost);
    if (!user || !passes) return c.json(loginRefusal(body.cTaal) satisfies LoginResponse);
    clearLoginFailures(deps.db, keys, attempt);
    return c.json(await acceptedLogin(user, deps.tokenSecret));
  };

  return new Hono()
    .post('/CheckLogin', checkLogin)
    .all('/CheckLogin', methodNotAllowed(['POST']))
    .post('/CheckLoginOmrmapi', checkLogin)
    .all('/CheckLoginOmrmapi', methodNotAllowed(['POST']))
    .get('/RestOarTokenFromOmrmapiToken', async (c) => {
      const { token } = readQuery(c, omrmapiTokenQuerySchema);
      const claims = await verifyOmrmapiToken(token, deps.tokenSecret);
      const user = claims ? findUser(deps.db, claims.client, claims.username) : undefined;
      if (!claims || !user) {
        const language = claims ? clientLanguage(deps.db, claims.client) : 'nl';
        const answer: LoginResponse = { bMagDoor: false, ...INVALID_HANDOVER[language] };
        return c.json(answer);
      }
      return c.json(await acceptedLogin(user, deps.tokenSecret));
    })
    .all('/RestOarTokenFromOmrmapiToken', methodNotAllowed(['GET']));
}
