import { useId } from 'react';
import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';

export interface BudgetMeterProps {
  /** The monthly budget (`Budget`). */
  budget: number;
  /** What the basket uses of it (`cartTotal`); `left` wins when given. */
  used: number;
  /**
   * What is left as the server counts it (`BudgetLeft`, negative when over). When given it is
   * the figure shown and the fill is budget − left, so the meter agrees with the cart's figure.
   */
  left?: number | null;
  /** The meter's name; "Budget" by default. */
  label?: string;
}

const Track = styled('div', { name: 'LeaseBudgetMeter', slot: 'Track' })(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  // The track's edge must be visible (3:1) so the empty part reads as part of the meter.
  border: `1px solid ${theme.palette.controlBorder}`,
  backgroundColor: theme.palette.background.paper,
  overflow: 'hidden',
}));

const Bar = styled('div', { name: 'LeaseBudgetMeter', slot: 'Bar' })({ height: '100%' });

/**
 * How much of the budget the basket uses: an ARIA meter (value, minimum, maximum and a text) and
 * the same in words. Over budget the bar is full, turns the error colour and the text says by how much.
 */
export function BudgetMeter({ budget, used, left: serverLeft, label }: BudgetMeterProps) {
  const t = useUiText();
  const id = useId();
  const max = Number.isFinite(budget) && budget > 0 ? budget : 0;
  const hasServerLeft = typeof serverLeft === 'number' && Number.isFinite(serverLeft);
  const spent = hasServerLeft ? max - serverLeft : used;
  const value = Number.isFinite(spent) && spent > 0 ? Math.round(spent * 100) / 100 : 0;
  const left = Math.round((hasServerLeft ? serverLeft : max - value) * 100) / 100;
  const over = left < 0;
  const text = over
    ? t('budget.over', { over: formatPrice(-left), budget: formatPrice(max) })
    : t('budget.used', {
        used: formatPrice(value),
        budget: formatPrice(max),
        left: formatPrice(left),
      });
  const fraction = max > 0 ? Math.min(1, value / max) : value > 0 ? 1 : 0;
  return (
    <div>
      <Typography id={`${id}-label`} variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {label ?? t('budget.label')}
      </Typography>
      <Track
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={text}
      >
        <Bar
          sx={{
            width: `${fraction * 100}%`,
            bgcolor: over ? 'error.main' : 'brand.primary.text',
          }}
        />
      </Track>
      <Typography
        variant="body2"
        aria-hidden
        sx={{ mt: 0.5, color: over ? 'error.main' : 'text.primary', fontWeight: over ? 700 : 400 }}
      >
        {text}
      </Typography>
    </div>
  );
}
