import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  optionsResponseSchema,
  type OptionsRequest,
  type OptionsResponse,
} from '../../schemas/configuration.ts';
import { configurationKeys } from './keys.ts';

const path = '/api/GetOpties';

/**
 * `POST /api/GetOpties`: the options for a type with the chosen ones applied (a read POST).
 */
export function getOpties(
  gateway: Gateway,
  body: OptionsRequest,
  signal?: AbortSignal,
): Promise<OptionsResponse> {
  return gateway.call({
    name: 'GetOpties',
    method: 'POST',
    path,
    body,
    response: optionsResponseSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetOpties`. */
export function optionsQueryOptions(gateway: Gateway, body: OptionsRequest) {
  return queryOptions({
    queryKey: configurationKeys.options(body),
    queryFn: ({ signal }) => getOpties(gateway, body, signal),
    placeholderData: keepPreviousData,
  });
}
