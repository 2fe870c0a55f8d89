import ToggleButton from '@mui/material/ToggleButton';
import { ToggleGroup } from '../ToggleGroup/index.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { CardViewIcon, ListViewIcon } from '../icons/vehicleIcons.tsx';
import type { VehicleCardVariant } from '../VehicleCard/VehicleCard.tsx';

export interface ViewSwitchProps {
  /** The current view of the search list. */
  value: VehicleCardVariant;
  /** Called with the view a person picks. */
  onChange(value: VehicleCardVariant): void;
  /** The switch cannot be used (e.g. while loading). */
  disabled?: boolean;
}

/** Cards or list for the search page (spec point 2): two toggle buttons, one always pressed. */
export function ViewSwitch({ value, onChange, disabled = false }: ViewSwitchProps) {
  const t = useUiText();
  return (
    <ToggleGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={t('viewSwitch.label')}
      onChange={(_event, next: VehicleCardVariant | null) => {
        // Pressing the current view again keeps it: one view is always chosen.
        if (next && next !== value) onChange(next);
      }}
    >
      <ToggleButton value="card" sx={{ gap: 1, px: 1.5 }}>
        <CardViewIcon fontSize="small" aria-hidden />
        {t('viewSwitch.card')}
      </ToggleButton>
      <ToggleButton value="list" sx={{ gap: 1, px: 1.5 }}>
        <ListViewIcon fontSize="small" aria-hidden />
        {t('viewSwitch.list')}
      </ToggleButton>
    </ToggleGroup>
  );
}
