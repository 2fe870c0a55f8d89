import { useId, useMemo } from 'react';
import type { SearchFilters } from '@lease/api';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import { TextSearch } from '../TextSearch/TextSearch.tsx';
import type { RangeValue } from '../RangeFilter/validateRange.ts';
import { ToggleFilter } from '../ToggleFilter/ToggleFilter.tsx';
import { bikeListOptions, BikeListFilters } from './BikeFilters.tsx';
import { BijtellingFilters } from './BijtellingFilters.tsx';
import { CarListFilters, CarRangeFilters } from './CarFilters.tsx';
import { ElectricRangeFilter } from './ElectricRangeFilter.tsx';
import { doorOptions } from './facetOptions.ts';
import { fieldHandlers } from './fieldHandlers.ts';
import { filterOptions } from './filterOptions.ts';
import type { FilterPanelValue } from './filterPanelValue.ts';
import { StableMultiSelect } from './StableMultiSelect.ts';
import { StructureFilter } from './StructureFilter.tsx';
import { useLatestCallback } from '../hooks/useLatestCallback.ts';

export type { FilterPanelValue } from './filterPanelValue.ts';

export interface FilterPanelProps {
  /** The current filter values. */
  value: FilterPanelValue;
  /**
   * The values the last search offers (`GetAutos.Filters`); null while none is known. A list
   * filter without values (doors, a bike list) is left out.
   */
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
  /**
   * The product type of the chosen category, as `CategoryChooser` and `CartPanel` take it
   * (`productType(settings.DataObject)`: `car`, `bike`). `bike` shows the bike filters, anything
   * else (empty outside a mobility container) the car filters. Taken from the category rather
   * than guessed from the values in `filters`: a bike search that found nothing offers no values,
   * and the panel must not turn into the car panel then.
   */
  productType?: string;
}

const PanelRoot = styled('section', { name: 'LeaseFilterPanel', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  minWidth: 0,
}));

const isBike = (productType: string | undefined) =>
  (productType ?? '').trim().toLowerCase() === 'bike';

/**
 * The filters of the search page: text, brand and model, prices and promotions for every product,
 * then the car or the bike filters; props in, `onChange` out.
 *
 * The page renders the panel again on every search (a changed filter, the search running, its
 * answer). The filters are memoised and get the same handlers and options on every render, so a
 * render redraws only the filters whose value or options changed.
 */
export function FilterPanel({
  value,
  filters,
  onChange,
  onReset,
  loading = false,
  showLeasePrice = true,
  showOwnContribution = true,
  productType,
}: FilterPanelProps) {
  const t = useUiText();
  const headingId = useId();
  const options = useMemo(
    () => filterOptions(filters, value.nMerkID, t),
    [filters, value.nMerkID, t],
  );
  const doors = useMemo(() => doorOptions(filters), [filters]);
  const bikeOptions = useMemo(() => bikeListOptions(filters, t), [filters, t]);
  // The handlers call the latest `onChange` with the latest value: made once, they stay the same
  // for the memoised filters.
  const change = useLatestCallback((part: Partial<FilterPanelValue>) =>
    onChange({ ...value, ...part }),
  );
  const chooseBrands = useLatestCallback((next: number[]) => {
    // Models of brands no longer chosen would filter on nothing visible: drop them.
    const brands = new Set(next);
    const models = (filters?.Modellen ?? [])
      .filter((model) => brands.size === 0 || brands.has(model.nMerkID))
      .map((model) => model.nModelID);
    change({ nMerkID: next, nModelID: value.nModelID.filter((id) => models.includes(id)) });
  });
  const on = useMemo(
    () => ({
      ...fieldHandlers((key, next) => change({ [key]: next })),
      power: (range: RangeValue) => change({ nVermogenMin: range.min, nVermogenMax: range.max }),
      brands: chooseBrands,
    }),
    [change, chooseBrands],
  );
  const bike = isBike(productType);

  return (
    <PanelRoot aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('filter.heading')}
      </Typography>
      <TextSearch value={value.cTekstFilter} onSearch={on.field('cTekstFilter')} />
      <StructureFilter value={value.cStructuur} onChange={on.field('cStructuur')} />
      <StableMultiSelect
        label={t('filter.brands')}
        options={options.brands}
        value={value.nMerkID}
        loading={loading}
        onChange={on.brands}
      />
      <StableMultiSelect
        label={t('filter.models')}
        options={options.models}
        value={value.nModelID}
        loading={loading}
        onChange={on.field('nModelID')}
      />
      {bike ? (
        <BikeListFilters value={value} options={bikeOptions} loading={loading} on={on} />
      ) : (
        <CarListFilters value={value} options={options} doors={doors} loading={loading} on={on} />
      )}
      <Divider />
      {showLeasePrice ? (
        <RangeFilter
          zeroMeansNoLimit
          label={t('filter.leasePrice')}
          sides="max"
          unit={t('filter.unitEuro')}
          unitBefore
          bounds={{ min: 0 }}
          value={{ min: null, max: value.nLeaseMax }}
          onChange={on.limit('nLeaseMax', 'max')}
        />
      ) : null}
      {showOwnContribution ? (
        <RangeFilter
          zeroMeansNoLimit
          label={t('filter.ownContribution')}
          sides="max"
          unit={t('filter.unitEuro')}
          unitBefore
          bounds={{ min: 0 }}
          value={{ min: null, max: value.nEigenbijdrageMax }}
          onChange={on.limit('nEigenbijdrageMax', 'max')}
        />
      ) : null}
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.personalCost')}
        sides="max"
        unit={t('filter.unitEuro')}
        unitBefore
        bounds={{ min: 0 }}
        value={{ min: null, max: value.nPersKostenMax }}
        onChange={on.limit('nPersKostenMax', 'max')}
      />
      {bike ? (
        <ElectricRangeFilter value={value} on={on} />
      ) : (
        <>
          <BijtellingFilters percentage={value.nBijtelling} max={value.nBijtellingMax} on={on} />
          <CarRangeFilters value={value} on={on} onPowerChange={on.power} />
        </>
      )}
      <Divider />
      {bike ? (
        <ToggleFilter
          label={t('filter.smartphoneSupport')}
          checked={value.SmartphoneOndersteuning}
          onChange={on.field('SmartphoneOndersteuning')}
        />
      ) : (
        <ToggleFilter
          label={t('filter.onlyPlugin')}
          checked={value.bAlleenPlugin}
          onChange={on.field('bAlleenPlugin')}
        />
      )}
      <ToggleFilter
        label={t('filter.onlyPromotion')}
        checked={value.bAlleenActie}
        onChange={on.field('bAlleenActie')}
      />
      {onReset ? (
        <Button variant="outlined" onClick={onReset} sx={{ alignSelf: 'flex-start' }}>
          {t('filter.reset')}
        </Button>
      ) : null}
    </PanelRoot>
  );
}
