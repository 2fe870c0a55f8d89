import type { SearchFilters, ValueFilterName } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { MultiSelect } from '../MultiSelect/MultiSelect.tsx';
import { textFacetOptions } from './facetOptions.ts';
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
] as const satisfies readonly (readonly [ValueFilterName & keyof FilterPanelValue, UiMessageId])[];

export interface BikeListFiltersProps {
  value: FilterPanelValue;
  filters: SearchFilters | null | undefined;
  loading: boolean;
  set: FilterPanelSetter;
}

/**
 * The choices only bikes have (spec point 3 "bike filters"). The values are catalogue data and
 * show as the server describes them; a list the search offers no values for is left out.
 */
export function BikeListFilters({ value, filters, loading, set }: BikeListFiltersProps) {
  const t = useUiText();
  return (
    <>
      {BIKE_LISTS.map(([field, label]) => {
        const options = textFacetOptions(filters, field);
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
