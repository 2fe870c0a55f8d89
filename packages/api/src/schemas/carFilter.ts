import { z } from 'zod/mini';
import { CAR_SORT_IDS, DEFAULT_CAR_SORT } from '../rules/carCatalogue.ts';
import { commaIds, id, MAX_FILTER_IDS } from './common.ts';

/** Fuel labels A (best) to G; `cBrandstoflabelMax` filters up to and including one. */
export const FUEL_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type FuelLabel = (typeof FUEL_LABELS)[number];

/** How the search groups its results: per model (with its types) or one entry per type. */
export const CAR_STRUCTURES = ['model', 'type'] as const;

/** A numeric filter as the form holds it: `null` while the field is empty. */
const numericFilter = z.nullable(z.number().check(z.gte(0)));

/**
 * The car filter dataset (spec point 3) as the portal holds it: list fields are arrays here and
 * become comma strings on the wire (`serializeCarFilter`).
 */
export const carFilterSchema = z.object({
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
});
export type CarFilter = z.infer<typeof carFilterSchema>;

/** The filter fields that are lists in the portal and comma strings on the wire. */
export const CAR_FILTER_LIST_FIELDS = [
  'nMerkID',
  'nModelID',
  'cCarrosserie',
  'cBrandstof',
  'cTransmissie',
  'nDeuren',
  'Frametype',
  'Fietssoort',
  'Framehoogte',
  'Versnellingen',
  'Wielmaat',
  'Aandrijving',
  'Lengte',
] as const satisfies readonly (keyof CarFilter)[];

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

const idList = commaIds(MAX_FILTER_IDS);
const textList = z.string().check(z.maxLength(2000));

/**
 * Body of `POST /api/GetAutos`: the filter dataset with list fields joined as comma strings
 * (`"3,7"`, empty string for none), plus `MobilityProductId` in container mode.
 */
export const getAutosRequestSchema = z.lazy(() =>
  z.extend(carFilterSchema, {
    nMerkID: idList,
    nModelID: idList,
    cCarrosserie: textList,
    cBrandstof: textList,
    cTransmissie: textList,
    nDeuren: idList,
    Frametype: textList,
    Fietssoort: textList,
    Framehoogte: textList,
    Versnellingen: textList,
    Wielmaat: textList,
    Aandrijving: textList,
    Lengte: textList,
    MobilityProductId: z.nullish(id),
  }),
);
export type GetAutosRequest = z.infer<typeof getAutosRequestSchema>;
