import type { InterfaceLanguage, OrderStatus } from '@lease/api/contract';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/**
 * Everything a mail says, in one language. Values arrive formatted (amounts, dates) and are
 * escaped by the renderer, never here: a text is plain text in both the text and the HTML part.
 */
export interface MailTexts {
  /** The locale dates and counts are written in (prices stay nl-NL, decisions.md §3). */
  locale: string;
  /** A label and its value on a line of the plain-text part (French: a no-break space before the colon). */
  labelled: (label: string, value: string) => string;
  /** Under every mail: who sends it and why the driver gets it. */
  footer: (clientName: string) => string;
  /** The status names of the order timeline, as the portal words them. */
  statusNames: Readonly<Record<OrderStatus, string>>;
  termMonths: (months: number) => string;
  kmPerYear: (km: string) => string;
  orderReceived: {
    subject: (orderId: number) => string;
    heading: string;
    intro: (vehicle: string) => string;
    linesTitle: string;
    leasePrice: string;
    ownContribution: string;
    netCost: string;
    monthlyAmount: string;
    term: string;
    mileage: string;
    perMonth: (amount: string) => string;
    /** The figures are the order's; the lease desk confirms the contract. */
    figuresNote: string;
    link: string;
  };
  orderStatus: {
    subject: (orderId: number, status: string) => string;
    heading: string;
    intro: (orderId: number, vehicle: string) => string;
    status: string;
    expectedDelivery: string;
    /** Said when only the expected delivery moved. */
    deliveryMoved: string;
    link: string;
  };
  quoteExpiring: {
    subject: (number: string) => string;
    heading: string;
    intro: (number: string, vehicle: string, until: string) => string;
    afterwards: string;
    vehicle: string;
    validUntil: string;
    leasePrice: string;
    link: string;
  };
  accessRequest: {
    subject: (address: string) => string;
    heading: string;
    intro: (clientName: string) => string;
    address: string;
    account: string;
    accountKnown: string;
    accountUnknown: string;
    askedAt: string;
    /** The ticket call carries no message: the mail says so rather than leave it out silently. */
    message: string;
    noMessage: string;
  };
}

const TEXTS: Readonly<Record<InterfaceLanguage, MailTexts>> = { nl, en, fr, de };

export function mailTexts(language: InterfaceLanguage): MailTexts {
  return TEXTS[language];
}
