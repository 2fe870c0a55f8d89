import type { DatabaseSync } from 'node:sqlite';
import {
  DEFAULT_CAR_FILTER,
  POLICY_COUNT_FIELDS,
  policyLimits,
  serializeCarFilter,
  type CarPolicy,
  type InterfaceLanguage,
  type PolicyCounts,
} from '@lease/api/contract';
import { PARENT_SCHEME_COMPONENTS } from '../catalog/optionVocabulary.ts';
import { DEFAULT_TERM } from '../catalog/termMatrix.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { schemeName } from '../db/schemeName.ts';
import { driverPricing } from '../pricing/driverPricing.ts';
import type { IndexedType } from '../search/catalogIndex.ts';
import { searchCars, sortOption } from '../search/searchCars.ts';

/**
 * The car policy of the context's driver (`GetRegeling`): the category (only when the driver has
 * one of their own: a supervisor may look at every category), the policy's rules and inclusions,
 * the parent scheme's components, the catalogue's default term and mileage, the tax bracket in
 * effect, and how many cars meet each limit, counted as the calculator searches
 * (`policyLimits`' filters over the same search, in the driver's category).
 */
export function carPolicy(
  db: DatabaseSync,
  context: DriverContext,
  language: InterfaceLanguage,
  types: readonly IndexedType[],
): CarPolicy {
  const own = context.categories.length === 1 ? context.categories[0] : undefined;
  const { policy } = context;
  const withParentScheme = context.schemeNr !== null;
  const stated: CarPolicy = {
    Categorie: own
      ? {
          nCategorieID: own.nCategorieID,
          cOmschrijving: own.cOmschrijving,
          nNormbedrag: own.normBudget,
          nMaxEigenbijdrage: own.maxContribution,
          nVasteEigenbijdrage: own.privateContribution,
        }
      : null,
    nBudget: context.mobilityBudget,
    bAlleenZakelijk: context.businessOnly,
    bAlleenPlugin: policy.plugInOnly,
    cBrandstoflabelMax: policy.maxFuelLabel,
    Inbegrepen: {
      bTankpas: policy.fuelCard,
      bLaadpas: policy.chargingCard,
      bVerzekering: policy.insurance,
      bVervangendVervoer: policy.replacementVehicle,
    },
    cMantelnaam: schemeName(db, context),
    MantelOpties: withParentScheme
      ? PARENT_SCHEME_COMPONENTS.map((component) => ({
          nComponentNr: component.componentNr,
          cOmschrijving: component.name[language],
          bUitzetbaar: component.removable,
        }))
      : [],
    nLooptijd: DEFAULT_TERM.termMonths,
    nKilometrage: DEFAULT_TERM.kmPerYear,
    nBelastingPercentage: context.taxPercentage,
    Aantallen: null,
    Energieprijzen: {
      nStroom: policy.energyPrices.stroom,
      nBenzine: policy.energyPrices.benzine,
      nDiesel: policy.energyPrices.diesel,
      nLpg: policy.energyPrices.lpg,
      nAardgas: policy.energyPrices.aardgas,
      nWaterstof: policy.energyPrices.waterstof,
    },
    bBudgetTotaleKosten: policy.totalCostBudget,
  };

  const { category, pricing } = driverPricing(context);
  const counts: PolicyCounts = {};
  for (const limit of policyLimits(stated)) {
    const filter = {
      ...DEFAULT_CAR_FILTER,
      nCategorieID: category.nCategorieID || null,
      nBelastingPercentage: context.taxPercentage,
      bAlleenZakelijk: context.businessOnly,
      ...limit.filter,
    };
    const result = searchCars(types, {
      request: { ...serializeCarFilter(filter), MobilityProductId: null },
      sort: sortOption(filter.cSortering),
      pricing,
      withParentScheme,
      kind: 'car',
    });
    counts[POLICY_COUNT_FIELDS[limit.kind]] = result.Filters?.nTotaal ?? 0;
  }
  return { ...stated, Aantallen: counts };
}
