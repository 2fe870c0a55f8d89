import type { CarFilter } from '@lease/api';

/**
 * The filter fields the panel edits (spec point 3): every field of the dataset a person chooses,
 * for cars and bikes, and whether the results are models or versions (`cStructuur`). Left out:
 * category, tax bracket and business-only (settings, spec point 7 `SetSettings`), paging and sort
 * (the result list).
 */
export type FilterPanelValue = Pick<
  CarFilter,
  | 'cTekstFilter'
  | 'nMerkID'
  | 'nModelID'
  | 'cCarrosserie'
  | 'cBrandstof'
  | 'cTransmissie'
  | 'nDeuren'
  | 'cBrandstoflabelMax'
  | 'nLeaseMax'
  | 'nEigenbijdrageMax'
  | 'nPersKostenMax'
  | 'nCO2Max'
  | 'nActieradiusMin'
  | 'nVermogenMin'
  | 'nVermogenMax'
  | 'nAantalZitplaatsenMin'
  | 'nTrekgewichtMin'
  | 'nTrekgewichtGeremdMin'
  | 'bAlleenPlugin'
  | 'bAlleenActie'
  | 'SmartphoneOndersteuning'
  | 'Fietssoort'
  | 'Frametype'
  | 'Framehoogte'
  | 'Lengte'
  | 'Versnellingen'
  | 'Wielmaat'
  | 'Aandrijving'
  | 'nBijtelling'
  | 'nBijtellingMax'
  | 'cStructuur'
>;

/** Sets one field of the value and reports the whole new value. */
export type FilterPanelSetter = <Key extends keyof FilterPanelValue>(
  key: Key,
  next: FilterPanelValue[Key],
) => void;
