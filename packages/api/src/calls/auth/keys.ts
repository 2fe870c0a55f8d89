import type { ArrangementChoicesQuery } from '../../schemas/choice.ts';

/** Query and mutation keys of the login and driver-choice domain. */
export const authKeys = {
  all: ['auth'] as const,
  arrangementChoices: (query: ArrangementChoicesQuery = {}) =>
    ['auth', 'arrangementChoices', query] as const,
  arrangementChoicesByMantel: (nMantelNr: number) =>
    ['auth', 'arrangementChoicesByMantel', nMantelNr] as const,
  omrmapiToken: (token: string) => ['auth', 'omrmapiToken', token] as const,
  checkLoginOmrmapi: ['auth', 'checkLoginOmrmapi'] as const,
  keuzeToken: ['auth', 'keuzeToken'] as const,
  ticket: ['auth', 'ticket'] as const,
};
