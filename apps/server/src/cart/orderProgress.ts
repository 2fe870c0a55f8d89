import type { InterfaceLanguage, OrderStatus } from '@lease/api/contract';

/** One step the lease company takes with an order, so long after it was placed. */
export interface OrderStep {
  status: Exclude<OrderStatus, 'ontvangen' | 'geannuleerd'>;
  afterMinutes: number;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * How the reference server plays the lease company: every order moves on by itself, on a
 * schedule compressed so a demo sees the whole way from received to delivered within a day
 * (a real car takes weeks). A vehicle is handled, approved by the employer, ordered from the
 * dealer, planned for delivery and delivered; a mobility card is handled and sent.
 */
export const ORDER_SCHEDULES: Readonly<Record<'vehicle' | 'card', readonly OrderStep[]>> = {
  vehicle: [
    { status: 'in_behandeling', afterMinutes: 2 },
    { status: 'goedgekeurd', afterMinutes: 10 },
    { status: 'besteld', afterMinutes: 30 },
    { status: 'levering_gepland', afterMinutes: 120 },
    { status: 'geleverd', afterMinutes: MINUTES_PER_DAY },
  ],
  card: [
    { status: 'in_behandeling', afterMinutes: 2 },
    { status: 'geleverd', afterMinutes: 60 },
  ],
};

/** The expected delivery an order gets once its delivery is planned: when `geleverd` is due. */
export function expectedDelivery(kind: 'vehicle' | 'card', orderedAt: Date): string | null {
  const delivered = ORDER_SCHEDULES[kind].find((step) => step.status === 'geleverd');
  return delivered ? atMinutes(orderedAt, delivered.afterMinutes) : null;
}

function atMinutes(from: Date, minutes: number): string {
  return new Date(from.getTime() + minutes * 60_000).toISOString();
}

/**
 * The steps of an order's schedule that are due by `now` and not yet `reached`, in order, each
 * with the moment it was due. An order that was cancelled, or whose placing time is not a date,
 * moves no further.
 */
export function dueOrderSteps(
  kind: 'vehicle' | 'card',
  orderedAt: string,
  now: Date,
  reached: ReadonlySet<string>,
): { status: OrderStep['status']; at: string }[] {
  const placed = new Date(orderedAt);
  if (Number.isNaN(placed.getTime()) || reached.has('geannuleerd')) return [];
  return ORDER_SCHEDULES[kind]
    .filter((step) => !reached.has(step.status))
    .map((step) => ({ status: step.status, at: atMinutes(placed, step.afterMinutes) }))
    .filter((step) => new Date(step.at).getTime() <= now.getTime());
}

/** What the timeline says at each step, in the language of the driver who sees it happen. */
export const ORDER_STEP_REMARKS: Readonly<
  Record<OrderStep['status'], Readonly<Record<InterfaceLanguage, string>>>
> = {
  in_behandeling: {
    nl: 'De leasemaatschappij behandelt je bestelling.',
    en: 'The lease company is handling your order.',
    fr: 'La société de leasing traite votre commande.',
    de: 'Die Leasinggesellschaft bearbeitet Ihre Bestellung.',
  },
  goedgekeurd: {
    nl: 'Je werkgever heeft de bestelling goedgekeurd.',
    en: 'Your employer has approved the order.',
    fr: 'Votre employeur a approuvé la commande.',
    de: 'Ihr Arbeitgeber hat die Bestellung genehmigt.',
  },
  besteld: {
    nl: 'Het voertuig is besteld bij de dealer.',
    en: 'The vehicle has been ordered from the dealer.',
    fr: 'Le véhicule a été commandé chez le concessionnaire.',
    de: 'Das Fahrzeug wurde beim Händler bestellt.',
  },
  levering_gepland: {
    nl: 'De levering is ingepland.',
    en: 'The delivery has been scheduled.',
    fr: 'La livraison a été planifiée.',
    de: 'Die Lieferung ist geplant.',
  },
  geleverd: {
    nl: 'Geleverd.',
    en: 'Delivered.',
    fr: 'Livré.',
    de: 'Geliefert.',
  },
};

/** Added to the remark of a step that set the expected delivery (a move by hand). */
export const EXPECTED_DELIVERY_REMARKS: Readonly<
  Record<InterfaceLanguage, (date: string) => string>
> = {
  nl: (date) => `Verwachte levering: ${date}.`,
  en: (date) => `Expected delivery: ${date}.`,
  fr: (date) => `Livraison prévue : ${date}.`,
  de: (date) => `Voraussichtliche Lieferung: ${date}.`,
};
