import {
  CAR_SORT_OPTIONS,
  DEFAULT_CAR_SORT,
  FUEL_LABELS,
  type CarModel,
  type CarSearchResult,
  type CarSortOption,
  type CarType,
  type FilterValue,
  type GetAutosRequest,
  type ValueFilterName,
} from '@lease/api/contract';
import { BIKE_DRIVES, BIKE_KINDS, FRAME_TYPES, isPlugIn } from '../catalog/catalogValues.ts';
import type { DriverCost } from '../lease/driverMonthlyCost.ts';
import { driverCost, type DriverPricing, type VehicleQuote } from '../pricing/quoteVehicle.ts';
import type { IndexedBike, IndexedType } from './catalogIndex.ts';
import { VALUE_LABELS } from './vehicleLabels.ts';

/** A search: the contract's filter dataset, the sort option id, and how to price. */
export interface CarSearch {
  request: GetAutosRequest;
  sort: CarSortOption;
  pricing: DriverPricing;
  /** The driver acts under a parent scheme: its default components are in every price. */
  withParentScheme: boolean;
  /** Cars or bikes (a bike mobility product searches bikes). */
  kind: 'car' | 'bike';
}

/** A type that passed the filters, with the driver's figures. */
interface Priced {
  type: IndexedType;
  quote: VehicleQuote;
  cost: DriverCost;
}

/** A list filter whose values the answer offers, and the entries each value would give. */
interface ValueFacet {
  /** The values chosen; empty means any. */
  chosen: readonly string[];
  /** A type's own value; `null` when it has none (a bike's doors, a car's frame type). */
  valueOf(type: IndexedType): string | null;
  /** Values in this order first (frame types from low to high step, …); the rest by name. */
  order: readonly string[];
  /** The filter's bit in a type's mask. */
  bit: number;
  /** Each value on offer with the result entries (models or types) it would give. */
  offered: Map<string, Set<number>>;
}

/** The bike fields that are a value of a list filter. */
type BikeValueField = Exclude<keyof IndexedBike, 'smartphoneSupport'>;

// Which filter a type fails, as bits: a facet counts the types that fail nothing but itself.
// The value facets take the bits after these two (`valueFacets`); all other filters share the
// bit after those.
const BRAND = 1;
const MODEL = 2;

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function textList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function idList(value: string): number[] {
  return textList(value).map(Number);
}

/** A list filter: empty means any; otherwise the value must be one of the list. */
function oneOf<T>(list: readonly T[], value: T | null): boolean {
  return list.length === 0 || (value !== null && list.includes(value));
}

/** A numeric maximum: 0 or empty means none. A type without the figure passes (a bike's CO2). */
function atMost(limit: number | null, value: number | null): boolean {
  return !limit || value === null || value <= limit;
}

/** A numeric minimum: 0 or empty means none. A type without the figure fails it. */
function atLeast(limit: number | null, value: number | null): boolean {
  return !limit || (value !== null && value >= limit);
}

/**
 * The sort option of a request's `cSortering` id (the contract's default, cheapest lease first,
 * when it names none); unknown ids are refused before this.
 */
export function sortOption(id: string | undefined): CarSortOption {
  const option = CAR_SORT_OPTIONS.find((o) => o.id === (id ?? DEFAULT_CAR_SORT));
  if (!option) throw new RangeError(`Unknown sort option ${id}`);
  return option;
}

function sortValue(item: Priced, field: CarSortOption['field']): number | string {
  switch (field) {
    case 'nLeaseprijs':
      return item.quote.leasePrice;
    case 'nNettoKosten':
      return item.cost.netMonthlyCost;
    case 'nEigenbijdrage':
      return item.cost.ownContribution;
    case 'nFiscaleWaarde':
      return item.quote.fiscalValue;
    case 'cModel':
      return `${item.type.brandName} ${item.type.modelName}`;
    case 'cUitvoering':
      return item.type.name;
  }
}

function compareValues(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : collator.compare(String(a), String(b));
}

/** The type as the search result (and the saved cars, details, most viewed) shows it. */
export function carTypeView(type: IndexedType, quote: VehicleQuote, cost: DriverCost): CarType {
  const view: CarType = {
    nTypeIDHist: type.id,
    nModelID: type.modelId,
    cUitvoering: type.name,
    cCarrosserie: type.body,
    cBrandstof: type.fuel,
    cTransmissie: type.transmission,
    nDeuren: type.doors,
    nZitplaatsen: type.seats,
    nCO2: type.co2,
    nActieradius: type.rangeKm,
    cBrandstoflabel: type.fuelLabel,
    nVermogen: type.powerKw,
    nCatalogusprijs: type.cataloguePrice,
    nFiscaleWaarde: quote.fiscalValue,
    nBijtellingPercentage: quote.bijtellingPercentage,
    dEersteToelating: type.firstAdmission,
    nLeaseprijs: quote.leasePrice,
    nEigenbijdrage: cost.ownContribution,
    nNettoKosten: cost.netMonthlyCost,
    bActie: type.onOffer,
    bMagBestellen: cost.permission.mayOrder,
    cAfbeeldingURL: imageUrl(type.id),
    Fietsdata: null,
    Laadkabels: type.chargeCables,
    nStroomverbruik: type.electricityPer100Km,
    nBrandstofverbruik: type.fuelPer100Km,
    nEnergiekosten: cost.energyCost,
  };
  if (type.bike) {
    view.Fietsdata = {
      Frametype: type.bike.frameType,
      Fietssoort: type.bike.kind,
      Framehoogte: type.bike.frameHeight,
      Versnellingen: type.bike.gears,
      Wielmaat: type.bike.wheelSize,
      Aandrijving: type.bike.drive,
      Lengte: type.bike.riderLength,
      SmartphoneOndersteuning: type.bike.smartphoneSupport,
      nAdviesprijs: type.cataloguePrice,
      nActieradius: type.rangeKm,
    };
  }
  return view;
}

/** Same-origin URL of the type's image: the SVG silhouette, loadable by an `<img>`. */
export function imageUrl(typeId: number): string {
  return `/api/GetAfbeelding?nTypeIDHist=${typeId}`;
}

/** A model entry of a result list, with its types in the order given. */
export function carModelView(items: readonly Priced[]): CarModel {
  const first = items[0];
  if (!first) throw new RangeError('A model needs at least one type');
  const cheapest = items.reduce((best, item) =>
    item.quote.leasePrice < best.quote.leasePrice ? item : best,
  );
  return {
    nModelID: first.type.modelId,
    nMerkID: first.type.brandId,
    cMerk: first.type.brandName,
    cModel: first.type.modelName,
    cAfbeeldingURL: imageUrl(cheapest.type.id),
    nVanafLeaseprijs: cheapest.quote.leasePrice,
    Types: items.map((item) => carTypeView(item.type, item.quote, item.cost)),
  };
}

/** The driver's figures of a type at its default configuration. */
export function priceIndexed(
  type: IndexedType,
  pricing: DriverPricing,
  withParentScheme: boolean,
): Priced {
  const quote = withParentScheme ? type.quoteWithParentScheme : type.quote;
  return { type, quote, cost: driverCost(quote, pricing, type, type.defaultTerm.kmPerYear) };
}

/** The value facets of a request, in the order of their lists in `Filters`. */
function valueFacets(f: GetAutosRequest): Record<ValueFilterName, ValueFacet> {
  let bit = MODEL;
  const facet = (
    chosen: readonly string[],
    valueOf: ValueFacet['valueOf'],
    order: readonly string[] = [],
  ): ValueFacet => {
    bit <<= 1;
    return { chosen, valueOf, order, bit, offered: new Map() };
  };
  const ofBike = (chosen: string, field: BikeValueField, order?: readonly string[]) =>
    facet(textList(chosen), (type) => type.bike?.[field] ?? null, order);
  return {
    Carrosserie: facet(textList(f.cCarrosserie), (type) => type.body),
    Brandstof: facet(textList(f.cBrandstof), (type) => type.fuel),
    Transmissie: facet(textList(f.cTransmissie), (type) => type.transmission),
    // Doors as text, like every value on offer ("05" on the wire is 5 doors too).
    Deuren: facet(idList(f.nDeuren).map(String), (type) =>
      type.doors === null ? null : String(type.doors),
    ),
    Fietssoort: ofBike(f.Fietssoort, 'kind', BIKE_KINDS),
    Frametype: ofBike(f.Frametype, 'frameType', FRAME_TYPES),
    Framehoogte: ofBike(f.Framehoogte, 'frameHeight'),
    Lengte: ofBike(f.Lengte, 'riderLength'),
    Versnellingen: ofBike(f.Versnellingen, 'gears'),
    Wielmaat: ofBike(f.Wielmaat, 'wheelSize'),
    Aandrijving: ofBike(f.Aandrijving, 'drive', BIKE_DRIVES),
  };
}

/** The values a facet offers, with the entries each would give, in its order. */
function facetValues({ offered, order }: ValueFacet): FilterValue[] {
  return [...offered]
    .map(([value, keys]) => ({
      cWaarde: value,
      cOmschrijving: VALUE_LABELS[value] ?? value,
      nAantal: keys.size,
    }))
    .sort((a, b) => {
      // Values outside the order come after those in it.
      const ia = order.includes(a.cWaarde) ? order.indexOf(a.cWaarde) : order.length;
      const ib = order.includes(b.cWaarde) ? order.indexOf(b.cWaarde) : order.length;
      return ia !== ib ? ia - ib : collator.compare(a.cWaarde, b.cWaarde);
    });
}

/**
 * `GetAutos` over the in-memory catalog: filters on the catalogue fields and on the driver's
 * computed figures (lease price, own contribution, bijtelling, net cost), facet counts that
 * ignore the facet's own choice, the sort, and one page of models (or of types).
 */
export function searchCars(types: readonly IndexedType[], search: CarSearch): CarSearchResult {
  const f = search.request;
  const brands = idList(f.nMerkID);
  const models = idList(f.nModelID);
  const facets = valueFacets(f);
  const facetList = Object.values(facets);
  const OTHER = MODEL << (facetList.length + 1);
  const words = f.cTekstFilter.toLowerCase().split(/\s+/).filter(Boolean);
  const labelMax = FUEL_LABELS.indexOf(f.cBrandstoflabelMax);

  const matching: Priced[] = [];
  const facetCandidates: { item: Priced; mask: number }[] = [];
  for (const type of types) {
    if (type.kind !== search.kind) continue;
    const item = priceIndexed(type, search.pricing, search.withParentScheme);
    const { quote, cost } = item;
    let mask = 0;
    if (!oneOf(brands, type.brandId)) mask |= BRAND;
    if (!oneOf(models, type.modelId)) mask |= MODEL;
    for (const facet of facetList) {
      if (!oneOf(facet.chosen, facet.valueOf(type))) mask |= facet.bit;
    }
    const passesOther =
      (!f.bAlleenPlugin || (type.fuel !== null && isPlugIn(type.fuel))) &&
      (!f.bAlleenActie || type.onOffer) &&
      atMost(f.nEigenbijdrageMax, cost.ownContribution) &&
      (!f.nBijtelling || quote.bijtellingPercentage === f.nBijtelling) &&
      atMost(f.nBijtellingMax, quote.grossBijtelling) &&
      atMost(f.nCO2Max, type.co2) &&
      (type.fuelLabel === null ||
        FUEL_LABELS.indexOf(type.fuelLabel as (typeof FUEL_LABELS)[number]) <= labelMax) &&
      atMost(f.nLeaseMax, quote.leasePrice) &&
      atMost(f.nPersKostenMax, cost.netMonthlyCost) &&
      atLeast(f.nTrekgewichtMin, type.towingUnbrakedKg) &&
      atLeast(f.nTrekgewichtGeremdMin, type.towingBrakedKg) &&
      atMost(f.nVermogenMax, type.powerKw) &&
      atLeast(f.nVermogenMin, type.powerKw) &&
      atLeast(f.nActieradiusMin, type.rangeKm) &&
      atLeast(f.nAantalZitplaatsenMin, type.seats) &&
      (!f.SmartphoneOndersteuning || type.bike?.smartphoneSupport === true) &&
      words.every((word) => type.searchText.includes(word));
    if (!passesOther) mask |= OTHER;
    if (mask === 0) matching.push(item);
    // Only types that fail one facet at most (make and model count as one) can count anywhere.
    if ((mask & (mask - 1)) === 0 || mask === (BRAND | MODEL)) {
      if ((mask & OTHER) === 0) facetCandidates.push({ item, mask });
    }
  }

  const byModel = search.request.cStructuur === 'model';
  const entryKey = (item: Priced) => (byModel ? item.type.modelId : item.type.id);

  // Facets: a value's count is the entries it would give with the other filters unchanged.
  const merken = new Map<number, { cMerk: string; keys: Set<number> }>();
  const modellen = new Map<number, { nMerkID: number; cModel: string }>();
  for (const { item, mask } of facetCandidates) {
    const { type } = item;
    const key = entryKey(item);
    if ((mask & ~(BRAND | MODEL)) === 0) {
      const brand = merken.get(type.brandId) ?? { cMerk: type.brandName, keys: new Set() };
      brand.keys.add(key);
      merken.set(type.brandId, brand);
    }
    if ((mask & ~MODEL) === 0) {
      modellen.set(type.modelId, { nMerkID: type.brandId, cModel: type.modelName });
    }
    for (const facet of facetList) {
      const value = facet.valueOf(type);
      if ((mask & ~facet.bit) !== 0 || value === null) continue;
      const keys = facet.offered.get(value) ?? new Set<number>();
      keys.add(key);
      facet.offered.set(value, keys);
    }
  }

  // Sort the types, then group them per model in that order (a model sorts by its best type).
  const { field, direction } = search.sort;
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = matching
    .map((item) => ({ item, value: sortValue(item, field) }))
    .sort(
      (a, b) =>
        sign * compareValues(a.value, b.value) ||
        a.item.quote.leasePrice - b.item.quote.leasePrice ||
        a.item.type.id - b.item.type.id,
    )
    .map(({ item }) => item);

  let entries: Priced[][];
  if (byModel) {
    const groups = new Map<number, Priced[]>();
    for (const item of sorted) {
      const group = groups.get(item.type.modelId);
      if (group) group.push(item);
      else groups.set(item.type.modelId, [item]);
    }
    entries = [...groups.values()];
  } else {
    entries = sorted.map((item) => [item]);
  }

  const perPage = f.nAantalPerPagina;
  const page = entries.slice((f.nPagina - 1) * perPage, f.nPagina * perPage);
  const leases = matching.map((item) => item.quote.leasePrice);

  return {
    Modellen: page.map((items) => carModelView(items)),
    Filters: {
      nTotaal: entries.length,
      nPaginas: Math.ceil(entries.length / perPage),
      Merken: [...merken.entries()]
        .map(([nMerkID, { cMerk, keys }]) => ({ nMerkID, cMerk, nAantal: keys.size }))
        .sort((a, b) => collator.compare(a.cMerk, b.cMerk)),
      Modellen: [...modellen.entries()]
        .map(([nModelID, model]) => ({ nModelID, ...model }))
        .sort((a, b) => a.nMerkID - b.nMerkID || collator.compare(a.cModel, b.cModel)),
      Carrosserie: facetValues(facets.Carrosserie),
      Brandstof: facetValues(facets.Brandstof),
      Transmissie: facetValues(facets.Transmissie),
      Deuren: facetValues(facets.Deuren),
      Fietssoort: facetValues(facets.Fietssoort),
      Frametype: facetValues(facets.Frametype),
      Framehoogte: facetValues(facets.Framehoogte),
      Lengte: facetValues(facets.Lengte),
      Versnellingen: facetValues(facets.Versnellingen),
      Wielmaat: facetValues(facets.Wielmaat),
      Aandrijving: facetValues(facets.Aandrijving),
      nLeaseprijsMin: leases.length > 0 ? Math.min(...leases) : null,
      nLeaseprijsMax: leases.length > 0 ? Math.max(...leases) : null,
    },
  };
}
