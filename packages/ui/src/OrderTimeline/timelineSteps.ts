import type { Order, OrderStatus } from '@lease/api';

/** The path an order normally takes; `geannuleerd` can end it at any point. */
export const ORDER_PATH: readonly OrderStatus[] = [
  'ontvangen',
  'in_behandeling',
  'goedgekeurd',
  'besteld',
  'levering_gepland',
  'geleverd',
];

/** One step of the timeline. */
export interface TimelineStep {
  status: OrderStatus;
  /** `done`: passed; `current`: the order's status now; `upcoming`: not reached yet. */
  state: 'done' | 'current' | 'upcoming';
  /** When the order reached it (the last time, if it came back to it). */
  date: string | null;
  remark: string | null;
}

/**
 * The steps to show: every status of the normal path, with the date the history gives it. A
 * cancelled order shows what it passed and then the cancellation; upcoming steps are dropped.
 */
export function timelineSteps(order: Pick<Order, 'cStatus' | 'Historie'>): TimelineStep[] {
  const last = new Map<OrderStatus, { date: string; remark: string | null }>();
  const sorted = [...order.Historie].sort((a, b) => Date.parse(a.dDatum) - Date.parse(b.dDatum));
  for (const entry of sorted)
    last.set(entry.cStatus, { date: entry.dDatum, remark: entry.cOpmerking ?? null });
  const step = (status: OrderStatus, state: TimelineStep['state']): TimelineStep => ({
    status,
    state,
    date: last.get(status)?.date ?? null,
    remark: last.get(status)?.remark?.trim() || null,
  });

  if (order.cStatus === 'geannuleerd') {
    const passed = ORDER_PATH.filter((status) => last.has(status)).map((s) => step(s, 'done'));
    return [...passed, step('geannuleerd', 'current')];
  }
  const index = ORDER_PATH.indexOf(order.cStatus);
  return ORDER_PATH.map((status, i) =>
    step(status, i < index ? 'done' : i === index ? 'current' : 'upcoming'),
  );
}
