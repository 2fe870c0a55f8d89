import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { contactDetailsSchema, type ContactDetails } from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/GetContactgegevens`: how the driver reaches the lease desk. */
export function getContactgegevens(
  gateway: Gateway,
  signal?: AbortSignal,
): Promise<ContactDetails> {
  return gateway.call({
    name: 'GetContactgegevens',
    method: 'GET',
    path: '/api/GetContactgegevens',
    response: contactDetailsSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetContactgegevens`. */
export function contactDetailsQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: contentKeys.contactDetails,
    queryFn: ({ signal }) => getContactgegevens(gateway, signal),
  });
}

/** Hook for `GetContactgegevens`. */
export function useContactDetailsQuery(gateway: Gateway) {
  return useQuery(contactDetailsQueryOptions(gateway));
}
