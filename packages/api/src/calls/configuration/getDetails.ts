import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  configuratorDetailSchema,
  type DetailRequest,
  type ConfiguratorDetail,
} from '../../schemas/configuration.ts';
import { configurationKeys } from './keys.ts';

const path = '/api/GetDetails';

/**
 * `POST /api/GetDetails`: recalculates prices for the configuration. A read although it is a POST:
 * every option change asks again, and only the newest answer matters.
 */
export function getDetails(
  gateway: Gateway,
  body: DetailRequest,
  signal?: AbortSignal,
): Promise<ConfiguratorDetail> {
  return gateway.call({
    name: 'GetDetails',
    method: 'POST',
    path,
    body,
    response: configuratorDetailSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetDetails`. */
export function detailsQueryOptions(gateway: Gateway, body: DetailRequest) {
  return queryOptions({
    queryKey: configurationKeys.details(body),
    queryFn: ({ signal }) => getDetails(gateway, body, signal),
    // The old prices stay on screen while a change recalculates (`isPlaceholderData` hides the order button).
    placeholderData: keepPreviousData,
  });
}
