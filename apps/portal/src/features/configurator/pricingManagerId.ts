import type { PmOption } from '@lease/api';

/**
 * The pricing manager a car's offer is priced with, or null when the driver's scheme offers none
 * for it. The contract has no call that names a pricing manager: `GetOpties` lists its options
 * (`PMOpties`) and `GetLooptijdKilometrages` of kind PM takes an `ID`, which the reference server
 * reads as one of those options. So the first option stands for the offer, and no options means
 * the scheme has no offer for this car.
 */
export function pricingManagerId(options: readonly PmOption[]): number | null {
  return options[0]?.nPMOptieID ?? null;
}
