import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { settingsSchema, type Settings } from '../../schemas/settings.ts';
import { perResource } from '../perResource.ts';
import { settingsKeys } from './keys.ts';

const path = '/api/GetSettings';

/** `GET /api/GetSettings`: the scheme's settings, per mobility product in container mode. */
export function getSettings(
  gateway: Gateway,
  mobilityProductId?: number | null,
  signal?: AbortSignal,
): Promise<Settings> {
  return gateway.call({
    name: 'GetSettings',
    method: 'GET',
    path,
    query: { MobilityProductId: mobilityProductId },
    response: settingsSchema,
    kind: 'read',
    cancelGroup: perResource(path, mobilityProductId ?? null),
    signal,
  });
}

/** Query options of `GetSettings`. */
export function settingsQueryOptions(gateway: Gateway, mobilityProductId?: number | null) {
  return queryOptions({
    queryKey: settingsKeys.settings(mobilityProductId),
    queryFn: ({ signal }) => getSettings(gateway, mobilityProductId, signal),
  });
}
