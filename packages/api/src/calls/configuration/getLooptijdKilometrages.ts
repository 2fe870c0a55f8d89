import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { termsSchema, type TermsRequest, type Terms } from '../../schemas/configuration.ts';
import { perResource } from '../perResource.ts';
import { configurationKeys } from './keys.ts';

const path = '/api/GetLooptijdKilometrages';

/**
 * `POST /api/GetLooptijdKilometrages`: the terms and mileages on offer (a read POST).
 */
export function getLooptijdKilometrages(
  gateway: Gateway,
  body: TermsRequest,
  signal?: AbortSignal,
): Promise<Terms> {
  return gateway.call({
    name: 'GetLooptijdKilometrages',
    method: 'POST',
    path,
    body,
    response: termsSchema,
    kind: 'read',
    // The cart's order forms ask this for several items at once.
    cancelGroup: perResource(path, body),
    signal,
  });
}

/** Query options of `GetLooptijdKilometrages`. */
export function termsQueryOptions(gateway: Gateway, body: TermsRequest) {
  return queryOptions({
    queryKey: configurationKeys.terms(body),
    queryFn: ({ signal }) => getLooptijdKilometrages(gateway, body, signal),
  });
}
