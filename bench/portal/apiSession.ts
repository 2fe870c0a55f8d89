import {
  arrangementOutcome,
  checkLogin,
  createGateway,
  getArrangementChoices,
  getKeuzeToken,
  type Gateway,
} from '@lease/api';
import type { DemoAccount } from '../../e2e/support/demoAccounts.ts';

export interface ApiSession {
  /**
   * The gateway of the logged-in driver, for the calls that set up the demo data: a client of
   * the contract with its own bearer token, which the portal server passes on untouched. The
   * browser logs in through the login page instead (`logInInBrowser`).
   */
  gateway: Gateway;
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
  return { gateway };
}
