import type { FilterValue, SearchFilters } from '@lease/api';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';

/**
 * Value lists of the filter dataset that the contract's `GetAutos.Filters` does not carry yet:
 * doors and the bike values. Named after their dataset field, each a list of `FilterValue`s.
 */
export const EXTRA_FACETS = [
  'Deuren',
  'Fietssoort',
  'Frametype',
  'Framehoogte',
  'Lengte',
  'Versnellingen',
  'Wielmaat',
  'Aandrijving',
] as const;
export type ExtraFacet = (typeof EXTRA_FACETS)[number];

/**
 * The values a search offers, plus the value lists above when the caller has them. Until the
 * search schema carries those lists, a filter without values stays hidden (no empty controls).
 */
export type FilterPanelFilters = SearchFilters & Partial<Record<ExtraFacet, FilterValue[] | null>>;

/**
 * The options of a text facet: the server's words are catalogue data (bike kinds, wheel sizes),
 * shown as the server describes them, else as their value.
 */
export function textFacetOptions(
  filters: FilterPanelFilters | null | undefined,
  facet: ExtraFacet,
): MultiSelectOption<string>[] {
  return (filters?.[facet] ?? []).map((item) => ({
    value: item.cWaarde,
    label: item.cOmschrijving?.trim() || item.cWaarde,
    count: item.nAantal ?? null,
  }));
}

/** The options of the doors facet: numeric values (`nDeuren` is a list of counts). */
export function doorOptions(
  filters: FilterPanelFilters | null | undefined,
): MultiSelectOption<number>[] {
  return textFacetOptions(filters, 'Deuren').flatMap((option) => {
    const doors = Number(option.value);
    return Number.isInteger(doors) && doors > 0 ? [{ ...option, value: doors }] : [];
  });
}
