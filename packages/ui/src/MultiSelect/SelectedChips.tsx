import Chip from '@mui/material/Chip';
import { useUiText } from '../i18n/useUiText.ts';
import { CloseIcon } from '../icons/vehicleIcons.tsx';

export interface SelectedChipsProps<Value extends string | number> {
  /** The field's label, for the list's name ("Chosen: Brand"). */
  label: string;
  value: readonly Value[];
  labelOf: (value: Value) => string;
  disabled: boolean;
  onRemove: (value: Value) => void;
}

/** The chosen options as removable chips, in the order they were chosen. */
export function SelectedChips<Value extends string | number>({
  label,
  value,
  labelOf,
  disabled,
  onRemove,
}: SelectedChipsProps<Value>) {
  const t = useUiText();
  if (value.length === 0) return null;
  return (
    <ul className="LeaseMultiSelect-chips" aria-label={t('multiSelect.selectedList', { label })}>
      {value.map((optionValue) => {
        const optionLabel = labelOf(optionValue);
        return (
          <li key={String(optionValue)}>
            <Chip
              size="small"
              label={optionLabel}
              aria-label={t('multiSelect.remove', { option: optionLabel })}
              disabled={disabled}
              // Enter and Space (onClick) as well as Delete and Backspace (onDelete) remove.
              onClick={() => onRemove(optionValue)}
              onDelete={() => onRemove(optionValue)}
              deleteIcon={<CloseIcon aria-hidden />}
              sx={{ maxWidth: '100%' }}
            />
          </li>
        );
      })}
    </ul>
  );
}
