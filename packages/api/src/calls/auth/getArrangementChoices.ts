import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  arrangementChoicesSchema,
  type ArrangementChoices,
  type ArrangementChoicesQuery,
} from '../../schemas/choice.ts';
import { authKeys } from './keys.ts';

/** `GET /api/getArrangementChoices`: the schemes and containers the user may act under. */
export function getArrangementChoices(
  gateway: Gateway,
  query: ArrangementChoicesQuery = {},
  signal?: AbortSignal,
): Promise<ArrangementChoices> {
  return gateway.call({
    name: 'getArrangementChoices',
    method: 'GET',
    path: '/api/getArrangementChoices',
    query: {
      includeOrderedAndInactive: query.includeOrderedAndInactive,
      containerid: query.containerid,
    },
    response: arrangementChoicesSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `getArrangementChoices`. */
export function arrangementChoicesQueryOptions(
  gateway: Gateway,
  query: ArrangementChoicesQuery = {},
) {
  return queryOptions({
    queryKey: authKeys.arrangementChoices(query),
    queryFn: ({ signal }) => getArrangementChoices(gateway, query, signal),
  });
}
