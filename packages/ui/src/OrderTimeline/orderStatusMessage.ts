import type { OrderStatus } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';

/** The label of each order status (`cStatus`, the contract's `ORDER_STATUSES`). */
export const ORDER_STATUS_LABELS = {
  ontvangen: 'timeline.status.ontvangen',
  in_behandeling: 'timeline.status.in_behandeling',
  goedgekeurd: 'timeline.status.goedgekeurd',
  besteld: 'timeline.status.besteld',
  levering_gepland: 'timeline.status.levering_gepland',
  geleverd: 'timeline.status.geleverd',
  geannuleerd: 'timeline.status.geannuleerd',
} as const satisfies Record<OrderStatus, UiMessageId>;

/**
 * The label of an order status, or null for one we have no text for. The contract refuses such a
 * status before it reaches a page (`orderStatusSchema`), so a page never shows it as sent.
 */
export function orderStatusMessage(value: string | null | undefined): UiMessageId | null {
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value)
    ? ORDER_STATUS_LABELS[value as OrderStatus]
    : null;
}
