import {
  arrangementChoicesSchema,
  arrangementOutcome,
  loginResponseSchema,
  tokenResponseSchema,
} from '@lease/api/contract';
import { demoAccounts } from '../seed/demoAccounts.ts';

/** What a test call answered: the status and the parsed JSON body. */
export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Calls the API as the portal does: JSON body, the token in both headers. */
export async function callApi(
  baseUrl: string,
  path: string,
  options: {
    token?: string;
    method?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.Authorization = `Bearer ${options.token}`;
    headers['X-Token'] = options.token;
  }
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: response.headers,
  };
}

/** Logs a demo account in (by username) and returns its token. */
export async function loginAs(baseUrl: string, username: string): Promise<string> {
  const account = demoAccounts.find((a) => a.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  const { body } = await callApi(baseUrl, '/api/CheckLogin', {
    body: {
      cClient: account.client,
      cGebruikersnaam: account.username,
      cWachtwoord: account.password,
    },
  });
  const answer = loginResponseSchema.parse(body);
  if (!answer.bMagDoor) throw new Error(`Login of ${username} refused: ${answer.cOpmerking}`);
  return answer.Token;
}

/**
 * Logs in and makes the automatic choice the portal would make (spec point 4), returning the
 * choice token. Fails for an account that lands on the choose page or an inactive scheme.
 */
export async function sessionOf(baseUrl: string, username: string): Promise<string> {
  const token = await loginAs(baseUrl, username);
  const choices = await callApi(baseUrl, '/api/getArrangementChoices', { token });
  const outcome = arrangementOutcome(arrangementChoicesSchema.parse(choices.body));
  if (outcome.kind !== 'auto') throw new Error(`${username}: no automatic choice`);
  const keuze = await callApi(baseUrl, '/api/GetKeuzeToken', { token, body: outcome.request });
  const answer = tokenResponseSchema.parse(keuze.body);
  if (!answer.bMagDoor) throw new Error(`${username}: choice refused`);
  return answer.Token;
}
