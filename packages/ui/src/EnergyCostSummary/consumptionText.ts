import type { IntlShape } from 'react-intl';
import type { AnyUiMessageId } from '../i18n/uiMessages.ts';
import type { UiMessageValues } from '../i18n/useUiText.ts';

/** A car's WLTP consumption per 100 km: kWh of electricity, and its fuel in litres or kg. */
export interface Consumption {
  electricity?: number | null;
  fuel?: number | null;
  fuelUnit?: 'l' | 'kg';
}

/**
 * A consumption in words ("16.4 kWh per 100 km · 1.3 litres per 100 km"), a plug-in hybrid's
 * both; `null` when nothing is known. The energy summary and the compare table say it alike.
 */
export function consumptionText(
  consumption: Consumption | undefined,
  t: (id: AnyUiMessageId, values?: UiMessageValues) => string,
  intl: IntlShape,
): string | null {
  const amount = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const uses = [
    ...(consumption?.electricity != null
      ? [t('energy.consumptionKwh', { amount: amount(consumption.electricity) })]
      : []),
    ...(consumption?.fuel != null
      ? [
          t(consumption.fuelUnit === 'kg' ? 'energy.consumptionKg' : 'energy.consumptionLitre', {
            amount: amount(consumption.fuel),
          }),
        ]
      : []),
  ];
  return uses.length > 0 ? uses.join(' · ') : null;
}
