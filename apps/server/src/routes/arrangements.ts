import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  arrangementChoicesByMantelRequestSchema,
  arrangementChoicesQuerySchema,
  keuzeTokenRequestSchema,
  type InterfaceLanguage,
  type TokenResponse,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { signToken } from '../auth/token.ts';
import { arrangementChoices, findContainerChoice, findSchemeChoice } from '../db/arrangements.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';
import { ENDED_CONTRACT_CHOICE } from '../lease/endedContract.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { notFound } from './notFound.ts';

const SCHEME_OFFLINE: Record<InterfaceLanguage, string> = {
  nl: 'Regeling niet actief',
  en: 'Scheme not active',
  fr: 'Régime inactif',
  de: 'Regelung nicht aktiv',
};

/**
 * The driver choice after login (spec point 4): `getArrangementChoices`,
 * `GetArrangementChoicesByMantel` and `GetKeuzeToken`. Only the caller's own drivers are listed
 * or accepted; anything else answers 404, as if it did not exist.
 */
export function arrangementRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  // The choose page's calls: the token from the login may make them (and only them).
  const session = requireSession(deps.tokenSecret, { beforeChoice: true });

  return new Hono<SessionEnv>()
    .get('/getArrangementChoices', session, (c) => {
      const query = readQuery(c, arrangementChoicesQuerySchema);
      const context = driverContextOf(c, deps.db);
      const choices = arrangementChoices(deps.db, context, context.language, {
        includeInactive: query.includeOrderedAndInactive ?? false,
        ...(query.containerid !== undefined ? { containerId: query.containerid } : {}),
      });
      if (query.containerid !== undefined && choices.Containers.length === 0) {
        throw notFound('The container', 'containerid');
      }
      return c.json(choices);
    })
    .all('/getArrangementChoices', methodNotAllowed(['GET']))

    .post('/GetArrangementChoicesByMantel', session, async (c) => {
      const { nMantelNr } = await readJsonBody(c, arrangementChoicesByMantelRequestSchema);
      const context = driverContextOf(c, deps.db);
      const choices = arrangementChoices(deps.db, context, context.language, {
        schemeNr: nMantelNr,
        includeInactive: true,
      });
      if (choices.Mantels.length === 0) throw notFound('The scheme', 'nMantelNr');
      return c.json(choices);
    })
    .all('/GetArrangementChoicesByMantel', methodNotAllowed(['POST']))

    .post('/GetKeuzeToken', session, async (c) => {
      // The contract's schema names the field at fault (exactly one of nMantelNr and
      // MobilityCategoryId), so a bad body answers 400 with cVeld.
      const body = await readJsonBody(c, keuzeTokenRequestSchema);
      const context = driverContextOf(c, deps.db);
      let MobilityCategoryId: number | undefined;
      let choice: { active: boolean; language: InterfaceLanguage };
      if (body.nMantelNr !== undefined) {
        const scheme = findSchemeChoice(deps.db, context, body.nMantelNr, body.nBerijderID);
        if (!scheme) throw notFound('The driver in this scheme', 'nBerijderID');
        if (!scheme.online) {
          const language = body.cTaal ?? scheme.language;
          const refusal: TokenResponse = {
            bMagDoor: false,
            cStatus: SCHEME_OFFLINE[language],
            cOpmerking: scheme.messages[language] ?? scheme.messages.nl,
          };
          return c.json(refusal);
        }
        choice = scheme;
      } else {
        const container =
          body.MobilityCategoryId !== undefined
            ? findContainerChoice(deps.db, context, body.MobilityCategoryId, body.nBerijderID)
            : undefined;
        if (!container) throw notFound('The driver in this mobility category', 'nBerijderID');
        MobilityCategoryId = body.MobilityCategoryId;
        choice = container;
      }
      // An ended contract may be listed for its history, but a token to order with it is never
      // issued.
      if (!choice.active) {
        const refusal: TokenResponse = {
          bMagDoor: false,
          ...ENDED_CONTRACT_CHOICE[body.cTaal ?? choice.language],
        };
        return c.json(refusal);
      }
      const Token = await signToken(
        {
          sub: String(context.userId),
          client: context.clientCode,
          Level: context.level,
          nBerijderID: body.nBerijderID,
          ...(body.nMantelNr !== undefined ? { nMantelNr: body.nMantelNr } : {}),
          ...(MobilityCategoryId !== undefined ? { MobilityCategoryId } : {}),
        },
        deps.tokenSecret,
      );
      const answer: TokenResponse = {
        bMagDoor: true,
        cStatus: 'ok',
        cOpmerking: '',
        cLevel: String(context.level),
        Token,
      };
      return c.json(answer);
    })
    .all('/GetKeuzeToken', methodNotAllowed(['POST']));
}
