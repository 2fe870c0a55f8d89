import { DEFAULT_CAR_SORT } from './carCatalogue.ts';
import { CAR_FILTER_LIST_FIELDS, type CarFilter } from '../schemas/carFilter.ts';

function deepFreeze(filter: CarFilter): CarFilter {
  for (const field of CAR_FILTER_LIST_FIELDS) Object.freeze(filter[field]);
  return Object.freeze(filter);
}

/**
 * The filters the calculator starts from (spec point 9): page 1 of 3 results per page, grouped
 * per model and sorted by lease price (lowest first), every fuel label up to G, no numeric limit
 * (0) and no list choice. Frozen: copy it
 * (`{ ...DEFAULT_CAR_FILTER, … }`) and replace lists rather than pushing into them.
 */
export const DEFAULT_CAR_FILTER: CarFilter = deepFreeze({
  nCategorieID: null,
  bAlleenZakelijk: false,
  bAlleenPlugin: false,
  bAlleenActie: false,
  nEigenbijdrageMax: 0,
  nBelastingPercentage: 0,
  nBijtelling: 0,
  nBijtellingMax: 0,
  nMerkID: [],
  nModelID: [],
  nCO2Max: 0,
  cBrandstoflabelMax: 'G',
  cCarrosserie: [],
  cBrandstof: [],
  nLeaseMax: 0,
  cTransmissie: [],
  nDeuren: [],
  nPersKostenMax: 0,
  nTrekgewichtMin: 0,
  nTrekgewichtGeremdMin: 0,
  nVermogenMax: 0,
  nVermogenMin: 0,
  nActieradiusMin: 0,
  nAantalZitplaatsenMin: 0,
  SmartphoneOndersteuning: false,
  Frametype: [],
  Fietssoort: [],
  Framehoogte: [],
  Versnellingen: [],
  Wielmaat: [],
  Aandrijving: [],
  Lengte: [],
  nPagina: 1,
  nAantalPerPagina: 3,
  cTekstFilter: '',
  cStructuur: 'model',
  cSortering: DEFAULT_CAR_SORT,
});

/**
 * Whether a field's value filters nothing: its default, or empty (a number field the person
 * cleared, which searches as its default). The calculator's address leaves such fields out and
 * the filter panel does not count them as set.
 */
export function isDefaultFilterValue(field: keyof CarFilter, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const initial: unknown = DEFAULT_CAR_FILTER[field];
  if (Array.isArray(value) && Array.isArray(initial))
    return value.length === initial.length && value.every((item, index) => item === initial[index]);
  return value === initial;
}
