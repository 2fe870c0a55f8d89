import type { SearchFilters } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import type { BikeValueField } from '../VehicleCard/bikeLabels.ts';
import { bikeFacetOptions } from './facetOptions.ts';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';
import type { FieldHandlers } from './fieldHandlers.ts';
import type { FilterPanelValue } from './filterPanelValue.ts';
import { StableMultiSelect } from './StableMultiSelect.ts';

/** The bike list filters in the order shown, each with its dataset field and label. */
const BIKE_LISTS = [
  ['Fietssoort', 'filter.bikeKinds'],
  ['Frametype', 'filter.frameTypes'],
  ['Framehoogte', 'filter.frameHeights'],
  ['Lengte', 'filter.riderLengths'],
  ['Versnellingen', 'filter.gears'],
  ['Wielmaat', 'filter.wheelSizes'],
  ['Aandrijving', 'filter.drives'],
] as const satisfies readonly (readonly [BikeValueField & keyof FilterPanelValue, UiMessageId])[];

export interface BikeListFiltersProps {
  value: FilterPanelValue;
  /** The options of each bike list, from `bikeListOptions`. */
  options: BikeListOptions;
  loading: boolean;
  on: FieldHandlers;
}

/** The options of each bike list. */
export type BikeListOptions = Record<(typeof BIKE_LISTS)[number][0], MultiSelectOption<string>[]>;

/** The options of each bike list from the values a search offers, in the interface language. */
export function bikeListOptions(
  filters: SearchFilters | null | undefined,
  t: ReturnType<typeof useUiText>,
): BikeListOptions {
  return Object.fromEntries(
    BIKE_LISTS.map(([field]) => [field, bikeFacetOptions(filters, field, t)]),
  ) as BikeListOptions;
}

/**
 * The choices only bikes have (spec point 3 "bike filters"). The values show in the interface
 * language (sizes with their unit, in its number format) and are sent as the server's codes; a
 * value we have no text for shows as the server describes it. A list the search offers no values
 * for is left out.
 */
export function BikeListFilters({ value, options, loading, on }: BikeListFiltersProps) {
  const t = useUiText();
  return (
    <>
      {BIKE_LISTS.map(([field, label]) =>
        options[field].length > 0 ? (
          <StableMultiSelect
            key={field}
            label={t(label)}
            options={options[field]}
            value={value[field]}
            loading={loading}
            onChange={on.field(field)}
          />
        ) : null,
      )}
    </>
  );
}
