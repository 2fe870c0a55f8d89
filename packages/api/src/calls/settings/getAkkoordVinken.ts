import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { agreementsSchema, type Agreements, type AgreementsQuery } from '../../schemas/content.ts';
import { perResource } from '../perResource.ts';
import { settingsKeys } from './keys.ts';

const path = '/api/GetAkkoordVinken';

/** `GET /api/GetAkkoordVinken?taalcode=…`: the agreements to tick before ordering. */
export function getAkkoordVinken(
  gateway: Gateway,
  query: AgreementsQuery,
  signal?: AbortSignal,
): Promise<Agreements> {
  return gateway.call({
    name: 'GetAkkoordVinken',
    method: 'GET',
    path,
    query: { taalcode: query.taalcode, MobilityProductId: query.MobilityProductId },
    response: agreementsSchema,
    kind: 'read',
    cancelGroup: perResource(path, query),
    signal,
  });
}

/** Query options of `GetAkkoordVinken`. */
export function agreementsQueryOptions(gateway: Gateway, query: AgreementsQuery) {
  return queryOptions({
    queryKey: settingsKeys.agreements(query),
    queryFn: ({ signal }) => getAkkoordVinken(gateway, query, signal),
  });
}
