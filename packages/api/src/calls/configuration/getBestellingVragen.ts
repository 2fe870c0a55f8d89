import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  orderQuestionsSchema,
  type OrderQuestionsRequest,
  type OrderQuestions,
} from '../../schemas/configuration.ts';
import { perResource } from '../perResource.ts';
import { configurationKeys } from './keys.ts';

const path = '/api/getBestellingVragen';

/**
 * `POST /api/getBestellingVragen`: the questions the order form asks for a type (a read POST).
 */
export function getBestellingVragen(
  gateway: Gateway,
  body: OrderQuestionsRequest,
  signal?: AbortSignal,
): Promise<OrderQuestions> {
  return gateway.call({
    name: 'getBestellingVragen',
    method: 'POST',
    path,
    body,
    response: orderQuestionsSchema,
    kind: 'read',
    // The cart's order forms ask this for several items at once.
    cancelGroup: perResource(path, body),
    signal,
  });
}

/** Query options of `getBestellingVragen`. */
export function orderQuestionsQueryOptions(gateway: Gateway, body: OrderQuestionsRequest) {
  return queryOptions({
    queryKey: configurationKeys.orderQuestions(body),
    queryFn: ({ signal }) => getBestellingVragen(gateway, body, signal),
  });
}
