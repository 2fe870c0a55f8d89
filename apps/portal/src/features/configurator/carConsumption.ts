import { fuelUnitOf, type CarType } from '@lease/api';
import type { EnergyCostSummaryProps } from '@lease/ui';

/**
 * A car's WLTP consumption as the energy summary names it: kWh, and its fuel in the unit the fuel
 * is bought by (kg for natural gas and hydrogen, litres otherwise). Undefined without the car.
 */
export function consumptionOf(
  type: Pick<CarType, 'cBrandstof' | 'nStroomverbruik' | 'nBrandstofverbruik'> | null | undefined,
): EnergyCostSummaryProps['consumption'] {
  if (!type) return undefined;
  return {
    electricity: type.nStroomverbruik ?? null,
    fuel: type.nBrandstofverbruik ?? null,
    fuelUnit: fuelUnitOf(type.cBrandstof) ?? 'l',
  };
}
