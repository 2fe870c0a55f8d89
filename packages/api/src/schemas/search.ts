import { z } from 'zod/mini';
import {
  base64,
  builtOnFirstUse,
  count,
  flag,
  id,
  isoDate,
  list,
  nonNegativeAmount,
  optionalText,
  queryId,
} from './common.ts';
import { eigenOptieSchema, mantelOptionChoiceSchema } from './options.ts';
import { INTERFACE_LANGUAGES } from '../rules/locales.ts';

/** Bike specification; set on bike types and in `GetCardetails.Fietsdata`. */
export const bikeDataSchema = z.lazy(() =>
  z.object({
    Frametype: optionalText,
    Fietssoort: optionalText,
    Framehoogte: optionalText,
    Versnellingen: optionalText,
    Wielmaat: optionalText,
    Aandrijving: optionalText,
    Lengte: optionalText,
    SmartphoneOndersteuning: flag,
    /** Recommended retail price incl. VAT; the bike's bijtelling is 7% of it. */
    nAdviesprijs: z.nullish(nonNegativeAmount),
    nActieradius: z.nullish(count),
  }),
);
export type BikeData = z.infer<typeof bikeDataSchema>;

/** A type's fields, for its schema and a saved car's, which adds to them: built on first use. */
function buildCarTypeFields() {
  return {
    nTypeIDHist: id,
    nModelID: id,
    /** The version title, e.g. `Long Range AWD`. */
    cUitvoering: z.string(),
    cCarrosserie: optionalText,
    cBrandstof: optionalText,
    cTransmissie: optionalText,
    nDeuren: z.nullish(count),
    nZitplaatsen: z.nullish(count),
    nCO2: z.nullish(count),
    nActieradius: z.nullish(count),
    cBrandstoflabel: optionalText,
    /** Power in kW. */
    nVermogen: z.nullish(count),
    nCatalogusprijs: z.nullish(nonNegativeAmount),
    /** Fiscal value: catalogue price incl. VAT and BPM plus factory options. */
    nFiscaleWaarde: z.nullish(nonNegativeAmount),
    nBijtellingPercentage: z.nullish(z.number().check(z.gte(0), z.lte(100))),
    dEersteToelating: z.nullish(isoDate),
    nLeaseprijs: nonNegativeAmount,
    nEigenbijdrage: z.nullish(nonNegativeAmount),
    nNettoKosten: z.nullish(nonNegativeAmount),
    bActie: flag,
    /** Absent means orderable; the configurator's `bMagBestellen` is the final word. */
    bMagBestellen: z.nullish(z.boolean()),
    cAfbeeldingURL: optionalText,
    Fietsdata: z.nullish(bikeDataSchema),
    /**
     * Contract addition: the connectors the car charges with (`CHARGE_CABLES` values: `type-2`,
     * `ccs`, …), in that list's order; empty for a car without a plug and for a bike. Free text,
     * like `cBrandstof`: a connector added later still parses, and shows as sent.
     */
    Laadkabels: list(z.string()),
    /** Contract addition: WLTP kWh of electricity per 100 km; absent for a car without a plug. */
    nStroomverbruik: z.nullish(nonNegativeAmount),
    /**
     * Contract addition: WLTP fuel per 100 km, in litres (kg for `aardgas` and `waterstof`,
     * `ENERGY_UNITS` of the fuel's carrier); absent for a car that burns none.
     */
    nBrandstofverbruik: z.nullish(nonNegativeAmount),
    /**
     * Contract addition: the energy a month at the type's default mileage with the client's prices;
     * absent when not known.
     */
    nEnergiekosten: z.nullish(nonNegativeAmount),
  };
}

const carTypeFields = builtOnFirstUse(buildCarTypeFields);

/**
 * One orderable version of a model (a "type"), priced for the driver's category and tax bracket.
 * Monthly amounts are in euro; `nCO2` in g/km and `nActieradius` in km are WLTP values.
 */
export const carTypeSchema = z.lazy(() => z.object(carTypeFields()));
export type CarType = z.infer<typeof carTypeSchema>;

/** A model in the search result with the types that match the filter. */
export const carModelSchema = z.lazy(() =>
  z.object({
    nModelID: id,
    nMerkID: id,
    cMerk: z.string(),
    cModel: z.string(),
    cAfbeeldingURL: optionalText,
    /** The lowest lease price among the matching types. */
    nVanafLeaseprijs: z.nullish(nonNegativeAmount),
    Types: list(carTypeSchema),
  }),
);
export type CarModel = z.infer<typeof carModelSchema>;

/** A value offered by a filter, with how many results it would give. */
export const filterValueSchema = z.lazy(() =>
  z.object({
    cWaarde: z.string(),
    cOmschrijving: optionalText,
    nAantal: z.nullish(count),
  }),
);
export type FilterValue = z.infer<typeof filterValueSchema>;

/** The values the filters offer for the current search, and the totals to page with. */
export const searchFiltersSchema = z.object({
  nTotaal: count,
  nPaginas: z.nullish(count),
  Merken: list(z.object({ nMerkID: id, cMerk: z.string(), nAantal: z.nullish(count) })),
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
  nLeaseprijsMin: z.nullish(nonNegativeAmount),
  nLeaseprijsMax: z.nullish(nonNegativeAmount),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** The lists of `Filters` whose entries are `FilterValue`s: body, fuel, transmission, doors, bikes. */
export type ValueFilterName = {
  [Name in keyof SearchFilters]-?: SearchFilters[Name] extends FilterValue[] ? Name : never;
}[keyof SearchFilters];

/** `POST /api/GetAutos`: the page of models and the filter values (spec point 3). */
export const carSearchResultSchema = z.lazy(() =>
  z.object({
    Modellen: list(carModelSchema),
    Filters: z.nullish(searchFiltersSchema),
  }),
);
export type CarSearchResult = z.infer<typeof carSearchResultSchema>;

/** `GET /api/GetCardetails`: the car's brand and model tree, or the bike's specification. */
export const carDetailsSchema = z.lazy(() =>
  z.object({
    Merken: list(z.object({ nMerkID: id, cMerk: z.string(), Modellen: list(carModelSchema) })),
    Fietsdata: z.nullish(bikeDataSchema),
  }),
);
export type CarDetails = z.infer<typeof carDetailsSchema>;

/** Query of `GetCardetails`. */
export const carDetailsQuerySchema = z.lazy(() =>
  z.object({
    nTypeIDHist: queryId,
    nPricingManagerId: z.optional(queryId),
    MobilityProductId: z.optional(queryId),
  }),
);
export type CarDetailsQuery = z.infer<typeof carDetailsQuerySchema>;

/** A saved option the catalogue no longer has, named as it was when saved (when known). */
export const missingOptionSchema = z.lazy(() =>
  z.object({ nOptieIDHist: id, cOmschrijving: optionalText }),
);
export type MissingOption = z.infer<typeof missingOptionSchema>;

/** A configuration the driver saved, with the car it is for. */
export const savedCarSchema = z.lazy(() =>
  z.object({
    ID: id,
    dOpgeslagen: z.nullish(isoDate),
    nCalculatieID: z.nullish(id),
    nLooptijd: z.nullish(count),
    nKilometrage: z.nullish(count),
    Auto: z.object({ ...carTypeFields(), cMerk: z.string(), cModel: z.string() }),
    /**
     * Contract addition: every choice as saved, so reopening restores it whole. Absent (an older
     * server) means "not known": the configurator then starts from its defaults. `Opties` holds
     * the saved options the catalogue still has; `MantelOpties` the parent-scheme choices.
     */
    Opties: z.nullish(z.array(id)),
    EigenOpties: z.nullish(z.array(eigenOptieSchema)),
    MantelOpties: z.nullish(z.array(mantelOptionChoiceSchema)),
    PMOpties: z.nullish(z.array(id)),
    nPricingManagerId: z.nullish(id),
    /**
     * Contract addition: saved options the catalogue no longer has. They are left out of `Opties`
     * and of the price, and the configurator says so, naming them.
     */
    OntbrekendeOpties: list(missingOptionSchema),
  }),
);
export type SavedCar = z.infer<typeof savedCarSchema>;

/** `GET /api/GetOpgeslagenAutos`. */
export const savedCarsSchema = z.lazy(() => list(savedCarSchema));
export type SavedCars = z.infer<typeof savedCarsSchema>;

/**
 * Query of `GetOpgeslagenAutos`: one saved car, or all. `taalcode` (contract addition, as for
 * `GetBestelling`): the language of the missing options' names; without it the driver's.
 */
export const savedCarsQuerySchema = z.lazy(() =>
  z.object({
    nOpgeslagenAutoID: z.optional(queryId),
    taalcode: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
export type SavedCarsQuery = z.infer<typeof savedCarsQuerySchema>;

/** An entry of the compare list (kept in session storage): the type and whether it is ticked. */
export const comparedCarSchema = z.lazy(() => z.object({ ID: id, bChecked: z.boolean() }));
export type ComparedCar = z.infer<typeof comparedCarSchema>;
export const comparedCarsSchema = z.lazy(() => z.array(comparedCarSchema));

/** `GET /api/GetMeestBekeken`: the most viewed models. */
export const mostViewedSchema = z.lazy(() => list(carModelSchema));
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
export const imageSchema = z.lazy(() =>
  z.object({
    aFoto: base64,
    cMimeType: z.nullish(z.enum(IMAGE_MIME_TYPES)),
  }),
);
export type Image = z.infer<typeof imageSchema>;

/** Query of `GetAfbeelding`. */
export const imageQuerySchema = z.lazy(() =>
  z.object({
    nTypeIDHist: queryId,
    nObjectID: z.optional(queryId),
  }),
);
export type ImageQuery = z.infer<typeof imageQuerySchema>;

/** Body of `POST /api/GetKleurAfbeeldingobvOptie`: the car in the colour of a paint option. */
export const colourImageRequestSchema = z.lazy(() =>
  z.object({ nTypeIDHist: id, nOptieIDHist: id }),
);
export type ColourImageRequest = z.infer<typeof colourImageRequestSchema>;

/** A review (`GET /api-news/autotests`). */
export const reviewSchema = z.lazy(() =>
  z.object({
    nModelID: id,
    cTitel: z.string(),
    cBron: optionalText,
    cURL: optionalText,
    /** Score out of 10. */
    nScore: z.nullish(z.number().check(z.gte(0), z.lte(10))),
    dDatum: z.nullish(isoDate),
    cSamenvatting: optionalText,
  }),
);
export type Review = z.infer<typeof reviewSchema>;
export const reviewsSchema = z.lazy(() => list(reviewSchema));
export type Reviews = z.infer<typeof reviewsSchema>;

/** Query of `autotests`: repeated `nmodelid[]`; a single value arrives as a string. */
export const reviewsQuerySchema = z.lazy(() =>
  z.object({
    'nmodelid[]': z.pipe(
      z.transform((value) => (Array.isArray(value) ? value : [value])),
      z
        .array(z.coerce.number().check(z.int(), z.positive()))
        .check(z.minLength(1), z.maxLength(50)),
    ),
  }),
);
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
