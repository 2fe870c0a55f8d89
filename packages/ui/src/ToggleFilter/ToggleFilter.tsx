import { memo, useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export interface ToggleFilterProps {
  /** What the filter does, e.g. "Promotions only". */
  label: string;
  /** Whether the filter is on. */
  checked: boolean;
  /** Called with the new state. */
  onChange(checked: boolean): void;
  /** A longer explanation under the label. */
  description?: string;
  /** The switch cannot be used. */
  disabled?: boolean;
}

/**
 * An on/off filter (spec point 3: bAlleenPlugin, bAlleenActie, bAlleenZakelijk…) as a switch.
 * Memoised: a filter panel renders again on every search.
 */
export const ToggleFilter = memo(function ToggleFilter({
  label,
  checked,
  onChange,
  description,
  disabled = false,
}: ToggleFilterProps) {
  const descriptionId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                role: 'switch',
                'aria-describedby': description ? descriptionId : undefined,
              },
            }}
          />
        }
      />
      {description ? (
        <Typography
          id={descriptionId}
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', pl: 6.5 }}
        >
          {description}
        </Typography>
      ) : null}
    </div>
  );
});
