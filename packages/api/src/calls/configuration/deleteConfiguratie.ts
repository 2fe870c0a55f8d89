import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { successResponseSchema, type SuccessResponse } from '../../schemas/common.ts';
import { searchKeys } from '../search/keys.ts';
import { configurationKeys } from './keys.ts';

/** `DELETE /api/DeleteConfiguratie/{id}`: deletes a saved configuration. */
export function deleteConfiguratie(gateway: Gateway, id: number): Promise<SuccessResponse> {
  return gateway.call({
    name: 'DeleteConfiguratie',
    method: 'DELETE',
    // The id is a number by type, so it cannot smuggle a path segment in.
    path: `/api/DeleteConfiguratie/${encodeURIComponent(String(id))}`,
    response: successResponseSchema,
    kind: 'write',
  });
}

/** Mutation options of `DeleteConfiguratie`: the saved cars are refetched so it disappears. */
export function deleteConfigurationMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: configurationKeys.delete,
    mutationFn: (id: number) => deleteConfiguratie(gateway, id),
    onSuccess: (_result, _id, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: searchKeys.savedCars.all }),
  });
}

/** Hook for `DeleteConfiguratie`. */
export function useDeleteConfigurationMutation(gateway: Gateway) {
  return useMutation(deleteConfigurationMutationOptions(gateway));
}
