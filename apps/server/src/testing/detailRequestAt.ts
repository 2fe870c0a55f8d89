import type { DatabaseSync } from 'node:sqlite';
import type { DetailRequest } from '@lease/api/contract';

/** A `GetDetails` body for a car at its default term and mileage, without options. */
export function detailRequestAt(
  db: DatabaseSync,
  typeId: number,
  nCategorieID: number,
  change: Partial<DetailRequest> = {},
): DetailRequest {
  const term = db
    .prepare('SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? AND is_default = 1')
    .get(typeId);
  return {
    nTypeIDHist: typeId,
    nCategorieID,
    nBelastingPercentage: 37.56,
    bAlleenZakelijk: false,
    nLooptijd: Number(term?.term_months),
    nKilometrage: Number(term?.km_per_year),
    Opties: [],
    EigenOpties: [],
    MantelOpties: [],
    ...change,
  };
}
