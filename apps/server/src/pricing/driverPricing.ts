import type { DriverCategory, DriverContext } from '../db/driverContext.ts';
import { RequestError } from '../http/RequestError.ts';
import type { DriverPricing } from './quoteVehicle.ts';

/** The request's overrides of the stored settings, where the contract sends them. */
export interface PricingOverrides {
  nCategorieID?: number | null | undefined;
  nBelastingPercentage?: number | null | undefined;
  bAlleenZakelijk?: boolean | null | undefined;
}

/** The category a request prices in: the one it names (it must be offered), else the driver's. */
export function pricingCategory(
  context: DriverContext,
  categoryId: number | null | undefined,
): DriverCategory {
  const wanted = categoryId ?? context.selectedCategoryId;
  const category = context.categories.find((c) => c.nCategorieID === wanted);
  if (category) return category;
  if (categoryId != null) {
    throw new RequestError(`nCategorieID: category ${categoryId} is not offered to this driver.`, {
      field: 'nCategorieID',
    });
  }
  // A client without categories: no norm, so everything is own contribution, and no maximum.
  return {
    nCategorieID: 0,
    cOmschrijving: '',
    normBudget: 0,
    maxContribution: null,
    privateContribution: 0,
  };
}

/**
 * The driver's pricing: the stored category, tax bracket and business-only choice, overridden by
 * what the request sends (the portal sends the driver's current choice with every search).
 */
export function driverPricing(context: DriverContext, overrides: PricingOverrides = {}) {
  const category = pricingCategory(context, overrides.nCategorieID);
  const pricing: DriverPricing = {
    normBudget: category.normBudget,
    maxContribution: category.maxContribution,
    privateContribution: category.privateContribution,
    taxPercentage: overrides.nBelastingPercentage ?? context.taxPercentage,
    businessOnly: overrides.bAlleenZakelijk ?? context.businessOnly,
    plugInOnly: context.policy.plugInOnly,
    maxFuelLabel: context.policy.maxFuelLabel,
    energyPrices: context.policy.energyPrices,
    totalCostBudget: context.policy.totalCostBudget,
  };
  return { category, pricing };
}
