import type { DatabaseSync } from 'node:sqlite';
import type { EigenOptie, MantelOptionChoice } from '@lease/api/contract';
import type { DriverContext } from '../db/driverContext.ts';
import { driverPricing } from '../pricing/driverPricing.ts';
import { findType } from '../search/findType.ts';
import { configure } from './configure.ts';
import { typeOptions } from './typeOptions.ts';

/** A configuration as the calls send it (GetDetails, saveConfiguratie, basket items, orders). */
export interface ConfigurationRequest {
  nTypeIDHist: number;
  nCategorieID?: number | null | undefined;
  nBelastingPercentage?: number | null | undefined;
  bAlleenZakelijk?: boolean | null | undefined;
  nLooptijd: number;
  nKilometrage: number;
  Opties: readonly number[];
  EigenOpties?: readonly EigenOptie[] | undefined;
  MantelOpties?: readonly MantelOptionChoice[] | null | undefined;
  PMOpties?: readonly number[] | null | undefined;
  nPricingManagerId?: number | null | undefined;
}

/** Prices a configuration for the calling driver: the one path every priced call goes through. */
export function priceRequest(
  db: DatabaseSync,
  context: DriverContext,
  request: ConfigurationRequest,
) {
  const type = findType(db, request.nTypeIDHist);
  const options = typeOptions(db, type.id);
  const { category, pricing } = driverPricing(context, request);
  const configuration = configure(
    {
      type,
      options,
      optionIds: request.Opties,
      ownOptions: request.EigenOpties ?? [],
      parentScheme: request.MantelOpties ?? [],
      pricingManagerIds: request.PMOpties,
      pricingManager: request.nPricingManagerId != null,
      termMonths: request.nLooptijd,
      kmPerYear: request.nKilometrage,
      withParentScheme: context.schemeNr !== null,
    },
    pricing,
  );
  return { type, options, category, pricing, configuration };
}
