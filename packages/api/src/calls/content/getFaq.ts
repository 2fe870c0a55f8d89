import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { faqSchema, type Faq } from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/GetFAQ`: the questions and answers of the service page. */
export function getFaq(gateway: Gateway, signal?: AbortSignal): Promise<Faq> {
  return gateway.call({
    name: 'GetFAQ',
    method: 'GET',
    path: '/api/GetFAQ',
    response: faqSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetFAQ`. */
export function faqQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: contentKeys.faq,
    queryFn: ({ signal }) => getFaq(gateway, signal),
  });
}

/** Hook for `GetFAQ`. */
export function useFaqQuery(gateway: Gateway) {
  return useQuery(faqQueryOptions(gateway));
}
