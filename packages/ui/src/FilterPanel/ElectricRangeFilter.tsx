import { useUiText } from '../i18n/useUiText.ts';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import type { FieldHandlers } from './fieldHandlers.ts';
import type { FilterPanelValue } from './filterPanelValue.ts';

export interface ElectricRangeFilterProps {
  value: FilterPanelValue;
  on: FieldHandlers;
}

/**
 * The least electric range (`nActieradiusMin`), for cars and e-bikes alike: the search compares
 * it with the type's `nActieradius`, which a bike without a motor does not have.
 */
export function ElectricRangeFilter({ value, on }: ElectricRangeFilterProps) {
  const t = useUiText();
  return (
    <RangeFilter
      zeroMeansNoLimit
      label={t('filter.range')}
      sides="min"
      unit={t('filter.unitKm')}
      bounds={{ min: 0, max: 2000 }}
      value={{ min: value.nActieradiusMin, max: null }}
      onChange={on.limit('nActieradiusMin', 'min')}
    />
  );
}
