import type { SearchFilters, ValueFilterName } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import type { UiMessageValues } from '../i18n/useUiText.ts';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';
import { bikeValueLabel, type BikeValueField } from '../VehicleCard/bikeLabels.ts';

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

/**
 * The options of a bike facet in the interface language (`bikeValueLabel`): the value stays the
 * server's code, which is what the filter sends back.
 */
export function bikeFacetOptions(
  filters: SearchFilters | null | undefined,
  facet: BikeValueField,
  translate: (id: UiMessageId, values?: UiMessageValues) => string,
): MultiSelectOption<string>[] {
  return (filters?.[facet] ?? []).map((item) => ({
    value: item.cWaarde,
    label: bikeValueLabel(facet, item.cWaarde, translate, item.cOmschrijving),
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
