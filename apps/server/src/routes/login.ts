import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Handler } from 'hono';
import { loginRequestSchema, type LoginResponse } from '@lease/api/contract';
import { loginRefusal } from '../auth/loginRefusal.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/password.ts';
import { signToken } from '../auth/token.ts';
import { findUser } from '../db/users.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readJsonBody } from '../http/validate.ts';

/**
 * `POST /api/CheckLogin` and `POST /api/CheckLoginOmrmapi`: a refused login is a normal 200
 * answer with `bMagDoor: false`; only a malformed request is an error.
 */
export function loginRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const checkLogin: Handler = async (c) => {
    const body = await readJsonBody(c, loginRequestSchema);
    const user = findUser(deps.db, body.cClient, body.cGebruikersnaam);
    const passes = user
      ? await verifyPassword(body.cWachtwoord, user.passwordHash)
      : await verifyAgainstDecoy(body.cWachtwoord);
    if (!user || !passes) return c.json(loginRefusal(body.cTaal) satisfies LoginResponse);

    const Token = await signToken(
      { sub: String(user.id), client: user.clientCode, Level: user.level },
      deps.tokenSecret,
    );
    return c.json({
      bMagDoor: true,
      cStatus: 'ok',
      cOpmerking: '',
      cLevel: String(user.level),
      Token,
    } satisfies LoginResponse);
  };

  return new Hono()
    .post('/CheckLogin', checkLogin)
    .all('/CheckLogin', methodNotAllowed(['POST']))
    .post('/CheckLoginOmrmapi', checkLogin)
    .all('/CheckLoginOmrmapi', methodNotAllowed(['POST']));
}
