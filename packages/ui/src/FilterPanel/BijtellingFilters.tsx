import { memo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useUiText } from '../i18n/useUiText.ts';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import type { FieldHandlers } from './fieldHandlers.ts';

/**
 * The bijtelling percentages a car can have (docs/spec/lease-domain.md): zero-emission cars by
 * their year of first admission (16 to 20), every other car 22, cars before 2017 25.
 */
export const BIJTELLING_PERCENTAGES = [16, 17, 18, 20, 22, 25] as const;

/** The select's value for "any percentage" (`nBijtelling` 0, the spec's default). */
const ANY = '0';

export interface BijtellingFiltersProps {
  /** `nBijtelling`: the one percentage searched for; 0 or null is any. */
  percentage: number | null;
  /** `nBijtellingMax`: the highest gross bijtelling a month in euro; 0 or null is no limit. */
  max: number | null;
  on: FieldHandlers;
}

/**
 * The bijtelling of a car: its percentage (`nBijtelling`, one value, any by default) and the
 * highest gross bijtelling a month in euro (`nBijtellingMax`, no limit by default). Memoised:
 * the panel renders again on every search.
 */
export const BijtellingFilters = memo(function BijtellingFilters({
  percentage: chosen,
  max,
  on,
}: BijtellingFiltersProps) {
  const t = useUiText();
  const setPercentage = on.field('nBijtelling');
  return (
    <>
      <TextField
        select
        size="small"
        label={t('filter.bijtellingPercentage')}
        value={String(chosen ?? 0)}
        onChange={(event) => setPercentage(Number(event.target.value) || null)}
      >
        <MenuItem value={ANY}>{t('filter.bijtellingAny')}</MenuItem>
        {BIJTELLING_PERCENTAGES.map((percentage) => (
          <MenuItem key={percentage} value={String(percentage)}>
            {t('filter.percentage', { percentage })}
          </MenuItem>
        ))}
      </TextField>
      <RangeFilter
        zeroMeansNoLimit
        label={t('filter.bijtellingMax')}
        sides="max"
        unit={t('filter.unitEuro')}
        unitBefore
        bounds={{ min: 0 }}
        value={{ min: null, max }}
        onChange={on.limit('nBijtellingMax', 'max')}
      />
    </>
  );
});
