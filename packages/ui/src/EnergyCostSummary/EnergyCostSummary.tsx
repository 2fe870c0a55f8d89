import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardContent, Typography } from '@mui/material';
import { useUiText } from '../i18n/useUiText.ts';
import { FigureList } from '../layout/FigureList.tsx';
import { formatPrice } from '../Price/formatPrice.ts';
import { consumptionText, type Consumption } from './consumptionText.ts';

export interface EnergyCostSummaryProps {
  /** The lease price a month, which the summary beside this shows: the total adds the energy. */
  leasePrice: number;
  /** The energy a month at `kmPerYear` with the scheme's prices (`nEnergiekosten`). */
  energyCost: number;
  /** The yearly mileage the energy is counted at. */
  kmPerYear: number;
  /** WLTP consumption per 100 km, shown where known: kWh, and fuel in litres or kg. */
  consumption?: Consumption;
  /** The scheme's norm counts lease and energy together: the own contribution follows the total. */
  totalCostBudget?: boolean;
  /** The heading level (the page has its own h1). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What the car costs a month in all: the energy at the driver's mileage, with the consumption it
 * is counted from, and lease and energy together (the lease price itself stands above it in the
 * configurator's summary). Memoised: the configurator renders again on every answer.
 */
export const EnergyCostSummary = memo(function EnergyCostSummary({
  leasePrice,
  energyCost,
  kmPerYear,
  consumption,
  totalCostBudget = false,
  headingLevel = 3,
}: EnergyCostSummaryProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const perMonth = (value: number) => t('price.perMonth', { price: formatPrice(value) });
  const uses = consumptionText(consumption, t, intl);
  const total = Math.round((leasePrice + energyCost) * 100) / 100;
  return (
    <Card component="section" aria-labelledby={`${id}-heading`}>
      <CardContent>
        <Typography id={`${id}-heading`} component={`h${headingLevel}`} variant="h6">
          {t('energy.heading')}
        </Typography>
        <FigureList sx={{ mt: 1 }}>
          <div>
            <dt>{t('energy.energy', { km: intl.formatNumber(kmPerYear) })}</dt>
            <dd className="LeaseFigureList-amount">{perMonth(energyCost)}</dd>
            {uses ? <dd className="LeaseFigureList-note">{uses}</dd> : null}
          </div>
          <div>
            <dt>
              <strong>{t('energy.total')}</strong>
            </dt>
            <dd className="LeaseFigureList-amount">
              <strong>{perMonth(total)}</strong>
            </dd>
          </div>
        </FigureList>
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {t(totalCostBudget ? 'energy.totalCostBudget' : 'energy.disclaimer')}
        </Typography>
      </CardContent>
    </Card>
  );
});
