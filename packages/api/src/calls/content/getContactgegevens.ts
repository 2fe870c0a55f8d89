import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  contactDetailsSchema,
  type ContactDetailsQuery,
  type ContactDetails,
} from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/GetContactgegevens?taalcode`: how the driver reaches the lease desk. */
export function getContactgegevens(
  gateway: Gateway,
  query: ContactDetailsQuery = {},
  signal?: AbortSignal,
): Promise<ContactDetails> {
  return gateway.call({
    name: 'GetContactgegevens',
    method: 'GET',
    path: '/api/GetContactgegevens',
    query: { taalcode: query.taalcode },
    response: contactDetailsSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetContactgegevens`; without `taalcode` the driver's language. */
export function contactDetailsQueryOptions(gateway: Gateway, query: ContactDetailsQuery = {}) {
  return queryOptions({
    queryKey: [...contentKeys.contactDetails, query] as const,
    queryFn: ({ signal }) => getContactgegevens(gateway, query, signal),
  });
}
