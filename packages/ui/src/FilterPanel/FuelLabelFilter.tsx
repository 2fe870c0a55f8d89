import { memo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FuelLabel } from '@lease/api';
import { FUEL_LABELS } from '@lease/api/contract';
import { useUiText } from '../i18n/useUiText.ts';

export interface FuelLabelFilterProps {
  /** The worst label still shown (`cBrandstoflabelMax`); `G` shows every car. */
  value: FuelLabel;
  /** Called with the newly chosen label. */
  onChange(value: FuelLabel): void;
}

const isFuelLabel = (value: string): value is FuelLabel =>
  (FUEL_LABELS as readonly string[]).includes(value);

/**
 * The energy label filter: one label, A (best) to G, up to which cars are shown. A select rather
 * than a multi-select because the dataset field is a single upper limit; the letters are the
 * contract's own values, the same in every language. Memoised: the panel renders again on every
 * search.
 */
export const FuelLabelFilter = memo(function FuelLabelFilter({
  value,
  onChange,
}: FuelLabelFilterProps) {
  const t = useUiText();
  return (
    <TextField
      select
      size="small"
      label={t('filter.fuelLabelMax')}
      helperText={t('filter.fuelLabelHint')}
      value={value}
      onChange={(event) => {
        if (isFuelLabel(event.target.value)) onChange(event.target.value);
      }}
    >
      {FUEL_LABELS.map((label) => (
        <MenuItem key={label} value={label}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
});
