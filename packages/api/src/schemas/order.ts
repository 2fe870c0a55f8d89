import { z } from 'zod/mini';
import {
  amount,
  base64,
  count,
  id,
  isoDate,
  list,
  nonNegativeAmount,
  optionalText,
} from './common.ts';
import { INTERFACE_LANGUAGES } from '../rules/locales.ts';
import { REQUEST_KINDS } from './configuration.ts';
import { eigenOptieSchema, mantelOptionChoiceSchema } from './options.ts';

/** An agreement the driver ticked (or not) on the order form. */
export const agreementConsentSchema = z.lazy(() =>
  z.object({ nAkkoordID: id, bAkkoord: z.boolean() }),
);
export type AgreementConsent = z.infer<typeof agreementConsentSchema>;

/**
 * Largest request body any call may send (1 MiB); the reference server answers 413 above it.
 * One limit for every call keeps a client from making the server buffer megabytes.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * Largest order attachment (`aBijlage`): 512 KiB of file. Its base64 (4 characters per 3 bytes,
 * about 683 KiB) plus the largest rest of the order form stays within
 * {@link MAX_REQUEST_BODY_BYTES}, so a too-large file is refused by name (400 on `aBijlage`)
 * rather than by a bare 413. The portal checks `file.size` against it before encoding.
 */
export const MAX_ATTACHMENT_BYTES = 512 * 1024;

/** {@link MAX_ATTACHMENT_BYTES} as base64 characters (with padding). */
const MAX_ATTACHMENT_CHARS = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

/**
 * A Dutch driving-licence number as an order sends it: ten digits. The order form checks a typed
 * number with this same schema.
 */
export const drivingLicenceNumberSchema = z.lazy(() =>
  z.string().check(z.regex(/^\d{10}$/, 'expected ten digits')),
);

/** Body of `POST /api/SetBestelling`: the order form (spec point 3). */
export const orderRequestSchema = z.lazy(() =>
  z.object({
    bVerwerkt: z.boolean(),
    /** The order number the driver's employer uses, when it has one. */
    nBestelnummer: z.nullish(id),
    nTypeIDHist: id,
    nCategorieID: id,
    nLeaseprijs: nonNegativeAmount,
    nEigenbijdrage: nonNegativeAmount,
    nNettoKosten: nonNegativeAmount,
    cOpmerking: z.nullish(z.string().check(z.maxLength(2000))),
    cKleur: z.nullish(z.string().check(z.maxLength(200))),
    cBekleding: z.nullish(z.string().check(z.maxLength(200))),
    nDealerID: z.nullish(id),
    cDealerContactpersoon: z.nullish(z.string().check(z.maxLength(200))),
    /** Expected actual yearly mileage, when the driver gives one. */
    nWerkelijkeKilometrage: z.nullish(count),
    /** File name of the attachment, and its content as base64. */
    cBijlage: z.nullish(z.string().check(z.maxLength(255))),
    aBijlage: z.nullish(
      base64.check(
        z.maxLength(
          MAX_ATTACHMENT_CHARS,
          `the attachment is larger than ${MAX_ATTACHMENT_BYTES / 1024} KB`,
        ),
      ),
    ),
    Opties: z.array(id).check(z.maxLength(500)),
    EigenOpties: z.array(eigenOptieSchema).check(z.maxLength(100)),
    cSoort: z.enum(REQUEST_KINDS),
    Akkoorden: z.array(agreementConsentSchema).check(z.maxLength(50)),
    cRijbewijsnummer: z.nullish(drivingLicenceNumberSchema),
    nLooptijd: z.int().check(z.gte(1), z.lte(120)),
    nKilometrage: count,
    /**
     * Contract addition: the parent-scheme choices and, for `cSoort` PM, the pricing manager and its
     * chosen options, so the order is priced as the basket item was (see `basketItemSchema`).
     */
    MantelOpties: z.nullish(z.array(mantelOptionChoiceSchema).check(z.maxLength(100))),
    PMOpties: z.nullish(z.array(id).check(z.maxLength(100))),
    nPricingManagerId: z.nullish(id),
    /**
     * Contract addition: the basket item (`Id`) this form orders. Finalizing the basket afterwards
     * (spec point 4) clears the item and answers this order, rather than ordering the car again.
     */
    BasketItemId: z.nullish(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
);
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** `SetBestelling` answers the new (or, for a repeated Idempotency-Key, the same) order id. */
export const orderResultSchema = z.lazy(() => z.object({ nBestelID: id }));
export type OrderResult = z.infer<typeof orderResultSchema>;

/** Order status values (decisions.md §2), in the order an order normally passes them. */
export const ORDER_STATUSES = [
  'ontvangen',
  'in_behandeling',
  'goedgekeurd',
  'besteld',
  'levering_gepland',
  'geleverd',
  'geannuleerd',
] as const;
export const orderStatusSchema = z.lazy(() => z.enum(ORDER_STATUSES));
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The kinds of order line; `kaart` is a mobility card ordered from the mobility basket. */
export const ORDER_LINE_KINDS = ['auto', 'optie', 'eigen_optie', 'accessoire', 'kaart'] as const;

/** A line of an order: the car, an option, an own option, an accessory or a mobility card. */
export const orderLineSchema = z.lazy(() =>
  z.object({
    cSoort: z.enum(ORDER_LINE_KINDS),
    cOmschrijving: z.string(),
    /** Negative for a discount (a pricing-manager option can be one). */
    nPrijs: z.nullish(amount),
    nLeaseprijs: z.nullish(nonNegativeAmount),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

/** `GET /api/GetBestelling?nBestelID=…`: the order's status, timeline and lines. */
export const orderSchema = z.lazy(() =>
  z.object({
    nBestelID: id,
    cStatus: orderStatusSchema,
    dBesteldatum: isoDate,
    /** Expected delivery date, once planned: drivers want to see every change of it. */
    dVerwachteLevering: z.nullish(isoDate),
    dLaatstGewijzigd: z.nullish(isoDate),
    cMerk: optionalText,
    cModel: optionalText,
    cUitvoering: optionalText,
    nLeaseprijs: z.nullish(nonNegativeAmount),
    nLooptijd: z.nullish(count),
    nKilometrage: z.nullish(count),
    Historie: list(
      z.object({ cStatus: orderStatusSchema, dDatum: isoDate, cOpmerking: optionalText }),
    ),
    Regels: list(orderLineSchema),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/**
 * Query of `GetBestelling`. `taalcode` (contract addition, as for the FAQ): the language of the
 * texts (history remarks, line descriptions from the catalogue); without it the driver's.
 */
export const orderQuerySchema = z.lazy(() =>
  z.object({
    nBestelID: z.coerce.number().check(z.int(), z.positive()),
    taalcode: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
export type OrderQuery = z.infer<typeof orderQuerySchema>;

/**
 * Contract addition: the most orders `GetBestellingen` lists, newest first. A driver places a few
 * orders in a contract's life; the cap keeps one answer (and the status updates it brings about)
 * bounded whatever a database holds.
 */
export const MAX_LISTED_ORDERS = 100;

/** One order in the driver's list: enough to recognise it and see where it stands. */
export const orderSummarySchema = z.lazy(() =>
  z.object({
    nBestelID: id,
    cStatus: orderStatusSchema,
    dBesteldatum: isoDate,
    /** The vehicle's brand, model and version; a mobility card has its name in `cModel`. */
    cMerk: optionalText,
    cModel: optionalText,
    cUitvoering: optionalText,
    /** The monthly lease price the order was placed at (a card's monthly amount). */
    nLeaseprijs: z.nullish(nonNegativeAmount),
    /** The driver's net monthly cost the order was placed at; none for a card. */
    nNettoKosten: z.nullish(nonNegativeAmount),
  }),
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * `GET /api/GetBestellingen` (contract addition): the orders of the session's driver, newest
 * first, at most {@link MAX_LISTED_ORDERS}. The driver comes from the token, never the request.
 */
export const orderSummariesSchema = z.lazy(() => list(orderSummarySchema, MAX_LISTED_ORDERS));
export type OrderSummaries = z.infer<typeof orderSummariesSchema>;
