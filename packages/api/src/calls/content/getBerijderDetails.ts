import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { driverProfileSchema, type DriverProfile } from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/GetBerijderDetails`: the driver profile (`cBerijdernaam` is empty for a supervisor without a driver). */
export function getBerijderDetails(gateway: Gateway, signal?: AbortSignal): Promise<DriverProfile> {
  return gateway.call({
    name: 'GetBerijderDetails',
    method: 'GET',
    path: '/api/GetBerijderDetails',
    response: driverProfileSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetBerijderDetails`. */
export function driverProfileQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: contentKeys.driverProfile,
    queryFn: ({ signal }) => getBerijderDetails(gateway, signal),
  });
}
