import {
  CAR_FILTER_LIST_FIELDS,
  type CarFilter,
  type CarFilterListField,
  type GetAutosRequest,
} from '../schemas/carFilter.ts';

/** The `GetAutos` body without `MobilityProductId`, which the call adds. */
export type SerializedCarFilter = Omit<GetAutosRequest, 'MobilityProductId'>;

/** The filter as `GetAutos` takes it: list fields joined as comma strings, the text trimmed. */
export function serializeCarFilter(filter: CarFilter): SerializedCarFilter {
  const lists = Object.fromEntries(
    CAR_FILTER_LIST_FIELDS.map((field) => [field, filter[field].join(',')]),
  ) as Record<CarFilterListField, string>;
  return { ...filter, ...lists, cTekstFilter: filter.cTekstFilter.trim() };
}
