import { budgetedMonthlyCost } from '@lease/api/contract';
import { netMonthlyCost } from './netMonthlyCost.ts';
import { orderPermission, type OrderPermission } from './orderPermission.ts';
import { ownContribution } from './ownContribution.ts';
import type { PolicyBreach } from './policyBreach.ts';

/** The scheme's and driver's settings that turn a lease price and bijtelling into driver cost. */
export interface DriverCostInput {
  leasePrice: number;
  grossBijtelling: number;
  /** The driver category's norm budget per month. */
  normBudget: number;
  /** Fixed private contribution of the scheme, if any. */
  fixedPrivateContribution?: number;
  /** The scheme's maximum own contribution; `null` when it has none. */
  maximumContribution: number | null;
  taxRatePercent: number;
  businessOnly: boolean;
  /** The rule of the car policy the vehicle breaks, if any: it cannot be ordered then. */
  policyBreach?: PolicyBreach | null;
  /** The energy the car costs a month at its mileage; `null` when not known. */
  energyCost?: number | null;
  /** The norm budgets lease and energy together (`budgetedMonthlyCost`). */
  totalCostBudget?: boolean;
}

/** Own contribution, net cost and orderability of one configuration, for one driver. */
export interface DriverCost {
  /** The energy a month at the car's mileage with the client's prices; `null` when not known. */
  energyCost: number | null;
  /** What the norm is compared with: the lease price, or with the energy on a total-cost budget. */
  budgeted: number;
  ownContribution: number;
  netMonthlyCost: number;
  permission: OrderPermission;
}

/**
 * The driver's side of a configuration in one call, so search and configurator compute it the
 * same way: own contribution against the norm (on the lease price, or on lease and energy where
 * the norm budgets the total cost), whether it may be ordered, and the net cost.
 */
export function driverMonthlyCost(input: DriverCostInput): DriverCost {
  const energyCost = input.energyCost ?? null;
  const budgeted = budgetedMonthlyCost(
    input.leasePrice,
    energyCost,
    input.totalCostBudget ?? false,
  );
  const own = ownContribution(budgeted, input.normBudget, input.fixedPrivateContribution);
  return {
    energyCost,
    budgeted,
    ownContribution: own.total,
    netMonthlyCost: netMonthlyCost({
      grossBijtelling: input.grossBijtelling,
      ownContribution: own.total,
      taxRatePercent: input.taxRatePercent,
      businessOnly: input.businessOnly,
    }),
    permission: orderPermission(own.aboveNorm, input.maximumContribution, input.policyBreach),
  };
}
