import {
  arrangementOutcome,
  checkLogin,
  createGateway,
  decodeSession,
  getArrangementChoices,
  getKeuzeToken,
  type Gateway,
} from '@lease/api';
import type { DemoAccount } from '../../e2e/support/demoAccounts.ts';

export interface ApiSession {
  /** The gateway of the logged-in driver, for the calls that set up the demo data. */
  gateway: Gateway;
  /**
   * What the portal keeps in local storage after this login, key by key, as
   * apps/portal/src/lib/sessionStore.ts writes it (the portal is not imported: nothing may).
   */
  storage: Record<string, string>;
}

/**
 * Logs the account in through the API the way the login form does (apps/portal/src/features/
 * auth/api/loginFlow.ts): `CheckLogin`, then the arrangement choices, then the choice token of
 * the only way in. An account with something to choose is refused: the benchmark needs one that
 * lands straight on its home page.
 */
export async function logInThroughApi(origin: string, account: DemoAccount): Promise<ApiSession> {
  let token: string | null = null;
  const gateway = createGateway({ baseUrl: origin, getToken: () => token });

  const login = await checkLogin(gateway, {
    cClient: account.client,
    cGebruikersnaam: account.username,
    cWachtwoord: account.password,
    cTaal: 'nl',
  });
  if (!login.bMagDoor) throw new Error(`${account.username} was refused: ${login.cStatus ?? ''}`);
  token = login.Token;

  const outcome = arrangementOutcome(await getArrangementChoices(gateway));
  if (outcome.kind !== 'auto') {
    throw new Error(`${account.username} does not log straight in (${outcome.kind})`);
  }
  const choice = await getKeuzeToken(gateway, outcome.request);
  if (!choice.bMagDoor) throw new Error(`The choice was refused: ${choice.cStatus ?? ''}`);
  token = choice.Token;

  const level = decodeSession(choice.Token)?.level ?? Number(choice.cLevel ?? 0);
  return {
    gateway,
    storage: {
      token: choice.Token,
      level: String(Number.isFinite(level) ? level : 0),
      client: account.client,
      multiSchema: 'false',
    },
  };
}
