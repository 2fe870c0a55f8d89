import { TextField } from '@mui/material';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';
import { useUiText } from '../i18n/useUiText.ts';

/** The longest remark the order accepts (`cOpmerking`). */
export const REMARKS_MAX_LENGTH = 2000;

export interface RemarksProps {
  /** The remark so far. */
  value: string;
  /** The driver types. */
  onChange(value: string): void;
  /** A message about the remark from elsewhere (the server refused the order): marks it invalid. */
  error?: string | null;
}

/** The order form's remarks, with a live count of the characters left. */
export function Remarks({ value, onChange, error = null }: RemarksProps) {
  const t = useUiText();
  const left = t('orderForm.remarksLeft', { left: String(REMARKS_MAX_LENGTH - value.length) });
  const typedRef = useKeepTypedValue<HTMLTextAreaElement>(value);
  return (
    <TextField
      inputRef={typedRef}
      multiline
      minRows={3}
      maxRows={10}
      label={t('orderForm.remarks')}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, REMARKS_MAX_LENGTH))}
      error={Boolean(error)}
      // The count stays while the driver corrects the remark.
      helperText={
        error ? (
          <>
            <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{error}</span>
            {left}
          </>
        ) : (
          left
        )
      }
      slotProps={{ htmlInput: { maxLength: REMARKS_MAX_LENGTH } }}
    />
  );
}
