import {
  arrangementChoicesQueryOptions,
  arrangementOutcome,
  checkLogin,
  checkLoginOmrmapi,
  getKeuzeToken,
  restOarTokenFromOmrmapiToken,
  type InterfaceLanguage,
  type KeuzeTokenRequest,
  type LoginResponse,
} from '@lease/api';
import type { AppDeps } from '#src/lib/appDeps.tsx';
import type { StoredSession } from '#src/lib/sessionStore.ts';
import { sessionFromLogin } from '../sessionFromLogin.ts';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Where a login ends (spec point 4). */
export type LoginResult =
  /** The server refused the login or the choice; nothing is stored. */
  | { kind: 'refused'; status: string | null; description: string | null }
  /** The only scheme is offline: its message, as a failure; nothing is stored. */
  | { kind: 'inactive'; message: string | null }
  /** The choice was made (automatically): the session is stored, go home. */
  | { kind: 'home' }
  /** Several ways in: the session (without a choice yet) is stored, go to the choose page. */
  | { kind: 'choose' };

function refusal(answer: Extract<LoginResponse, { bMagDoor: false }>): LoginResult {
  return {
    kind: 'refused',
    status: answer.cStatus ?? null,
    description: answer.cOpmerking ?? null,
  };
}

/**
 * Asks the server for the choice token of one driver and scheme or container, and keeps the
 * session it opens. A refused choice (an offline scheme, an ended contract) keeps the session
 * from the login as it was, so the choose page can show why and the person can choose another;
 * the automatic choice after login ends it instead (`afterLogin`).
 */
export async function chooseArrangement(
  { gateway, sessionStore }: Pick<AppDeps, 'gateway' | 'sessionStore'>,
  session: StoredSession,
  request: KeuzeTokenRequest,
): Promise<LoginResult> {
  const answer = await getKeuzeToken(gateway, request);
  if (!answer.bMagDoor) return refusal(answer);
  sessionStore.save({
    ...sessionFromLogin(answer, session.client),
    multiSchema: session.multiSchema ?? false,
  });
  return { kind: 'home' };
}

type FlowDeps = Pick<AppDeps, 'gateway' | 'sessionStore' | 'queryClient'>;

/**
 * After the server let someone in (spec point 4): stores level, client and token, then the
 * arrangement choices decide: the only scheme offline → its message and no session; one way in
 * → the choice token at once and home; else the choose page. A refusal clears local storage.
 * A failing call ends the session and is thrown, for the page to show.
 */
async function afterLogin(
  deps: FlowDeps,
  client: string,
  answer: LoginResponse,
): Promise<LoginResult> {
  const { gateway, sessionStore, queryClient } = deps;
  if (!answer.bMagDoor) {
    sessionStore.clear();
    return refusal(answer);
  }
  const session = sessionFromLogin(answer, client);
  sessionStore.save(session);
  try {
    const choices = await queryClient.fetchQuery(arrangementChoicesQueryOptions(gateway));
    const outcome = arrangementOutcome(choices);
    if (outcome.kind === 'inactive') {
      sessionStore.clear();
      return { kind: 'inactive', message: outcome.message };
    }
    if (outcome.kind === 'auto') {
      const chosen = await chooseArrangement(deps, session, outcome.request);
      // The only way in was refused: the token before the choice can do nothing else.
      if (chosen.kind === 'refused') sessionStore.clear();
      return chosen;
    }
    sessionStore.save({ ...session, multiSchema: true });
    return { kind: 'choose' };
  } catch (error) {
    // Half a login is no login: without a choice the token opens nothing.
    sessionStore.clear();
    throw error;
  }
}

/**
 * The login form's login: `CheckLogin`, or `CheckLoginOmrmapi` for a client whose styling says
 * its logins go through the external system (`bOMRMAPI`); then `afterLogin`.
 */
export async function loginFlow(
  deps: FlowDeps,
  {
    client,
    language,
    external,
  }: { client: string; language: InterfaceLanguage; external: boolean },
  { username, password }: LoginCredentials,
): Promise<LoginResult> {
  const body = {
    cClient: client,
    cGebruikersnaam: username,
    cWachtwoord: password,
    cTaal: language,
  };
  const answer = external
    ? await checkLoginOmrmapi(deps.gateway, body)
    : await checkLogin(deps.gateway, body);
  return afterLogin(deps, client, answer);
}

/**
 * The hand-over from the external system (`/auth/authorize?token=…`): its single-use token is
 * exchanged for a portal token (`RestOarTokenFromOmrmapiToken`); then `afterLogin`.
 */
export async function handOverFlow(
  deps: FlowDeps,
  client: string,
  externalToken: string,
): Promise<LoginResult> {
  return afterLogin(deps, client, await restOarTokenFromOmrmapiToken(deps.gateway, externalToken));
}
