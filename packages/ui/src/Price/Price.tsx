import type { ElementType } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { perLanguage } from '../i18n/perLanguage.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from './formatPrice.ts';

export interface PriceProps {
  /** The amount in euro. */
  value: number;
  /** Adds "per month" or "per year" in the interface language. */
  period?: 'month' | 'year';
  /** The typography variant; inherits the surrounding text by default. */
  variant?: TypographyProps['variant'];
  /** The element to render. */
  component?: ElementType;
}

/** A mark no translation contains (Unicode private use), standing in for the amount. */
const SLOT = '\uE000';
type Period = NonNullable<PriceProps['period']>;
const templates = perLanguage<Period, string | null>();

/**
 * The text of a price as `Price` shows it: the amount in the portal's format with "per month" or
 * "per year" in the interface language. The period's message is formatted once per language with
 * a slot for the amount (formatting an ICU message costs far more than filling a slot, and a page
 * shows dozens of prices); a message that does not show the amount exactly once is formatted as
 * usual.
 */
export function usePriceText(): (value: number, period?: Period) => string {
  const intl = useIntl();
  const t = useUiText();
  return (value, period) => {
    const price = formatPrice(value);
    if (!period) return price;
    const id = period === 'month' ? 'price.perMonth' : 'price.perYear';
    const template = templates(intl, period, () => {
      const text = t(id, { price: SLOT });
      return text.split(SLOT).length === 2 ? text : null;
    });
    return template === null ? t(id, { price }) : template.replace(SLOT, () => price);
  };
}

/** A euro amount in the portal's format (`€ 1.234,-`), never broken across lines. */
export function Price({ value, period, variant = 'inherit', component = 'span' }: PriceProps) {
  const text = usePriceText()(value, period);
  return (
    <Typography
      component={component}
      variant={variant}
      // Tabular figures keep columns of prices aligned.
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {text}
    </Typography>
  );
}
