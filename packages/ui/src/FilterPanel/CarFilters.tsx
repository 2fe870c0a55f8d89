import type { FilterPanelOptions } from './filterOptions.ts';
import type { FieldHandlers } from './fieldHandlers.ts';
import type { FilterPanelValue } from './filterPanelValue.ts';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';
import { useUiText } from '../i18n/useUiText.ts';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import type { RangeValue } from '../RangeFilter/validateRange.ts';
import { ElectricRangeFilter } from './ElectricRangeFilter.tsx';
import { FuelLabelFilter } from './FuelLabelFilter.tsx';
import { StableMultiSelect } from './StableMultiSelect.ts';

export interface CarListFiltersProps {
  value: FilterPanelValue;
  options: FilterPanelOptions;
  /** The doors the search offers; the filter is left out when there are none. */
  doors: MultiSelectOption<number>[];
  loading: boolean;
  on: FieldHandlers;
}

/** The choices only cars have: body, fuel, transmission, doors and energy label. */
export function CarListFilters({ value, options, doors, loading, on }: CarListFiltersProps) {
  const t = useUiText();
  return (
    <>
      <StableMultiSelect
        label={t('filter.bodyTypes')}
        options={options.bodyTypes}
        value={value.cCarrosserie}
        loading={loading}
        onChange={on.field('cCarrosserie')}
      />
      <StableMultiSelect
        label={t('filter.fuelTypes')}
        options={options.fuelTypes}
        value={value.cBrandstof}
        loading={loading}
        onChange={on.field('cBrandstof')}
      />
      <StableMultiSelect
        label={t('filter.transmissions')}
        options={options.transmissions}
        value={value.cTransmissie}
        loading={loading}
        onChange={on.field('cTransmissie')}
      />
      {doors.length > 0 ? (
        <StableMultiSelect
          label={t('filter.doors')}
          options={doors}
          value={value.nDeuren}
          loading={loading}
          onChange={on.field('nDeuren')}
        />
      ) : null}
      <FuelLabelFilter value={value.cBrandstoflabelMax} onChange={on.field('cBrandstoflabelMax')} />
    </>
  );
}

export interface CarRangeFiltersProps {
  value: FilterPanelValue;
  on: FieldHandlers;
  /** Sets the power's two limits at once. */
  onPowerChange(range: RangeValue): void;
}

/** The limits of cars: emissions, electric range, power, seats and towing weight. */
export function CarRangeFilters({ value, on, onPowerChange }: CarRangeFiltersProps) {
  const t = useUiText();
  return (
    <>
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.co2')}
        sides="max"
        unit={t('filter.unitGramsPerKm')}
        bounds={{ min: 0, max: 1000 }}
        value={{ min: null, max: value.nCO2Max }}
        onChange={on.limit('nCO2Max', 'max')}
      />
      <ElectricRangeFilter value={value} on={on} />
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.power')}
        unit={t('filter.unitKw')}
        bounds={{ min: 0, max: 2000 }}
        value={{ min: value.nVermogenMin, max: value.nVermogenMax }}
        onChange={onPowerChange}
      />
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.seats')}
        sides="min"
        bounds={{ min: 0, max: 99 }}
        value={{ min: value.nAantalZitplaatsenMin, max: null }}
        onChange={on.limit('nAantalZitplaatsenMin', 'min')}
      />
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.towingUnbraked')}
        sides="min"
        unit={t('filter.unitKg')}
        bounds={{ min: 0, max: 10000 }}
        value={{ min: value.nTrekgewichtMin, max: null }}
        onChange={on.limit('nTrekgewichtMin', 'min')}
      />
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.towingBraked')}
        sides="min"
        unit={t('filter.unitKg')}
        bounds={{ min: 0, max: 10000 }}
        value={{ min: value.nTrekgewichtGeremdMin, max: null }}
        onChange={on.limit('nTrekgewichtGeremdMin', 'min')}
      />
    </>
  );
}
