import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { arrangementChoicesSchema, type ArrangementChoices } from '../../schemas/choice.ts';
import { authKeys } from './keys.ts';

/**
 * `POST /api/GetArrangementChoicesByMantel`: the choices within one parent scheme. Its answer is
 * data, so it is a query; but it is a POST not on the read list of decisions.md §3, so the
 * gateway treats it as a write and never cancels it.
 */
export function getArrangementChoicesByMantel(
  gateway: Gateway,
  nMantelNr: number,
): Promise<ArrangementChoices> {
  return gateway.call({
    name: 'GetArrangementChoicesByMantel',
    method: 'POST',
    path: '/api/GetArrangementChoicesByMantel',
    body: { nMantelNr },
    response: arrangementChoicesSchema,
    kind: 'write',
  });
}

/** Query options of `GetArrangementChoicesByMantel`. */
export function arrangementChoicesByMantelQueryOptions(gateway: Gateway, nMantelNr: number) {
  return queryOptions({
    queryKey: authKeys.arrangementChoicesByMantel(nMantelNr),
    queryFn: () => getArrangementChoicesByMantel(gateway, nMantelNr),
  });
}
