import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  saveConfigurationResultSchema,
  type SaveConfigurationRequest,
  type SaveConfigurationResult,
} from '../../schemas/configuration.ts';
import { searchKeys } from '../search/keys.ts';
import { configurationKeys } from './keys.ts';

/** `POST /api/saveConfiguratie`: saves the configuration; answers its id. */
export function saveConfiguratie(
  gateway: Gateway,
  body: SaveConfigurationRequest,
): Promise<SaveConfigurationResult> {
  return gateway.call({
    name: 'saveConfiguratie',
    method: 'POST',
    path: '/api/saveConfiguratie',
    body,
    response: saveConfigurationResultSchema,
    kind: 'write',
  });
}

/** Mutation options of `saveConfiguratie`: the saved cars are refetched so the new one shows. */
export function saveConfigurationMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: configurationKeys.save,
    mutationFn: (body: SaveConfigurationRequest) => saveConfiguratie(gateway, body),
    onSuccess: (_result, _body, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: searchKeys.savedCars.all }),
  });
}

/** Hook for `saveConfiguratie`. */
export function useSaveConfigurationMutation(gateway: Gateway) {
  return useMutation(saveConfigurationMutationOptions(gateway));
}
