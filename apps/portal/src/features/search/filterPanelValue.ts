import {
  CAR_FILTER_RESULT_LIST_FIELDS,
  CAR_FILTER_SETTINGS_FIELDS,
  DEFAULT_CAR_FILTER,
  isDefaultFilterValue,
  type CarFilter,
} from '@lease/api';
import type { FilterPanelValue } from '@lease/ui';

/** Every field the filter panel edits: the filter's own, not the settings' or the result list's. */
const fields = (Object.keys(DEFAULT_CAR_FILTER) as (keyof CarFilter)[]).filter(
  (key): key is keyof FilterPanelValue =>
    !(CAR_FILTER_SETTINGS_FIELDS as readonly string[]).includes(key) &&
    !(CAR_FILTER_RESULT_LIST_FIELDS as readonly string[]).includes(key),
);

/** The part of a filter the panel shows. */
export function filterPanelValue(filter: CarFilter): FilterPanelValue {
  return Object.fromEntries(fields.map((key) => [key, filter[key]])) as FilterPanelValue;
}

/** The panel's fields at their defaults: what "clear the filters" sets. */
export const CLEARED_PANEL: FilterPanelValue = filterPanelValue(DEFAULT_CAR_FILTER);

/** How many of the panel's filters differ from their defaults (the phone's filter button says). */
export function activeFilterCount(filter: CarFilter): number {
  return fields.filter((key) => !isDefaultFilterValue(key, filter[key])).length;
}
