import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { LazyMenu, LazyMenuItem, preloadMenuOnIntent } from '../menus/LazyMenu.tsx';
import { CheckIcon, SortIcon } from '../icons/vehicleIcons.tsx';
import { currentSortOption, sortOptionMessage, type SortMenuOption } from './sortOptionMessage.ts';

export interface SortMenuProps {
  /** The options in menu order: pass `CAR_SORT_OPTIONS` from `@lease/api`. */
  options: readonly SortMenuOption[];
  /** The id of the current option. */
  value: string;
  /** Called with the id of the option a person picks. */
  onChange(id: SortMenuOption['id']): void;
  /** The menu cannot be used (e.g. while loading). */
  disabled?: boolean;
}

const SortMenuRoot = styled('div', { name: 'LeaseSortMenu', slot: 'Root' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  flexWrap: 'wrap',
}));

/**
 * The sort menu of the search page (spec point 9): a button naming the current order that opens
 * a menu of radio items, one per field and direction.
 */
export function SortMenu({ options, value, onChange, disabled = false }: SortMenuProps) {
  const t = useUiText();
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentSortOption(options, value);
  const open = anchor !== null;

  return (
    <SortMenuRoot>
      <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {t('sortMenu.label')}
      </Typography>
      <Button
        id={buttonId}
        variant="outlined"
        disabled={disabled || options.length === 0}
        startIcon={<SortIcon aria-hidden />}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The menu's code loads as a person reaches for the button (LazyMenu).
        {...preloadMenuOnIntent}
      >
        {current ? t(sortOptionMessage(current)) : null}
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': labelId } }}
      >
        {options.map((option) => {
          const checked = option.id === current?.id;
          return (
            <LazyMenuItem
              key={option.id}
              role="menuitemradio"
              aria-checked={checked}
              selected={checked}
              onClick={() => {
                setAnchor(null);
                if (!checked) onChange(option.id);
              }}
              // On a phone the menu is as wide as the screen allows: long labels wrap, not clip.
              sx={{ gap: 1, minHeight: 40, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {/* The check mark, not the highlight colour alone, shows the current order. */}
              <CheckIcon
                fontSize="small"
                aria-hidden
                sx={{ visibility: checked ? 'visible' : 'hidden' }}
              />
              {t(sortOptionMessage(option))}
            </LazyMenuItem>
          );
        })}
      </LazyMenu>
    </SortMenuRoot>
  );
}
