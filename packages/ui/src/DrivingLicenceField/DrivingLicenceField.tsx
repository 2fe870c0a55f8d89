import { useState } from 'react';
import { TextField } from '@mui/material';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';
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
  /** A message about the number from elsewhere (the server refused the order): marks it invalid. */
  error?: string | null;
}

/** The driving-licence number: ten digits, checked when the field is left. */
export function DrivingLicenceField({
  value,
  onChange,
  required = false,
  showErrors = false,
  error = null,
}: DrivingLicenceFieldProps) {
  const t = useUiText();
  const [touched, setTouched] = useState(false);
  const problem = drivingLicenceProblem(value, required);
  // The field's own check comes first: it says what to type; the server's message may not.
  const message = (touched || showErrors) && problem ? t(problem) : error || null;
  const typedRef = useKeepTypedValue<HTMLInputElement>(value);
  return (
    <TextField
      label={t('licence.label')}
      inputRef={typedRef}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setTouched(true)}
      error={message !== null}
      helperText={message ?? t('licence.hint')}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, spellCheck: false } }}
    />
  );
}
