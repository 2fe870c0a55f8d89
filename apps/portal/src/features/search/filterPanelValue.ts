import { DEFAULT_CAR_FILTER, type CarFilter } from '@lease/api';
import type { FilterPanelValue } from '@lease/ui';

/** Every field the filter panel edits; a record, so a field the panel gains is a type error here. */
const PANEL_FIELDS: Record<keyof FilterPanelValue, true> = {
  cTekstFilter: true,
  nMerkID: true,
  nModelID: true,
  cCarrosserie: true,
  cBrandstof: true,
  cTransmissie: true,
  nDeuren: true,
  cBrandstoflabelMax: true,
  nLeaseMax: true,
  nEigenbijdrageMax: true,
  nPersKostenMax: true,
  nCO2Max: true,
  nActieradiusMin: true,
  nVermogenMin: true,
  nVermogenMax: true,
  nAantalZitplaatsenMin: true,
  nTrekgewichtMin: true,
  nTrekgewichtGeremdMin: true,
  bAlleenPlugin: true,
  bAlleenActie: true,
  SmartphoneOndersteuning: true,
  Fietssoort: true,
  Frametype: true,
  Framehoogte: true,
  Lengte: true,
  Versnellingen: true,
  Wielmaat: true,
  Aandrijving: true,
  nBijtelling: true,
  nBijtellingMax: true,
  cStructuur: true,
};

const fields = Object.keys(PANEL_FIELDS) as (keyof FilterPanelValue)[];

/** The part of a filter the panel shows. */
export function filterPanelValue(filter: CarFilter): FilterPanelValue {
  return Object.fromEntries(fields.map((key) => [key, filter[key]])) as FilterPanelValue;
}

/** The panel's fields at their defaults: what "clear the filters" sets. */
export const CLEARED_PANEL: FilterPanelValue = filterPanelValue(DEFAULT_CAR_FILTER);

/** How many of the panel's filters differ from their defaults (the phone's filter button says). */
export function activeFilterCount(filter: CarFilter): number {
  return fields.filter(
    (key) => JSON.stringify(filter[key] ?? null) !== JSON.stringify(DEFAULT_CAR_FILTER[key]),
  ).length;
}
