import type { SearchFilters, ValueFilterName } from '@lease/api';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';

/**
 * The options of a text facet: the server's words are catalogue data (bike kinds, wheel sizes),
 * shown as the server describes them, else as their value.
 */
export function textFacetOptions(
  filters: SearchFilters | null | undefined,
  facet: ValueFilterName,
): MultiSelectOption<string>[] {
  return (filters?.[facet] ?? []).map((item) => ({
    value: item.cWaarde,
    label: item.cOmschrijving?.trim() || item.cWaarde,
    count: item.nAantal ?? null,
  }));
}

/** The options of the doors facet: numeric values (`nDeuren` is a list of counts). */
export function doorOptions(
  filters: SearchFilters | null | undefined,
): MultiSelectOption<number>[] {
  return textFacetOptions(filters, 'Deuren').flatMap((option) => {
    const doors = Number(option.value);
    return Number.isInteger(doors) && doors > 0 ? [{ ...option, value: doors }] : [];
  });
}
