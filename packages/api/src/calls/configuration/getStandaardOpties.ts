import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  standardOptionsSchema,
  type StandardOptionsRequest,
  type StandardOptions,
} from '../../schemas/configuration.ts';
import { configurationKeys } from './keys.ts';

const path = '/api/GetStandaardOpties';

/**
 * `POST /api/GetStandaardOpties`: the standard equipment of a type (a read POST).
 */
export function getStandaardOpties(
  gateway: Gateway,
  body: StandardOptionsRequest,
  signal?: AbortSignal,
): Promise<StandardOptions> {
  return gateway.call({
    name: 'GetStandaardOpties',
    method: 'POST',
    path,
    body,
    response: standardOptionsSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetStandaardOpties`. */
export function standardOptionsQueryOptions(gateway: Gateway, body: StandardOptionsRequest) {
  return queryOptions({
    queryKey: configurationKeys.standardOptions(body),
    queryFn: ({ signal }) => getStandaardOpties(gateway, body, signal),
    staleTime: 10 * 60 * 1000,
  });
}
