import type { SearchFilters } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { MultiSelect } from '../MultiSelect/MultiSelect.tsx';
import type { BikeValueField } from '../VehicleCard/bikeLabels.ts';
import { bikeFacetOptions } from './facetOptions.ts';
import type { FilterPanelSetter, FilterPanelValue } from './filterPanelValue.ts';

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
  filters: SearchFilters | null | undefined;
  loading: boolean;
  set: FilterPanelSetter;
}

/**
 * The choices only bikes have (spec point 3 "bike filters"). The values show in the interface
 * language (sizes with their unit, in its number format) and are sent as the server's codes; a
 * value we have no text for shows as the server describes it. A list the search offers no values
 * for is left out.
 */
export function BikeListFilters({ value, filters, loading, set }: BikeListFiltersProps) {
  const t = useUiText();
  return (
    <>
      {BIKE_LISTS.map(([field, label]) => {
        const options = bikeFacetOptions(filters, field, t);
        return options.length > 0 ? (
          <MultiSelect
            key={field}
            label={t(label)}
            options={options}
            value={value[field]}
            loading={loading}
            onChange={(next) => set(field, next)}
          />
        ) : null;
      })}
    </>
  );
}
