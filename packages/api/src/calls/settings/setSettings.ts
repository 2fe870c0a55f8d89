import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { settingsSchema, type SetSettingsRequest, type Settings } from '../../schemas/settings.ts';
import { cartKeys } from '../cart/keys.ts';
import { syncMobilityBasketPrices } from '../cart/syncMobilityBasketPrices.ts';
import { configurationKeys } from '../configuration/keys.ts';
import { searchKeys } from '../search/keys.ts';
import { settingsKeys } from './keys.ts';

/** `POST /api/SetSettings`: stores the driver's tax bracket and business-only choice; answers the settings. */
export function setSettings(gateway: Gateway, body: SetSettingsRequest): Promise<Settings> {
  return gateway.call({
    name: 'SetSettings',
    method: 'POST',
    path: '/api/SetSettings',
    body,
    response: settingsSchema,
    kind: 'write',
  });
}

/**
 * Mutation options of `SetSettings`. Every price depends on the tax bracket, so settings, search,
 * configuration and the basket are refetched. The basket keeps the prices it was last priced at,
 * net cost included, so they are re-synced on the server first and the refetched basket is
 * already true: spec point 4 asks this in mobility-container mode, and a driver outside one sees
 * the net cost of their cart too (a contract choice: the re-sync is harmless where nothing moved).
 */
export function setSettingsMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: settingsKeys.setSettings,
    mutationFn: async (body: SetSettingsRequest) => {
      const settings = await setSettings(gateway, body);
      await syncMobilityBasketPrices(gateway);
      return settings;
    },
    onSuccess: (_settings, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.all }),
        client.invalidateQueries({ queryKey: searchKeys.all }),
        client.invalidateQueries({ queryKey: configurationKeys.all }),
        client.invalidateQueries({ queryKey: cartKeys.all }),
      ]),
  });
}

/** Hook for `SetSettings` (and the basket's re-sync). */
export function useSetSettingsMutation(gateway: Gateway) {
  return useMutation(setSettingsMutationOptions(gateway));
}
