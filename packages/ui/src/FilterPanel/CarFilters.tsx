import type { FilterPanelOptions } from './filterOptions.ts';
import type { FilterPanelSetter, FilterPanelValue } from './filterPanelValue.ts';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';
import { useUiText } from '../i18n/useUiText.ts';
import { MultiSelect } from '../MultiSelect/MultiSelect.tsx';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import { ElectricRangeFilter } from './ElectricRangeFilter.tsx';
import { FuelLabelFilter } from './FuelLabelFilter.tsx';

export interface CarListFiltersProps {
  value: FilterPanelValue;
  options: FilterPanelOptions;
  /** The doors the search offers; the filter is left out when there are none. */
  doors: MultiSelectOption<number>[];
  loading: boolean;
  set: FilterPanelSetter;
}

/** The choices only cars have: body, fuel, transmission, doors and energy label. */
export function CarListFilters({ value, options, doors, loading, set }: CarListFiltersProps) {
  const t = useUiText();
  return (
    <>
      <MultiSelect
        label={t('filter.bodyTypes')}
        options={options.bodyTypes}
        value={value.cCarrosserie}
        loading={loading}
        onChange={(next) => set('cCarrosserie', next)}
      />
      <MultiSelect
        label={t('filter.fuelTypes')}
        options={options.fuelTypes}
        value={value.cBrandstof}
        loading={loading}
        onChange={(next) => set('cBrandstof', next)}
      />
      <MultiSelect
        label={t('filter.transmissions')}
        options={options.transmissions}
        value={value.cTransmissie}
        loading={loading}
        onChange={(next) => set('cTransmissie', next)}
      />
      {doors.length > 0 ? (
        <MultiSelect
          label={t('filter.doors')}
          options={doors}
          value={value.nDeuren}
          loading={loading}
          onChange={(next) => set('nDeuren', next)}
        />
      ) : null}
      <FuelLabelFilter
        value={value.cBrandstoflabelMax}
        onChange={(next) => set('cBrandstoflabelMax', next)}
      />
    </>
  );
}

export interface CarRangeFiltersProps {
  value: FilterPanelValue;
  set: FilterPanelSetter;
  onChange(value: FilterPanelValue): void;
}

/** The limits of cars: emissions, electric range, power, seats and towing weight. */
export function CarRangeFilters({ value, set, onChange }: CarRangeFiltersProps) {
  const t = useUiText();
  return (
    <>
      <RangeFilter
        label={t('filter.co2')}
        sides="max"
        unit={t('filter.unitGramsPerKm')}
        bounds={{ min: 0, max: 1000 }}
        value={{ min: null, max: value.nCO2Max }}
        onChange={(range) => set('nCO2Max', range.max)}
      />
      <ElectricRangeFilter value={value} set={set} />
      <RangeFilter
        label={t('filter.power')}
        unit={t('filter.unitKw')}
        bounds={{ min: 0, max: 2000 }}
        value={{ min: value.nVermogenMin, max: value.nVermogenMax }}
        onChange={(range) =>
          onChange({ ...value, nVermogenMin: range.min, nVermogenMax: range.max })
        }
      />
      <RangeFilter
        label={t('filter.seats')}
        sides="min"
        bounds={{ min: 0, max: 99 }}
        value={{ min: value.nAantalZitplaatsenMin, max: null }}
        onChange={(range) => set('nAantalZitplaatsenMin', range.min)}
      />
      <RangeFilter
        label={t('filter.towingUnbraked')}
        sides="min"
        unit={t('filter.unitKg')}
        bounds={{ min: 0, max: 10000 }}
        value={{ min: value.nTrekgewichtMin, max: null }}
        onChange={(range) => set('nTrekgewichtMin', range.min)}
      />
      <RangeFilter
        label={t('filter.towingBraked')}
        sides="min"
        unit={t('filter.unitKg')}
        bounds={{ min: 0, max: 10000 }}
        value={{ min: value.nTrekgewichtGeremdMin, max: null }}
        onChange={(range) => set('nTrekgewichtGeremdMin', range.min)}
      />
    </>
  );
}
