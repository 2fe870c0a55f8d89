import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import { ToggleGroup } from '../ToggleGroup/index.ts';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useUiText } from '../i18n/useUiText.ts';

/** The page sizes a search offers: the spec's 3, and more for those who scroll. */
export const PAGE_SIZES = [3, 12, 24] as const;

export interface PageSizeSwitchProps {
  /** Results per page now (`nAantalPerPagina`); a size not offered leaves no button pressed. */
  value: number;
  /** Called with the size a person picks. */
  onChange(value: number): void;
  /** The sizes to offer; {@link PAGE_SIZES} by default. */
  sizes?: readonly number[];
}

/**
 * How many results a page of the search shows: toggle buttons, one always pressed. On a phone
 * 236 cars in pages of 3 are 79 pages; a driver who scrolls rather than pages picks more.
 */
export function PageSizeSwitch({ value, onChange, sizes = PAGE_SIZES }: PageSizeSwitchProps) {
  const t = useUiText();
  const labelId = useId();
  // The numbers alone do not say what they count: the label is on screen, not only for a
  // screen reader.
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('pageSizeSwitch.label')}
      </Typography>
      <ToggleGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: number | null) => {
          // Pressing the current size again keeps it: one size is always chosen.
          if (next !== null && next !== value) onChange(next);
        }}
      >
        {sizes.map((size) => (
          <ToggleButton key={size} value={size} sx={{ px: 1.5 }}>
            {size}
          </ToggleButton>
        ))}
      </ToggleGroup>
    </Stack>
  );
}
