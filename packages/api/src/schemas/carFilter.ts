import { z } from 'zod/mini';
import { CAR_SORT_IDS, DEFAULT_CAR_SORT } from '../rules/carCatalogue.ts';
import { builtOnFirstUse, commaIds, id, MAX_FILTER_IDS } from './common.ts';

/** Fuel labels A (best) to G; `cBrandstoflabelMax` filters up to and including one. */
export const FUEL_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type FuelLabel = (typeof FUEL_LABELS)[number];

/** How the search groups its results: per model (with its types) or one entry per type. */
export const CAR_STRUCTURES = ['model', 'type'] as const;

/** The car filter's fields, each field's schema: built on first use (schemas/index.ts). */
function buildCarFilterFields() {
  /** A numeric filter as the form holds it: `null` while the field is empty. */
  const numericFilter = z.nullable(z.number().check(z.gte(0)));
  return {
    nCategorieID: z.nullable(id),
    bAlleenZakelijk: z.boolean(),
    bAlleenPlugin: z.boolean(),
    bAlleenActie: z.boolean(),
    nEigenbijdrageMax: numericFilter,
    nBelastingPercentage: z.number().check(z.gte(0), z.lte(100)),
    /** Bijtelling percentage to search for (e.g. 17 for zero-emission cars of 2025); 0 means any. */
    nBijtelling: numericFilter,
    /**
     * Highest gross bijtelling in euro per month (the fiscal value × the bijtelling percentage ÷ 12,
     * before tax), not a percentage; 0 or empty means no limit.
     */
    nBijtellingMax: numericFilter,
    nMerkID: z.array(id),
    nModelID: z.array(id),
    nCO2Max: numericFilter,
    cBrandstoflabelMax: z.enum(FUEL_LABELS),
    cCarrosserie: z.array(z.string().check(z.minLength(1))),
    cBrandstof: z.array(z.string().check(z.minLength(1))),
    nLeaseMax: numericFilter,
    cTransmissie: z.array(z.string().check(z.minLength(1))),
    nDeuren: z.array(z.int().check(z.positive())),
    nPersKostenMax: numericFilter,
    /** Lowest towing weight of an unbraked trailer, in kg; 0 or empty means no limit. */
    nTrekgewichtMin: numericFilter,
    /** Lowest towing weight of a braked trailer, in kg; 0 or empty means no limit. */
    nTrekgewichtGeremdMin: numericFilter,
    nVermogenMax: numericFilter,
    nVermogenMin: numericFilter,
    nActieradiusMin: numericFilter,
    nAantalZitplaatsenMin: numericFilter,
    /** Bike filters. */
    SmartphoneOndersteuning: z.boolean(),
    Frametype: z.array(z.string().check(z.minLength(1))),
    Fietssoort: z.array(z.string().check(z.minLength(1))),
    Framehoogte: z.array(z.string().check(z.minLength(1))),
    Versnellingen: z.array(z.string().check(z.minLength(1))),
    Wielmaat: z.array(z.string().check(z.minLength(1))),
    Aandrijving: z.array(z.string().check(z.minLength(1))),
    Lengte: z.array(z.string().check(z.minLength(1))),
    nPagina: z.int().check(z.gte(1)),
    /** Page size: a zero or negative size would page forever. */
    nAantalPerPagina: z.int().check(z.gte(1), z.lte(100)),
    cTekstFilter: z.string().check(z.maxLength(200)),
    cStructuur: z.enum(CAR_STRUCTURES),
    /**
     * Contract addition: the sort, one of the 12 `CAR_SORT_OPTIONS` ids (`nLeaseprijs-asc`, …).
     * Left out, it is lease price ascending, so older clients and stored filters keep working.
     */
    cSortering: z._default(z.enum(CAR_SORT_IDS), DEFAULT_CAR_SORT),
  };
}

/**
 * The schema of each field of the car filter, for what reads one field (a calculator URL) and
 * for the search request, which sends the filter with its lists in another form.
 */
export const carFilterFields = builtOnFirstUse(buildCarFilterFields);

/**
 * The car filter dataset (spec point 3) as the portal holds it: list fields are arrays here and
 * become comma strings on the wire (`serializeCarFilter`).
 */
export const carFilterSchema = z.lazy(() => z.object(carFilterFields()));
export type CarFilter = z.infer<typeof carFilterSchema>;

/** The list fields of ids (brands, models, door counts): comma-separated ids on the wire. */
export const CAR_FILTER_ID_LIST_FIELDS = [
  'nMerkID',
  'nModelID',
  'nDeuren',
] as const satisfies readonly (keyof CarFilter)[];

/** The list fields of values (body, fuel, the bike's properties): comma-separated text on the wire. */
export const CAR_FILTER_TEXT_LIST_FIELDS = [
  'cCarrosserie',
  'cBrandstof',
  'cTransmissie',
  'Frametype',
  'Fietssoort',
  'Framehoogte',
  'Versnellingen',
  'Wielmaat',
  'Aandrijving',
  'Lengte',
] as const satisfies readonly (keyof CarFilter)[];

/** The filter fields that are lists in the portal and comma strings on the wire. */
export const CAR_FILTER_LIST_FIELDS = [
  ...CAR_FILTER_ID_LIST_FIELDS,
  ...CAR_FILTER_TEXT_LIST_FIELDS,
];
export type CarFilterListField = (typeof CAR_FILTER_LIST_FIELDS)[number];

/**
 * The fields the driver's settings and session decide (category, tax bracket, business only),
 * never the filter panel or the calculator's address.
 */
export const CAR_FILTER_SETTINGS_FIELDS = [
  'nCategorieID',
  'nBelastingPercentage',
  'bAlleenZakelijk',
] as const satisfies readonly (keyof CarFilter)[];
export type CarFilterSettingsField = (typeof CAR_FILTER_SETTINGS_FIELDS)[number];

/** The fields of the result list rather than the filter: its page, page size and sort. */
export const CAR_FILTER_RESULT_LIST_FIELDS = [
  'nPagina',
  'nAantalPerPagina',
  'cSortering',
] as const satisfies readonly (keyof CarFilter)[];
export type CarFilterResultListField = (typeof CAR_FILTER_RESULT_LIST_FIELDS)[number];

/** The fields a person chooses in the filter panel: all the others. */
export type CarFilterPanelField = Exclude<
  keyof CarFilter,
  CarFilterSettingsField | CarFilterResultListField
>;

/** The numeric filter fields that the form may leave empty. */
export const CAR_FILTER_NUMERIC_FIELDS = [
  'nEigenbijdrageMax',
  'nBijtelling',
  'nBijtellingMax',
  'nCO2Max',
  'nLeaseMax',
  'nPersKostenMax',
  'nTrekgewichtMin',
  'nTrekgewichtGeremdMin',
  'nVermogenMax',
  'nVermogenMin',
  'nActieradiusMin',
  'nAantalZitplaatsenMin',
] as const satisfies readonly (keyof CarFilter)[];

/** The same schema for each of the fields. */
function fieldsOf<Field extends string, Schema>(
  fields: readonly Field[],
  schema: Schema,
): Record<Field, Schema> {
  return Object.fromEntries(fields.map((field) => [field, schema])) as Record<Field, Schema>;
}

/**
 * Body of `POST /api/GetAutos`: the filter dataset with list fields joined as comma strings
 * (`"3,7"`, empty string for none), plus `MobilityProductId` in container mode.
 */
export const getAutosRequestSchema = z.lazy(() =>
  z.object({
    ...carFilterFields(),
    ...fieldsOf(CAR_FILTER_ID_LIST_FIELDS, commaIds(MAX_FILTER_IDS)),
    ...fieldsOf(CAR_FILTER_TEXT_LIST_FIELDS, z.string().check(z.maxLength(2000))),
    MobilityProductId: z.nullish(id),
  }),
);
export type GetAutosRequest = z.infer<typeof getAutosRequestSchema>;
