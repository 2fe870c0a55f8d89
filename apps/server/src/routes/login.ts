import type { DatabaseSync } from 'node:sqlite';
import { createHash } from 'node:crypto';
import { Hono, type Handler } from 'hono';
import {
  DEFAULT_LANGUAGE,
  loginRequestSchema,
  omrmapiTokenQuerySchema,
  type InterfaceLanguage,
  type LoginResponse,
} from '@lease/api/contract';
import { loginRefusal } from '../auth/loginRefusal.ts';
import { createLoginThrottle, loginKeys, type LoginThrottlePolicy } from '../auth/loginThrottle.ts';
import { verifyOmrmapiToken } from '../auth/omrmapiToken.ts';
import { prepared } from '../db/prepared.ts';
import { verifyAgainstDecoy, verifyPassword, type ScryptCost } from '../auth/password.ts';
import { signToken } from '../auth/token.ts';
import { clientLanguage } from '../db/driverContext.ts';
import { findUser, type UserRow } from '../db/users.ts';
import { clientAddressReader } from '../http/clientAddress.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';

const THROTTLED: Record<
  InterfaceLanguage,
  { cStatus: string; cOpmerking: (wait: string) => string }
> = {
  nl: {
    cStatus: 'Te veel pogingen',
    cOpmerking: (wait) =>
      `Er is te vaak een onjuist wachtwoord ingevoerd. Probeer het over ${wait} opnieuw.`,
  },
  en: {
    cStatus: 'Too many attempts',
    cOpmerking: (wait) => `Too many incorrect attempts. Please try again in ${wait}.`,
  },
  fr: {
    cStatus: 'Trop de tentatives',
    cOpmerking: (wait) => `Trop de tentatives incorrectes. Veuillez réessayer dans ${wait}.`,
  },
  de: {
    cStatus: 'Zu viele Versuche',
    cOpmerking: (wait) => `Zu viele falsche Versuche. Bitte versuchen Sie es in ${wait} erneut.`,
  },
};

/** "30 seconds", "2 minutes": whole minutes from one minute on, rounded up. */
function waitText(language: InterfaceLanguage, seconds: number): string {
  const inMinutes = seconds >= 60;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inMinutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(inMinutes ? Math.ceil(seconds / 60) : seconds);
}

function throttled(language: InterfaceLanguage, seconds: number): LoginResponse {
  const text = THROTTLED[language];
  return {
    bMagDoor: false,
    cStatus: text.cStatus,
    cOpmerking: text.cOpmerking(waitText(language, seconds)),
  };
}

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

async function acceptedLogin(user: UserRow, tokenSecret: string): Promise<LoginResponse> {
  const Token = await signToken(
    { sub: String(user.id), client: user.clientCode, Level: user.level },
    tokenSecret,
  );
  return { bMagDoor: true, cStatus: 'ok', cOpmerking: '', cLevel: String(user.level), Token };
}

/**
 * `POST /api/CheckLogin` and `POST /api/CheckLoginOmrmapi`: a refused login is a normal 200
 * answer with `bMagDoor: false`; only a malformed request is an error. After repeated failures
 * per account and address, or per address, the caller must wait (growing waits, `loginThrottle`)
 * and is refused without the password being checked, with one wording whether or not the account
 * exists. `GET /api/RestOarTokenFromOmrmapiToken` exchanges an omrmapi token, once.
 */
export function loginRoutes(deps: {
  db: DatabaseSync;
  tokenSecret: string;
  loginThrottle?: LoginThrottlePolicy;
  passwordCost?: ScryptCost;
  trustedProxies?: readonly string[];
}) {
  const throttle = createLoginThrottle(deps.loginThrottle);
  const addressOf = clientAddressReader(deps.trustedProxies);
  // Hand-over tokens already exchanged, in the database so a restart does not forget them.
  const forgetExpiredHandOvers = prepared(
    deps.db,
    'DELETE FROM spent_handovers WHERE expires_at < ?',
  );
  const spendHandOver = prepared(
    deps.db,
    'INSERT INTO spent_handovers (token_hash, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  /** True the first time a token is exchanged, false ever after. */
  const firstExchange = (token: string, expiresAt: number): boolean => {
    forgetExpiredHandOvers.run(Math.floor(Date.now() / 1000));
    const hash = createHash('sha256').update(token).digest('base64url');
    return spendHandOver.run(hash, expiresAt).changes === 1;
  };

  const checkLogin: Handler = async (c) => {
    const body = await readJsonBody(c, loginRequestSchema);
    const keys = loginKeys(body.cClient, body.cGebruikersnaam, addressOf(c));
    const attempt = await throttle.attempt(keys);
    if ('waitSeconds' in attempt) {
      c.header('Retry-After', String(attempt.waitSeconds));
      return c.json(throttled(body.cTaal ?? DEFAULT_LANGUAGE, attempt.waitSeconds));
    }

    const user = findUser(deps.db, body.cClient, body.cGebruikersnaam);
    const passes = user
      ? await verifyPassword(body.cWachtwoord, user.passwordHash)
      : await verifyAgainstDecoy(body.cWachtwoord, deps.passwordCost);
    if (!user || !passes) return c.json(loginRefusal(body.cTaal) satisfies LoginResponse);
    await attempt.succeeded();
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
      // The token is good for one exchange: a copy left in a history or a log opens nothing.
      const firstUse = user !== undefined && claims !== null && firstExchange(token, claims.exp);
      if (!claims || !user || !firstUse) {
        const language = claims ? clientLanguage(deps.db, claims.client) : 'nl';
        const answer: LoginResponse = { bMagDoor: false, ...INVALID_HANDOVER[language] };
        return c.json(answer);
      }
      return c.json(await acceptedLogin(user, deps.tokenSecret));
    })
    .all('/RestOarTokenFromOmrmapiToken', methodNotAllowed(['GET']));
}
