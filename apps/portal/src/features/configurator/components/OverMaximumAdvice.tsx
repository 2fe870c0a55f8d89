import { formatPrice } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import type { ExcessAdvice } from '../excessAdvice.ts';

export interface OverMaximumAdviceProps {
  /** `excessAdvice` of the excess over the maximum and the driver's priced choices. */
  advice: ExcessAdvice<string>;
  /** Takes the advised choices off the configuration. */
  onRemove(keys: string[]): void;
  /** A recalculation is running: the action waits. */
  pending?: boolean;
}

/**
 * Under a blocked order button: which of the driver's choices cost what, and the fewest to take
 * off to be allowed to order, with one action that does it (the back button undoes it).
 */
export function OverMaximumAdvice({ advice, onRemove, pending = false }: OverMaximumAdviceProps) {
  const message = usePortalMessage();
  const intl = useIntl();
  const id = useId();
  const perMonth = (amount: number) =>
    message('configurator.perMonth', { price: formatPrice(amount) });
  return (
    <Stack component="section" aria-labelledby={`${id}-heading`} spacing={1}>
      <Typography id={`${id}-heading`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {message('configurator.excess.heading')}
      </Typography>
      {advice.remove.length > 0 ? (
        <>
          <Typography variant="body2">
            {message('configurator.excess.remove', {
              options: intl.formatList(advice.remove.map((choice) => choice.name)),
              saving: formatPrice(advice.saving),
            })}
          </Typography>
          <Button
            variant="outlined"
            disabled={pending}
            onClick={() => onRemove(advice.remove.map((choice) => choice.key))}
            sx={{ alignSelf: 'flex-start' }}
          >
            {message('configurator.excess.removeAction', { count: advice.remove.length })}
          </Button>
        </>
      ) : (
        <Typography variant="body2">{message('configurator.excess.notEnough')}</Typography>
      )}
      {advice.choices.length > 0 ? (
        <>
          <Typography variant="body2">{message('configurator.excess.choices')}</Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {advice.choices.map((choice) => (
              <li key={choice.key} style={{ overflowWrap: 'anywhere' }}>
                {`${choice.name}: ${perMonth(choice.monthly)}`}
              </li>
            ))}
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}
