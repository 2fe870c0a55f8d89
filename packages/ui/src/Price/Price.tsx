import type { ElementType } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
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

/** A euro amount in the portal's format (`€ 1.234,-`), never broken across lines. */
export function Price({ value, period, variant = 'inherit', component = 'span' }: PriceProps) {
  const t = useUiText();
  const price = formatPrice(value);
  const text =
    period === 'month'
      ? t('price.perMonth', { price })
      : period === 'year'
        ? t('price.perYear', { price })
        : price;
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
