import { useId } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import { styled } from '@mui/material/styles';
import type { Category } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { BicycleIcon } from '../icons/BicycleIcon.tsx';
import { CarIcon } from '../icons/vehicleIcons.tsx';
import { themeStyles } from '../styles/themeStyles.ts';

export interface CategoryChooserProps {
  /** The client's categories (`Categorien` of `GetSettings`), in the client's order. */
  categories: readonly Category[];
  /** The chosen category's `nCategorieID`; none is marked when it is not among `categories`. */
  value: number | null | undefined;
  /** Called with the `nCategorieID` a person picks (never the chosen one). */
  onChange(id: number): void;
  /**
   * The product type the settings are for: `productType(settings.DataObject)` of `@lease/api`
   * (`car`, `bike`). Empty (settings without a `DataObject`, outside a mobility container) means
   * cars; a type without an icon of its own shows none.
   */
  productType?: string;
  /** The choice cannot be used (e.g. while the search loads). */
  disabled?: boolean;
}

/** The icon of a product type (spec point 3: the type `bike` has the bicycle icon). */
function productTypeIcon(type: string | undefined): typeof CarIcon | null {
  const normalised = (type ?? '').trim().toLowerCase();
  if (normalised === '' || normalised === 'car') return CarIcon;
  if (normalised === 'bike') return BicycleIcon;
  return null;
}

const ChooserRoot = styled('div', { name: 'LeaseCategoryChooser', slot: 'Root' })(
  themeStyles((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    '& .LeaseCategoryChooser-label': { ...theme.typography.body2, fontWeight: 500 },
    '& .LeaseCategoryChooser-options': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      minWidth: 0,
    },
    '& .MuiToggleButton-root': {
      gap: theme.spacing(1),
      minHeight: 40,
      maxWidth: '100%',
      padding: theme.spacing(0.75, 1.5),
      textAlign: 'start',
      // A long name wraps onto lines as close as body text's, not the button's single-line 1.75.
      lineHeight: theme.typography.body2.lineHeight,
      overflowWrap: 'anywhere',
      color: theme.palette.text.primary,
      // MUI's toggle border is a faint divider; a control's edge needs 3:1 (WCAG 1.4.11).
      borderColor: theme.palette.controlBorder,
    },
    // The chosen category is filled, not only tinted: visible without telling colours apart.
    '& .MuiToggleButton-root.Mui-selected': {
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
      borderColor: theme.palette.primary.main,
    },
    '& .MuiToggleButton-root.Mui-selected:hover': {
      backgroundColor: theme.palette.primary.dark,
    },
  })),
);

/**
 * The choice between the client's mobility categories (spec point 2: the calculator starts with
 * the first), as toggle buttons of which one is pressed (`aria-pressed`), each with the icon of
 * the product type and the category's name as the data gives it. One category is no choice, so
 * nothing renders then (nor for none): the portal searches in it without asking, and a lone
 * name would only take room above the results.
 */
export function CategoryChooser({
  categories,
  value,
  onChange,
  productType,
  disabled = false,
}: CategoryChooserProps) {
  const t = useUiText();
  const labelId = `${useId()}-label`;
  // Settings are server data: a repeated id would give two buttons for one choice.
  const unique = categories.filter(
    (category, index) =>
      categories.findIndex((other) => other.nCategorieID === category.nCategorieID) === index,
  );
  if (unique.length < 2) return null;
  const Icon = productTypeIcon(productType);

  return (
    <ChooserRoot>
      <span id={labelId} className="LeaseCategoryChooser-label">
        {t('categoryChooser.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="LeaseCategoryChooser-options">
        {unique.map((category) => {
          const id = category.nCategorieID;
          const selected = id === value;
          return (
            <ToggleButton
              key={id}
              value={id}
              size="small"
              selected={selected}
              disabled={disabled}
              onChange={() => {
                if (!selected) onChange(id);
              }}
            >
              {Icon ? <Icon fontSize="small" aria-hidden /> : null}
              {category.cOmschrijving?.trim() || t('categoryChooser.fallback', { id: String(id) })}
            </ToggleButton>
          );
        })}
      </div>
    </ChooserRoot>
  );
}
