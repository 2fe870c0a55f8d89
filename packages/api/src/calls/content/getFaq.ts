import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { faqSchema, type FaqQuery, type Faq } from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/GetFAQ?taalcode`: the questions and answers of the service page. */
export function getFaq(gateway: Gateway, query: FaqQuery = {}, signal?: AbortSignal): Promise<Faq> {
  return gateway.call({
    name: 'GetFAQ',
    method: 'GET',
    path: '/api/GetFAQ',
    query: { taalcode: query.taalcode },
    response: faqSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetFAQ`; without `taalcode` the driver's language. */
export function faqQueryOptions(gateway: Gateway, query: FaqQuery = {}) {
  return queryOptions({
    queryKey: [...contentKeys.faq, query] as const,
    queryFn: ({ signal }) => getFaq(gateway, query, signal),
  });
}
