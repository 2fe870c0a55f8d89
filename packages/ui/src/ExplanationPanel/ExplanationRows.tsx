import { useIntl } from 'react-intl';
import type { PersonalCostExplanation } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import type { NetCostParts } from './netCostParts.ts';

export interface ExplanationRowsProps {
  explanation: PersonalCostExplanation;
  /** `netCostParts` of the explanation. */
  parts: NetCostParts;
  businessOnly: boolean;
}

/**
 * The figures of the net cost's explanation, a row each (`div` around `dt` and `dd`) for the
 * `dl` they stand in: the configurator's panel and the quote. The last row, the net cost, has the
 * class `total`.
 */
export function ExplanationRows({ explanation, parts, businessOnly }: ExplanationRowsProps) {
  const t = useUiText();
  const intl = useIntl();
  const perMonth = (value: number) => t('price.perMonth', { price: formatPrice(value) });
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <>
      <div>
        <dt>{t('explanation.fiscalValue')}</dt>
        <dd>{formatPrice(explanation.nFiscaleWaarde)}</dd>
      </div>
      {businessOnly ? null : (
        <>
          <div>
            <dt>
              {typeof explanation.nBijtellingPercentage === 'number'
                ? t('explanation.grossBijtellingPct', {
                    percentage: percent(explanation.nBijtellingPercentage),
                  })
                : t('explanation.grossBijtelling')}
            </dt>
            <dd>{perMonth(parts.grossBijtelling)}</dd>
          </div>
          <div>
            <dt>{t('explanation.taxBracket')}</dt>
            <dd>{percent(parts.taxRate)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('explanation.ownContribution')}</dt>
        <dd>{perMonth(parts.ownContribution)}</dd>
      </div>
      <div className="total">
        <dt>{t('explanation.netCost')}</dt>
        <dd>{perMonth(parts.net)}</dd>
      </div>
    </>
  );
}
