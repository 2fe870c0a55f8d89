import { z } from 'zod/mini';
import { flag, id, isoDate, list, nonNegativeAmount, optionalText, queryId } from './common.ts';
import { configuratorDetailSchema, detailRequestSchema } from './configuration.ts';
import { INTERFACE_LANGUAGES } from '../rules/locales.ts';

/** Contract addition: how long a quote holds when the client sets nothing, in days. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;

/** Body of `POST /api/SetOfferte` (contract addition): the driver's calculation to quote. */
export const createQuoteRequestSchema = z.lazy(() =>
  z.object({
    nCalculatieID: id,
    /** The language the quote is written in; the driver's own without it. */
    cTaal: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
export type CreateQuoteRequest = z.infer<typeof createQuoteRequestSchema>;

/**
 * `SetOfferte` answers the quote it made. Asking again for the same calculation with the same
 * figures answers the same quote while it holds, so a repeated click makes one quote.
 */
export const createQuoteResultSchema = z.lazy(() => z.object({ nOfferteID: id }));
export type CreateQuoteResult = z.infer<typeof createQuoteResultSchema>;

/** Query of `GET /api/GetOfferte`. */
export const quoteQuerySchema = z.lazy(() =>
  z.object({
    nOfferteID: queryId,
    /** The language of the quote's texts (option names); the quote's own without it. */
    taalcode: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
/** What the portal asks `GetOfferte` for. */
export interface QuoteQuery {
  nOfferteID: number;
  taalcode?: (typeof INTERFACE_LANGUAGES)[number];
}

/** A chosen option or accessory on a quote, named in the quote's language. */
export const quoteOptionSchema = z.lazy(() =>
  z.object({
    nOptieIDHist: id,
    cOmschrijving: z.string(),
    /** Its catalogue price (purchase value), where the server has one. */
    nPrijs: z.nullish(nonNegativeAmount),
  }),
);
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

/** An option of the driver's own on a quote. */
export const quoteOwnOptionSchema = z.lazy(() =>
  z.object({ cOmschrijving: z.string(), nPrijs: z.nullish(nonNegativeAmount) }),
);
export type QuoteOwnOption = z.infer<typeof quoteOwnOptionSchema>;

/** The car a quote is for. */
export const quoteVehicleSchema = z.lazy(() =>
  z.object({
    nTypeIDHist: id,
    /** Its model: the configurator's address names both. */
    nModelID: id,
    cMerk: z.string(),
    cModel: z.string(),
    cType: z.string(),
    /** A picture of it (a same-origin path or an https URL), where there is one. */
    cAfbeeldingURL: optionalText,
  }),
);
export type QuoteVehicle = z.infer<typeof quoteVehicleSchema>;

/**
 * `GET /api/GetOfferte` (contract addition): a quote of the session's driver as it was made — a
 * fixed record, not a new calculation. Its figures are the calculation's at the time
 * (`Details`); `Aanvraag` is the configuration to price again once it has expired.
 */
export const quoteSchema = z.lazy(() =>
  z.object({
    nOfferteID: id,
    /** The number a driver and the lease desk name it by. */
    cOffertenummer: z.string().check(z.minLength(1), z.maxLength(40)),
    dAangemaakt: isoDate,
    /** The last day it holds (inclusive). */
    dGeldigTot: isoDate,
    /** Past `dGeldigTot` as the server counts days. */
    bVerlopen: flag,
    /** The parent scheme the quote is made under, where there is one. */
    cMantelnaam: optionalText,
    Voertuig: quoteVehicleSchema,
    Opties: list(quoteOptionSchema),
    EigenOpties: list(quoteOwnOptionSchema),
    /** The parent scheme's components that come with it. */
    MantelOpties: list(z.object({ cOmschrijving: z.string() })),
    Details: configuratorDetailSchema,
    Aanvraag: detailRequestSchema,
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

/** Contract addition: the most quotes `GetOffertes` lists (the newest). */
export const MAX_LISTED_QUOTES = 100;

/** One quote in the driver's list: enough to recognise it and see whether it still holds. */
export const quoteSummarySchema = z.lazy(() =>
  z.object({
    nOfferteID: id,
    cOffertenummer: z.string().check(z.minLength(1), z.maxLength(40)),
    dAangemaakt: isoDate,
    /** The last day it holds (inclusive). */
    dGeldigTot: isoDate,
    bVerlopen: flag,
    /** Brand, model and type in one line, as the list names the car. */
    cVoertuig: z.string(),
    nLeaseprijs: nonNegativeAmount,
    nEigenbijdrage: nonNegativeAmount,
  }),
);
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/**
 * `GET /api/GetOffertes` (contract addition): the quotes of the session's driver, newest first,
 * at most {@link MAX_LISTED_QUOTES}. The driver comes from the token, never the request.
 */
export const quoteSummaryListSchema = z.lazy(() => list(quoteSummarySchema, MAX_LISTED_QUOTES));
export type QuoteSummaryList = z.infer<typeof quoteSummaryListSchema>;
