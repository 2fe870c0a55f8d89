import { Typography } from '@mui/material';
import type { CarPolicy } from '@lease/api';
import type { PolicyMessageId } from '../i18n/parts/policy/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { PolicyFigures } from './PolicyFigures.tsx';

const INCLUDED: readonly [keyof CarPolicy['Inbegrepen'], PolicyMessageId][] = [
  ['bTankpas', 'policy.included.fuelCard'],
  ['bLaadpas', 'policy.included.chargingCard'],
  ['bVerzekering', 'policy.included.insurance'],
  ['bVervangendVervoer', 'policy.included.replacementVehicle'],
];

/**
 * What comes with the lease beside the car, each said in words ("included", "not included"; no
 * tick alone carries the meaning), and the parent scheme's components that come with every car.
 */
export function PolicyInclusions({
  policy,
  headingLevel,
}: {
  policy: CarPolicy;
  headingLevel: 2 | 3;
}) {
  const t = useUiText();
  const scheme = policy.cMantelnaam?.trim();
  return (
    <>
      <PolicyFigures>
        {INCLUDED.map(([field, name]) => (
          <div key={field}>
            <dt>{t(name)}</dt>
            <dd>{t(policy.Inbegrepen[field] ? 'policy.included.yes' : 'policy.included.no')}</dd>
          </div>
        ))}
      </PolicyFigures>
      {policy.MantelOpties.length > 0 ? (
        <>
          <Typography
            component={headingLevel === 2 ? 'h3' : 'h4'}
            variant="subtitle1"
            sx={{ mt: 3, mb: 1 }}
          >
            {scheme ? t('policy.scheme.heading', { scheme }) : t('policy.scheme.headingUnnamed')}
          </Typography>
          <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
            {policy.MantelOpties.map((component) => (
              <li key={component.nComponentNr}>
                {component.cOmschrijving}
                {component.bUitzetbaar ? (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {' '}
                    {t('policy.scheme.removable')}
                  </Typography>
                ) : null}
              </li>
            ))}
          </Typography>
        </>
      ) : null}
    </>
  );
}
