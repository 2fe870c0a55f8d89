import { memo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FuelLabel } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

/**
 * The contract's labels (`FUEL_LABELS`), best first. Repeated here because the design system
 * imports `@lease/api` for types only; the record makes a label added there fail to compile here.
 */
const LABEL_ORDER: Record<FuelLabel, number> = { A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6 };
const FUEL_LABELS = (Object.keys(LABEL_ORDER) as FuelLabel[]).sort(
  (a, b) => LABEL_ORDER[a] - LABEL_ORDER[b],
);

export interface FuelLabelFilterProps {
  /** The worst label still shown (`cBrandstoflabelMax`); `G` shows every car. */
  value: FuelLabel;
  /** Called with the newly chosen label. */
  onChange(value: FuelLabel): void;
}

const isFuelLabel = (value: string): value is FuelLabel => Object.hasOwn(LABEL_ORDER, value);

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
