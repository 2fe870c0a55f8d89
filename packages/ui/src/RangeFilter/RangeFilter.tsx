import { memo, useId, useState, type KeyboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { sameRangeFilterProps } from './sameRangeFilterProps.ts';
import {
  parseWholeNumber,
  validateRange,
  type RangeBounds,
  type RangeMessage,
  type RangeValue,
} from './validateRange.ts';

export interface RangeFilterProps {
  /** The filter's name, e.g. "Lease price"; the legend of the two fields. */
  label: string;
  /** The current range; `null` on a side means no limit. */
  value: RangeValue;
  /** Called with a valid range when a field is left or Enter is pressed. */
  onChange(value: RangeValue): void;
  /** Which fields show: both, only the lower (`min`) or only the upper (`max`) limit. */
  sides?: 'both' | 'min' | 'max';
  /** The values a field accepts. */
  bounds?: RangeBounds;
  /** The unit shown in the fields, e.g. "€" or "km" (in the interface language). */
  unit?: string;
  /** Puts the unit before the number (as for "€"). */
  unitBefore?: boolean;
  /** The fields cannot be used. */
  disabled?: boolean;
  /**
   * A limit of 0 is no limit (the car filter's rule, spec point 9): 0 shows as an empty field
   * with its hint, a field left empty (or set to 0) reports 0, never `null`. Without it an empty
   * field is `null`.
   */
  zeroMeansNoLimit?: boolean;
}

const Fieldset = styled('fieldset', { name: 'LeaseRangeFilter', slot: 'Root' })(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': {
    ...theme.typography.body2,
    fontWeight: 500,
    padding: 0,
    marginBottom: theme.spacing(1),
    color: theme.palette.text.primary,
  },
  '& .LeaseRangeFilter-fields': {
    display: 'grid',
    // Wide enough for the hint of an empty field ("Pas de minimum") beside a unit; two fields
    // that do not fit side by side stack.
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: theme.spacing(1),
  },
  // The hint of an empty field is read, so it has the readable grey of secondary text rather
  // than the input's faded placeholder.
  '& input::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
}));

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * A numeric filter with a lower and/or upper limit (spec point 3: nLeaseMax, nVermogenMin…).
 * Invalid input shows a message under its field and is not reported until it is fixed. Memoised
 * (`sameRangeFilterProps`): a filter panel renders again on every search, and its two outlined
 * fields are among the heaviest parts of it.
 */
export const RangeFilter = memo(function RangeFilter({
  label,
  value,
  onChange,
  sides = 'both',
  bounds,
  unit,
  unitBefore = false,
  disabled = false,
  zeroMeansNoLimit = false,
}: RangeFilterProps) {
  const t = useUiText();
  const id = useId();
  // What the fields show: with `zeroMeansNoLimit`, a limit of 0 is an empty field.
  const noLimit = (limit: number | null) => (zeroMeansNoLimit && limit === 0 ? null : limit);
  const view = { min: noLimit(value.min), max: noLimit(value.max) };
  const [draft, setDraft] = useState({ min: text(view.min), max: text(view.max) });
  // A new value from outside (a filter reset) replaces what was typed.
  const [shown, setShown] = useState(view);
  if (shown.min !== view.min || shown.max !== view.max) {
    setShown(view);
    setDraft({ min: text(view.min), max: text(view.max) });
  }
  const [touched, setTouched] = useState({ min: false, max: false });
  // A limit typed into the server's page before React adopted the field is the limit typed.
  const inputs = {
    min: useKeepTypedValue<HTMLInputElement>(draft.min),
    max: useKeepTypedValue<HTMLInputElement>(draft.max),
  };
  // A typed 0 is no limit too: it must not count as an upper limit below the lower one.
  const typed = (side: 'min' | 'max') =>
    zeroMeansNoLimit && parseWholeNumber(draft[side]) === 0 ? '' : draft[side];
  const validation = validateRange(
    sides === 'max' ? '' : typed('min'),
    sides === 'min' ? '' : typed('max'),
    bounds,
  );

  const commit = () => {
    setTouched({ min: draft.min !== text(view.min), max: draft.max !== text(view.max) });
    if (validation.errors.min || validation.errors.max) return;
    const next = validation.value;
    // A typed 0 shows as the empty field it means.
    if (zeroMeansNoLimit) setDraft({ min: text(next.min), max: text(next.max) });
    if (next.min === view.min && next.max === view.max) return;
    onChange(zeroMeansNoLimit ? { min: next.min ?? 0, max: next.max ?? 0 } : next);
  };

  const message = (error: RangeMessage | undefined) =>
    error ? t(error.id, error.values) : undefined;

  const field = (side: 'min' | 'max') => {
    // Messages wait until a person leaves the field, so half-typed numbers are not flagged.
    const error = touched[side] ? validation.errors[side] : undefined;
    const adornment = unit ? (
      <InputAdornment position={unitBefore ? 'start' : 'end'}>{unit}</InputAdornment>
    ) : undefined;
    return (
      <TextField
        id={`${id}-${side}`}
        size="small"
        label={side === 'min' ? t('filter.from') : t('filter.to')}
        placeholder={side === 'min' ? t('filter.noMinimum') : t('filter.noMaximum')}
        value={draft[side]}
        inputRef={inputs[side]}
        disabled={disabled}
        error={Boolean(error)}
        helperText={message(error)}
        onChange={(event) => setDraft((current) => ({ ...current, [side]: event.target.value }))}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') commit();
        }}
        slotProps={{
          // The label stays above the field, so an empty field shows its hint.
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: unitBefore ? { startAdornment: adornment } : { endAdornment: adornment },
        }}
      />
    );
  };

  return (
    <Fieldset disabled={disabled}>
      <legend>{label}</legend>
      <div className="LeaseRangeFilter-fields">
        {sides !== 'max' ? field('min') : null}
        {sides !== 'min' ? field('max') : null}
      </div>
    </Fieldset>
  );
}, sameRangeFilterProps);
