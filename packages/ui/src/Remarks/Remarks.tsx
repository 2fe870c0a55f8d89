import { TextField } from '@mui/material';
import { useUiText } from '../i18n/useUiText.ts';

/** The longest remark the order accepts (`cOpmerking`). */
export const REMARKS_MAX_LENGTH = 2000;

export interface RemarksProps {
  /** The remark so far. */
  value: string;
  /** The driver types. */
  onChange(value: string): void;
}

/** The order form's remarks, with a live count of the characters left. */
export function Remarks({ value, onChange }: RemarksProps) {
  const t = useUiText();
  const left = REMARKS_MAX_LENGTH - value.length;
  return (
    <TextField
      multiline
      minRows={3}
      maxRows={10}
      label={t('orderForm.remarks')}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, REMARKS_MAX_LENGTH))}
      helperText={t('orderForm.remarksLeft', { left: String(left) })}
      slotProps={{ htmlInput: { maxLength: REMARKS_MAX_LENGTH } }}
    />
  );
}
