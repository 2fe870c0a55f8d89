import { z } from 'zod';
import {
  base64,
  count,
  flag,
  id,
  isoDate,
  list,
  nonNegativeAmount,
  optionalText,
  queryId,
} from './common.ts';

/** Bike specification; set on bike types and in `GetCardetails.Fietsdata`. */
export const bikeDataSchema = z.object({
  Frametype: optionalText,
  Fietssoort: optionalText,
  Framehoogte: optionalText,
  Versnellingen: optionalText,
  Wielmaat: optionalText,
  Aandrijving: optionalText,
  Lengte: optionalText,
  SmartphoneOndersteuning: flag,
  /** Recommended retail price incl. VAT; the bike's bijtelling is 7% of it. */
  nAdviesprijs: nonNegativeAmount.nullish(),
  nActieradius: count.nullish(),
});
export type BikeData = z.infer<typeof bikeDataSchema>;

/**
 * One orderable version of a model (a "type"), priced for the driver's category and tax bracket.
 * Monthly amounts are in euro; `nCO2` in g/km and `nActieradius` in km are WLTP values.
 */
export const carTypeSchema = z.object({
  nTypeIDHist: id,
  nModelID: id,
  /** The version title, e.g. `Long Range AWD`. */
  cUitvoering: z.string(),
  cCarrosserie: optionalText,
  cBrandstof: optionalText,
  cTransmissie: optionalText,
  nDeuren: count.nullish(),
  nZitplaatsen: count.nullish(),
  nCO2: count.nullish(),
  nActieradius: count.nullish(),
  cBrandstoflabel: optionalText,
  /** Power in kW. */
  nVermogen: count.nullish(),
  nCatalogusprijs: nonNegativeAmount.nullish(),
  /** Fiscal value: catalogue price incl. VAT and BPM plus factory options. */
  nFiscaleWaarde: nonNegativeAmount.nullish(),
  nBijtellingPercentage: z.number().min(0).max(100).nullish(),
  dEersteToelating: isoDate.nullish(),
  nLeaseprijs: nonNegativeAmount,
  nEigenbijdrage: nonNegativeAmount.nullish(),
  nNettoKosten: nonNegativeAmount.nullish(),
  bActie: flag,
  /** Absent means orderable; the configurator's `bMagBestellen` is the final word. */
  bMagBestellen: z.boolean().nullish(),
  cAfbeeldingURL: optionalText,
  Fietsdata: bikeDataSchema.nullish(),
  /**
   * Contract addition: the connectors the car charges with (`CHARGE_CABLES` values: `type-2`,
   * `ccs`, …), in that list's order; empty for a car without a plug and for a bike. Free text,
   * like `cBrandstof`: a connector added later still parses, and shows as sent.
   */
  Laadkabels: list(z.string()),
});
export type CarType = z.infer<typeof carTypeSchema>;

/** A model in the search result with the types that match the filter. */
export const carModelSchema = z.object({
  nModelID: id,
  nMerkID: id,
  cMerk: z.string(),
  cModel: z.string(),
  cAfbeeldingURL: optionalText,
  /** The lowest lease price among the matching types. */
  nVanafLeaseprijs: nonNegativeAmount.nullish(),
  Types: list(carTypeSchema),
});
export type CarModel = z.infer<typeof carModelSchema>;

/** A value offered by a filter, with how many results it would give. */
export const filterValueSchema = z.object({
  cWaarde: z.string(),
  cOmschrijving: optionalText,
  nAantal: count.nullish(),
});
export type FilterValue = z.infer<typeof filterValueSchema>;

/** The values the filters offer for the current search, and the totals to page with. */
export const searchFiltersSchema = z.object({
  nTotaal: count,
  nPaginas: count.nullish(),
  Merken: list(z.object({ nMerkID: id, cMerk: z.string(), nAantal: count.nullish() })),
  Modellen: list(z.object({ nModelID: id, nMerkID: id, cModel: z.string() })),
  Carrosserie: list(filterValueSchema),
  Brandstof: list(filterValueSchema),
  Transmissie: list(filterValueSchema),
  /**
   * Contract addition, like the lists below: the doors on offer, `cWaarde` the count as text (as
   * `nDeuren` goes on the wire). A server that leaves a list out offers no values for it.
   */
  Deuren: list(filterValueSchema),
  /** The bike values (`Fietssoort` …), each named after its filter field; empty for cars. */
  Fietssoort: list(filterValueSchema),
  Frametype: list(filterValueSchema),
  Framehoogte: list(filterValueSchema),
  /** Rider heights the frames fit (`Lengte`). */
  Lengte: list(filterValueSchema),
  Versnellingen: list(filterValueSchema),
  Wielmaat: list(filterValueSchema),
  Aandrijving: list(filterValueSchema),
  nLeaseprijsMin: nonNegativeAmount.nullish(),
  nLeaseprijsMax: nonNegativeAmount.nullish(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** The lists of `Filters` whose entries are `FilterValue`s: body, fuel, transmission, doors, bikes. */
export type ValueFilterName = {
  [Name in keyof SearchFilters]-?: SearchFilters[Name] extends FilterValue[] ? Name : never;
}[keyof SearchFilters];

/** `POST /api/GetAutos`: the page of models and the filter values (spec point 3). */
export const carSearchResultSchema = z.object({
  Modellen: list(carModelSchema),
  Filters: searchFiltersSchema.nullish(),
});
export type CarSearchResult = z.infer<typeof carSearchResultSchema>;

/** `GET /api/GetCardetails`: the car's brand and model tree, or the bike's specification. */
export const carDetailsSchema = z.object({
  Merken: list(z.object({ nMerkID: id, cMerk: z.string(), Modellen: list(carModelSchema) })),
  Fietsdata: bikeDataSchema.nullish(),
});
export type CarDetails = z.infer<typeof carDetailsSchema>;

/** Query of `GetCardetails`. */
export const carDetailsQuerySchema = z.object({
  nTypeIDHist: queryId,
  nPricingManagerId: queryId.optional(),
  MobilityProductId: queryId.optional(),
});
export type CarDetailsQuery = z.infer<typeof carDetailsQuerySchema>;

/** A configuration the driver saved, with the car it is for. */
export const savedCarSchema = z.object({
  ID: id,
  dOpgeslagen: isoDate.nullish(),
  nCalculatieID: id.nullish(),
  nLooptijd: count.nullish(),
  nKilometrage: count.nullish(),
  Auto: carTypeSchema.extend({ cMerk: z.string(), cModel: z.string() }),
});
export type SavedCar = z.infer<typeof savedCarSchema>;

/** `GET /api/GetOpgeslagenAutos`. */
export const savedCarsSchema = list(savedCarSchema);
export type SavedCars = z.infer<typeof savedCarsSchema>;

/** Query of `GetOpgeslagenAutos`: one saved car, or all. */
export const savedCarsQuerySchema = z.object({ nOpgeslagenAutoID: queryId.optional() });
export type SavedCarsQuery = z.infer<typeof savedCarsQuerySchema>;

/** An entry of the compare list (kept in session storage): the type and whether it is ticked. */
export const comparedCarSchema = z.object({ ID: id, bChecked: z.boolean() });
export type ComparedCar = z.infer<typeof comparedCarSchema>;
export const comparedCarsSchema = z.array(comparedCarSchema);

/** `GET /api/GetMeestBekeken`: the most viewed models. */
export const mostViewedSchema = list(carModelSchema);
export type MostViewed = z.infer<typeof mostViewedSchema>;

/** The image types a `GetAfbeelding` answer may carry; SVG is safe where it is only ever an `<img>`. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/**
 * An image as base64 (`GetAfbeelding`, and `GetKleurAfbeeldingobvOptie`, which is always PNG).
 * `GetAfbeelding` has two faces: the JSON form here for the gateway (the reference server sends a
 * PNG), and the same URL used directly as `<img src>` (the search results' `cAfbeeldingURL`),
 * which answers the image bytes by content negotiation (the reference server: `image/svg+xml` to
 * an `Accept` with `image/svg+xml` or `image/*`). Show `aFoto` only as an image, never inline.
 */
export const imageSchema = z.object({
  aFoto: base64,
  cMimeType: z.enum(IMAGE_MIME_TYPES).nullish(),
});
export type Image = z.infer<typeof imageSchema>;

/** Query of `GetAfbeelding`. */
export const imageQuerySchema = z.object({
  nTypeIDHist: queryId,
  nObjectID: queryId.optional(),
});
export type ImageQuery = z.infer<typeof imageQuerySchema>;

/** Body of `POST /api/GetKleurAfbeeldingobvOptie`: the car in the colour of a paint option. */
export const colourImageRequestSchema = z.object({ nTypeIDHist: id, nOptieIDHist: id });
export type ColourImageRequest = z.infer<typeof colourImageRequestSchema>;

/** A review (`GET /api-news/autotests`). */
export const reviewSchema = z.object({
  nModelID: id,
  cTitel: z.string(),
  cBron: optionalText,
  cURL: optionalText,
  /** Score out of 10. */
  nScore: z.number().min(0).max(10).nullish(),
  dDatum: isoDate.nullish(),
  cSamenvatting: optionalText,
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewsSchema = list(reviewSchema);
export type Reviews = z.infer<typeof reviewsSchema>;

/** Query of `autotests`: repeated `nmodelid[]`; a single value arrives as a string. */
export const reviewsQuerySchema = z.object({
  'nmodelid[]': z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z.array(z.coerce.number().int().positive()).min(1).max(50),
  ),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
