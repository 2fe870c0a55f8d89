import type { CarFilter, CarFilterPanelField } from '@lease/api';

/**
 * The filter fields the panel edits (spec point 3): every field of the dataset a person chooses,
 * for cars and bikes, and whether the results are models or versions (`cStructuur`). The contract
 * names the others: category, tax bracket and business-only (settings, spec point 7
 * `SetSettings`), and paging and sort (the result list).
 */
export type FilterPanelValue = Pick<CarFilter, CarFilterPanelField>;

/** Sets one field of the value and reports the whole new value. */
export type FilterPanelSetter = <Key extends keyof FilterPanelValue>(
  key: Key,
  next: FilterPanelValue[Key],
) => void;
