import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  createQuoteResultSchema,
  quoteSchema,
  quoteSummaryListSchema,
  type CreateQuoteRequest,
  type CreateQuoteResult,
  type Quote,
  type QuoteQuery,
  type QuoteSummaryList,
} from '../../schemas/quote.ts';
import { configurationKeys } from './keys.ts';

/**
 * `POST /api/SetOfferte` (contract addition): makes a quote of one of the driver's calculations.
 * The same calculation with the same figures answers the same quote while it holds.
 */
export function setOfferte(gateway: Gateway, body: CreateQuoteRequest): Promise<CreateQuoteResult> {
  return gateway.call({
    name: 'SetOfferte',
    method: 'POST',
    path: '/api/SetOfferte',
    body,
    response: createQuoteResultSchema,
    kind: 'write',
  });
}

/** `GET /api/GetOfferte?nOfferteID&taalcode` (contract addition): one of the driver's quotes. */
export function getOfferte(
  gateway: Gateway,
  query: QuoteQuery,
  signal?: AbortSignal,
): Promise<Quote> {
  return gateway.call({
    name: 'GetOfferte',
    method: 'GET',
    path: '/api/GetOfferte',
    query: { nOfferteID: query.nOfferteID, taalcode: query.taalcode },
    response: quoteSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetOfferte`. */
export function quoteQueryOptions(gateway: Gateway, query: QuoteQuery) {
  return queryOptions({
    queryKey: configurationKeys.quote(query),
    queryFn: ({ signal }) => getOfferte(gateway, query, signal),
  });
}

/**
 * `GET /api/GetOffertes` (contract addition): the session driver's quotes, newest first, each with
 * its number, dates, car and monthly figures.
 */
export function getOffertes(gateway: Gateway, signal?: AbortSignal): Promise<QuoteSummaryList> {
  return gateway.call({
    name: 'GetOffertes',
    method: 'GET',
    path: '/api/GetOffertes',
    response: quoteSummaryListSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetOffertes`. */
export function quotesQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: configurationKeys.quotes,
    queryFn: ({ signal }) => getOffertes(gateway, signal),
  });
}

/** Mutation options of `SetOfferte`. */
export function createQuoteMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: configurationKeys.createQuote,
    mutationFn: (body: CreateQuoteRequest) => setOfferte(gateway, body),
  });
}

/** Hook for `SetOfferte`. */
export function useCreateQuoteMutation(gateway: Gateway) {
  return useMutation(createQuoteMutationOptions(gateway));
}
