import { Alert, AlertTitle, Button, CircularProgress, Typography } from '@mui/material';
import type { ConfiguratorDetail } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { orderBlock } from './orderBlock.ts';

/** The texts that name the vehicle, per kind: a bike is never called a car. */
const VEHICLE_TEXTS = {
  car: {
    order: 'orderButton.order',
    blocked: 'orderButton.blocked',
    overBudget: 'orderButton.overBudget',
    blockedHint: 'orderButton.blockedHint',
  },
  bike: {
    order: 'orderButton.orderBike',
    blocked: 'orderButton.blockedBike',
    overBudget: 'orderButton.overBudgetBike',
    blockedHint: 'orderButton.blockedHintBike',
  },
} as const satisfies Record<string, Record<string, UiMessageId>>;

export interface OrderButtonProps {
  /** The latest `GetDetails`; `null` before the first calculation. */
  detail: Pick<
    ConfiguratorDetail,
    'bMagBestellen' | 'cRedenNietBestellen' | 'nEigenbijdrage' | 'nAfwijkingwaarde'
  > | null;
  /** The details are being recalculated: the button is hidden until they are back (spec point 4). */
  recalculating: boolean;
  /** The category's maximum own contribution (`nMaxEigenbijdrage`), to say by how much it is exceeded. */
  maxOwnContribution?: number | null;
  /** Goes to the order (or adds to the cart); or use `href`. */
  onOrder?(): void;
  /** The order page's URL, when the button is a link (the portal owns routing). */
  href?: string;
  /** What is ordered, as the texts name it: `car` (default) or `bike`. */
  vehicle?: keyof typeof VEHICLE_TEXTS;
}

/**
 * The configurator's order button. Hidden while recalculating, with a status in its place, so a
 * stale price can never be ordered. When the car may not be ordered, says why and by how much.
 */
export function OrderButton({
  detail,
  recalculating,
  maxOwnContribution,
  onOrder,
  href,
  vehicle = 'car',
}: OrderButtonProps) {
  const t = useUiText();
  const texts = VEHICLE_TEXTS[vehicle];
  if (recalculating || !detail) {
    return (
      <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 48 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('orderButton.recalculating')}</Typography>
      </div>
    );
  }
  const block = orderBlock(detail, maxOwnContribution);
  if (block.kind === 'none') {
    return (
      <div role="status" style={{ minHeight: 48 }}>
        <Button variant="contained" size="large" onClick={onOrder} {...(href ? { href } : {})}>
          {t(texts.order)}
        </Button>
      </div>
    );
  }
  return (
    <div role="status">
      <Alert severity="warning" role="note" sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle>{t(texts.blocked)}</AlertTitle>
        {block.kind === 'overMaximum' ? (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('orderButton.overMaximum', {
              over: formatPrice(block.over),
              maximum: formatPrice(block.maximum),
            })}
          </Typography>
        ) : null}
        {block.kind === 'overBudget' ? (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t(texts.overBudget, { over: formatPrice(block.over) })}
          </Typography>
        ) : null}
        {block.reason ? <Typography variant="body2">{block.reason}</Typography> : null}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t(texts.blockedHint)}
        </Typography>
      </Alert>
    </div>
  );
}
