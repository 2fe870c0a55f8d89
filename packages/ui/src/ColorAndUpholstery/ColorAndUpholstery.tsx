import { TextField } from '@mui/material';
import { useUiText } from '../i18n/useUiText.ts';

/** Colour and upholstery as the order sends them (`cKleur`, `cBekleding`). */
export interface ColorAndUpholsteryValue {
  cKleur: string;
  cBekleding: string;
}

export interface ColorAndUpholsteryProps {
  /** The current values; the configurator's choice (`cGekozenLak`, `cGekozenStoelbekleding`) to start. */
  value: ColorAndUpholsteryValue;
  /** The driver edits either field. */
  onChange(value: ColorAndUpholsteryValue): void;
  /** Read-only when the configuration fixed them. */
  readOnly?: boolean;
  /** Messages about either field from elsewhere (the server refused the order): mark it invalid. */
  errors?: Partial<Record<keyof ColorAndUpholsteryValue, string>>;
}

/** The order form's paint colour and upholstery. */
export function ColorAndUpholstery({
  value,
  onChange,
  readOnly = false,
  errors = {},
}: ColorAndUpholsteryProps) {
  const t = useUiText();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 16,
      }}
    >
      <TextField
        label={t('orderForm.color')}
        value={value.cKleur}
        onChange={(event) => onChange({ ...value, cKleur: event.target.value })}
        error={Boolean(errors.cKleur)}
        helperText={errors.cKleur || undefined}
        slotProps={{ htmlInput: { maxLength: 200, readOnly } }}
      />
      <TextField
        label={t('orderForm.upholstery')}
        value={value.cBekleding}
        onChange={(event) => onChange({ ...value, cBekleding: event.target.value })}
        error={Boolean(errors.cBekleding)}
        helperText={errors.cBekleding || undefined}
        slotProps={{ htmlInput: { maxLength: 200, readOnly } }}
      />
    </div>
  );
}
