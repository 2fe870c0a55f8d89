import { useState } from 'react';
import { TextField } from '@mui/material';
import { useUiText } from '../i18n/useUiText.ts';
import { drivingLicenceProblem } from './drivingLicence.ts';

export interface DrivingLicenceFieldProps {
  /** The number as typed. */
  value: string;
  /** The driver types; send `normalizeDrivingLicence(value)` as `cRijbewijsnummer`. */
  onChange(value: string): void;
  /** The scheme requires the number. */
  required?: boolean;
  /** Show problems even before the field was left (after an order attempt). */
  showErrors?: boolean;
}

/** The driving-licence number: ten digits, checked when the field is left. */
export function DrivingLicenceField({
  value,
  onChange,
  required = false,
  showErrors = false,
}: DrivingLicenceFieldProps) {
  const t = useUiText();
  const [touched, setTouched] = useState(false);
  const problem = drivingLicenceProblem(value, required);
  const shown = (touched || showErrors) && problem !== null;
  return (
    <TextField
      label={t('licence.label')}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setTouched(true)}
      error={shown}
      helperText={shown && problem ? t(problem) : t('licence.hint')}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, spellCheck: false } }}
    />
  );
}
