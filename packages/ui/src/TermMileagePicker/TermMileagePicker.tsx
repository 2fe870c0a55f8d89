import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { Terms } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

/** A term (months) and yearly mileage (km). */
export interface TermMileage {
  nLooptijd: number;
  nKilometrage: number;
}

export interface TermMileagePickerProps {
  /** `GetLooptijdKilometrages`: the terms and mileages the driver may pick. */
  terms: Terms;
  /** The current choice; missing values fall back to the server's standard. */
  value?: Partial<TermMileage> | null;
  /** The driver changes term or mileage (the portal recalculates). */
  onChange(value: TermMileage): void;
  /** No changes while an order is being placed. */
  disabled?: boolean;
}

/**
 * Term as a row of radio buttons (few values), yearly mileage as a select (many values). The
 * select is the browser's own (`NativeSelect` in an outlined field): on a phone the system's
 * picker, and without the menu, popover and modal of MUI's `Select`, which the configurator would
 * load before it can be used only for this field (ADR 0011).
 */
export function TermMileagePicker({
  terms,
  value,
  onChange,
  disabled = false,
}: TermMileagePickerProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const { Looptijden, Kilometrages } = terms;
  if (Looptijden.length === 0 || Kilometrages.length === 0) {
    return <Typography>{t('terms.empty')}</Typography>;
  }
  const term = value?.nLooptijd ?? terms.nStandaardLooptijd ?? Looptijden[0] ?? 0;
  const mileage = value?.nKilometrage ?? terms.nStandaardKilometrage ?? Kilometrages[0] ?? 0;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <FormControl disabled={disabled}>
        <FormLabel id={`${id}-term`} disabled={false}>
          {t('terms.term')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-term`}
          value={String(term)}
          onChange={(_event, next) => onChange({ nLooptijd: Number(next), nKilometrage: mileage })}
        >
          {Looptijden.map((months) => (
            <FormControlLabel
              key={months}
              value={String(months)}
              control={<Radio />}
              label={t('terms.months', { months })}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl disabled={disabled} sx={{ width: 240 }}>
        <InputLabel htmlFor={`${id}-mileage`}>{t('terms.mileage')}</InputLabel>
        <NativeSelect
          value={String(mileage)}
          onChange={(event) =>
            onChange({ nLooptijd: term, nKilometrage: Number(event.target.value) })
          }
          // The outline's gap for the floating label is measured from the label's text.
          input={<OutlinedInput id={`${id}-mileage`} label={t('terms.mileage')} />}
        >
          {Kilometrages.map((km) => (
            <option key={km} value={String(km)}>
              {t('terms.kmPerYear', { km: intl.formatNumber(km) })}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </div>
  );
}
