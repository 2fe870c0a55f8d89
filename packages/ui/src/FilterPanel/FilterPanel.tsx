import { useId } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { CarFilter, SearchFilters } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { MultiSelect } from '../MultiSelect/MultiSelect.tsx';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import { TextSearch } from '../TextSearch/TextSearch.tsx';
import { ToggleFilter } from '../ToggleFilter/ToggleFilter.tsx';
import { filterOptions } from './filterOptions.ts';

/** The car filter fields the panel edits (spec point 3). */
export type FilterPanelValue = Pick<
  CarFilter,
  | 'cTekstFilter'
  | 'nMerkID'
  | 'nModelID'
  | 'cCarrosserie'
  | 'cBrandstof'
  | 'cTransmissie'
  | 'nLeaseMax'
  | 'nEigenbijdrageMax'
  | 'nCO2Max'
  | 'nActieradiusMin'
  | 'nVermogenMin'
  | 'nVermogenMax'
  | 'bAlleenPlugin'
  | 'bAlleenActie'
>;

export interface FilterPanelProps {
  /** The current filter values. */
  value: FilterPanelValue;
  /** The values the last search offers (`GetAutos.Filters`); null while none is known. */
  filters: SearchFilters | null | undefined;
  /** Called with the whole new value whenever one filter changes. */
  onChange(value: FilterPanelValue): void;
  /** Resets every filter to its default; no reset button when unset. */
  onReset?(): void;
  /** The filter values are being fetched. */
  loading?: boolean;
  /** Hide the lease price filter when the scheme hides lease prices (`bShowLeaseprijs`). */
  showLeasePrice?: boolean;
  /** Hide the own contribution filter when the scheme hides it (`bShowEigenbijdrage`). */
  showOwnContribution?: boolean;
}

const PanelRoot = styled('section', { name: 'LeaseFilterPanel', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  minWidth: 0,
}));

/** The car filters of the search page: text, multi-selects, ranges and switches; props in, `onChange` out. */
export function FilterPanel({
  value,
  filters,
  onChange,
  onReset,
  loading = false,
  showLeasePrice = true,
  showOwnContribution = true,
}: FilterPanelProps) {
  const t = useUiText();
  const headingId = useId();
  const options = filterOptions(filters, value.nMerkID, t);
  const set = <Key extends keyof FilterPanelValue>(key: Key, next: FilterPanelValue[Key]) =>
    onChange({ ...value, [key]: next });

  return (
    <PanelRoot aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('filter.heading')}
      </Typography>
      <TextSearch value={value.cTekstFilter} onSearch={(text) => set('cTekstFilter', text)} />
      <MultiSelect
        label={t('filter.brands')}
        options={options.brands}
        value={value.nMerkID}
        loading={loading}
        onChange={(next) => {
          // Models of brands no longer chosen would filter on nothing visible: drop them.
          const brands = new Set(next);
          const models = (filters?.Modellen ?? [])
            .filter((model) => brands.size === 0 || brands.has(model.nMerkID))
            .map((model) => model.nModelID);
          onChange({
            ...value,
            nMerkID: next,
            nModelID: value.nModelID.filter((id) => models.includes(id)),
          });
        }}
      />
      <MultiSelect
        label={t('filter.models')}
        options={options.models}
        value={value.nModelID}
        loading={loading}
        onChange={(next) => set('nModelID', next)}
      />
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
      <Divider />
      {showLeasePrice ? (
        <RangeFilter
          label={t('filter.leasePrice')}
          sides="max"
          unit={t('filter.unitEuro')}
          unitBefore
          bounds={{ min: 0 }}
          value={{ min: null, max: value.nLeaseMax }}
          onChange={(range) => set('nLeaseMax', range.max)}
        />
      ) : null}
      {showOwnContribution ? (
        <RangeFilter
          label={t('filter.ownContribution')}
          sides="max"
          unit={t('filter.unitEuro')}
          unitBefore
          bounds={{ min: 0 }}
          value={{ min: null, max: value.nEigenbijdrageMax }}
          onChange={(range) => set('nEigenbijdrageMax', range.max)}
        />
      ) : null}
      <RangeFilter
        label={t('filter.co2')}
        sides="max"
        unit={t('filter.unitGramsPerKm')}
        bounds={{ min: 0, max: 1000 }}
        value={{ min: null, max: value.nCO2Max }}
        onChange={(range) => set('nCO2Max', range.max)}
      />
      <RangeFilter
        label={t('filter.range')}
        sides="min"
        unit={t('filter.unitKm')}
        bounds={{ min: 0, max: 2000 }}
        value={{ min: value.nActieradiusMin, max: null }}
        onChange={(range) => set('nActieradiusMin', range.min)}
      />
      <RangeFilter
        label={t('filter.power')}
        unit={t('filter.unitKw')}
        bounds={{ min: 0, max: 2000 }}
        value={{ min: value.nVermogenMin, max: value.nVermogenMax }}
        onChange={(range) =>
          onChange({ ...value, nVermogenMin: range.min, nVermogenMax: range.max })
        }
      />
      <Divider />
      <ToggleFilter
        label={t('filter.onlyPlugin')}
        checked={value.bAlleenPlugin}
        onChange={(checked) => set('bAlleenPlugin', checked)}
      />
      <ToggleFilter
        label={t('filter.onlyPromotion')}
        checked={value.bAlleenActie}
        onChange={(checked) => set('bAlleenActie', checked)}
      />
      {onReset ? (
        <Button variant="outlined" onClick={onReset} sx={{ alignSelf: 'flex-start' }}>
          {t('filter.reset')}
        </Button>
      ) : null}
    </PanelRoot>
  );
}
