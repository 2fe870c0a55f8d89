import { Typography } from '@mui/material';
import type { EnergyPriceList } from '@lease/api';
import type { PolicyMessageId } from '../i18n/parts/policy/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { PolicyFigures } from './PolicyFigures.tsx';

/** Each price with its name and its unit's text, in the order a driver looks for them. */
const PRICES: readonly [keyof EnergyPriceList, PolicyMessageId, PolicyMessageId][] = [
  ['nStroom', 'policy.energy.electricity', 'policy.energy.perKwh'],
  ['nBenzine', 'policy.energy.petrol', 'policy.energy.perLitre'],
  ['nDiesel', 'policy.energy.diesel', 'policy.energy.perLitre'],
  ['nLpg', 'policy.energy.lpg', 'policy.energy.perLitre'],
  ['nAardgas', 'policy.energy.naturalGas', 'policy.energy.perKg'],
  ['nWaterstof', 'policy.energy.hydrogen', 'policy.energy.perKg'],
];

/** The energy prices a car's monthly energy is counted with, each per its unit. */
export function PolicyEnergyPrices({
  prices,
  headingLevel,
}: {
  prices: EnergyPriceList;
  headingLevel: 2 | 3;
}) {
  const t = useUiText();
  return (
    <>
      <Typography
        component={headingLevel === 2 ? 'h3' : 'h4'}
        variant="subtitle1"
        sx={{ mt: 3, mb: 1 }}
      >
        {t('policy.energy.heading')}
      </Typography>
      <PolicyFigures>
        {PRICES.map(([field, name, unit]) => (
          <div key={field}>
            <dt>{t(name)}</dt>
            <dd>{t(unit, { price: formatPrice(prices[field]) })}</dd>
          </div>
        ))}
      </PolicyFigures>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('policy.energy.note')}
      </Typography>
    </>
  );
}
