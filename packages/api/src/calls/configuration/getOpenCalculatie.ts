import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  openCalculationUrlSchema,
  type OpenCalculationRequest,
  type OpenCalculationUrl,
} from '../../schemas/configuration.ts';
import { configurationKeys } from './keys.ts';

/**
 * `POST /api/GetOpenCalculatie`: opens the calculation on the server and answers the URL to go
 * to. A write (not on the read list): it is triggered by a click and must not be cancelled. The
 * app follows the URL only when `isAllowedNavigationUrl` says so.
 */
export function getOpenCalculatie(
  gateway: Gateway,
  body: OpenCalculationRequest,
): Promise<OpenCalculationUrl> {
  return gateway.call({
    name: 'GetOpenCalculatie',
    method: 'POST',
    path: '/api/GetOpenCalculatie',
    body,
    response: openCalculationUrlSchema,
    kind: 'write',
  });
}

/** Mutation options of `GetOpenCalculatie`. */
export function openCalculationMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: configurationKeys.openCalculation,
    mutationFn: (body: OpenCalculationRequest) => getOpenCalculatie(gateway, body),
  });
}

/** Hook for `GetOpenCalculatie`. */
export function useOpenCalculationMutation(gateway: Gateway) {
  return useMutation(openCalculationMutationOptions(gateway));
}
