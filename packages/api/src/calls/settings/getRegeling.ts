import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { carPolicySchema, type CarPolicy, type CarPolicyQuery } from '../../schemas/policy.ts';
import { settingsKeys } from './keys.ts';

/** `GET /api/GetRegeling?taalcode` (contract addition): the session driver's car policy. */
export function getRegeling(
  gateway: Gateway,
  query: CarPolicyQuery = {},
  signal?: AbortSignal,
): Promise<CarPolicy> {
  return gateway.call({
    name: 'GetRegeling',
    method: 'GET',
    path: '/api/GetRegeling',
    query: { taalcode: query.taalcode },
    response: carPolicySchema,
    kind: 'read',
    signal,
  });
}

/**
 * Query options of `GetRegeling`. Under the settings' key: a new tax bracket or business-only
 * choice changes the policy's figures, and saving the settings refreshes everything under it.
 */
export function carPolicyQueryOptions(gateway: Gateway, query: CarPolicyQuery = {}) {
  return queryOptions({
    queryKey: settingsKeys.policy(query),
    queryFn: ({ signal }) => getRegeling(gateway, query, signal),
  });
}
