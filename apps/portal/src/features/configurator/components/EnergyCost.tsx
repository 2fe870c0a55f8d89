import type { CarType } from '@lease/api';
import { EnergyCostSummary, type EnergyCostSummaryProps } from '@lease/ui';
import { PageMessages } from '#src/i18n/messageParts.tsx';
import { consumptionOf } from '../carConsumption.ts';

const ENERGY_TEXTS = ['energy'] as const;

export type EnergyCostProps = Omit<EnergyCostSummaryProps, 'consumption'> & {
  /** The car whose WLTP consumption the energy is counted from, where known. */
  car: Pick<CarType, 'cBrandstof' | 'nStroomverbruik' | 'nBrandstofverbruik'> | null | undefined;
};

/**
 * The energy summary with its texts (a part of the catalogue, ADR 0021, which the configurator's
 * loader has already loaded, so this does not wait for them).
 */
export function EnergyCost({ car, ...props }: EnergyCostProps) {
  return (
    <PageMessages parts={ENERGY_TEXTS}>
      <EnergyCostSummary {...props} consumption={consumptionOf(car)} />
    </PageMessages>
  );
}
