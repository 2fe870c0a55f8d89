import type { CarFilter, GetAutosRequest } from '../schemas/carFilter.ts';

/** The `GetAutos` body without `MobilityProductId`, which the call adds. */
export type SerializedCarFilter = Omit<GetAutosRequest, 'MobilityProductId'>;

function join(values: readonly (string | number)[]): string {
  return values.join(',');
}

/** The filter as `GetAutos` takes it: list fields joined as comma strings, the text trimmed. */
export function serializeCarFilter(filter: CarFilter): SerializedCarFilter {
  return {
    ...filter,
    nMerkID: join(filter.nMerkID),
    nModelID: join(filter.nModelID),
    cCarrosserie: join(filter.cCarrosserie),
    cBrandstof: join(filter.cBrandstof),
    cTransmissie: join(filter.cTransmissie),
    nDeuren: join(filter.nDeuren),
    Frametype: join(filter.Frametype),
    Fietssoort: join(filter.Fietssoort),
    Framehoogte: join(filter.Framehoogte),
    Versnellingen: join(filter.Versnellingen),
    Wielmaat: join(filter.Wielmaat),
    Aandrijving: join(filter.Aandrijving),
    Lengte: join(filter.Lengte),
    cTekstFilter: filter.cTekstFilter.trim(),
  };
}
