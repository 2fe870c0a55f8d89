import { useId } from 'react';
import { Button, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { PmOption } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';

export interface PricingManagerOptionsProps {
  /** `PMOpties` of `GetOpties`, `bChecked` for the ones already chosen. */
  options: readonly PmOption[];
  /** The driver chooses an option; the portal adds it and recalculates. */
  onChoose(option: PmOption): void;
  /** The driver removes a chosen option. */
  onRemove(option: PmOption): void;
  /** A recalculation is running: the actions wait. */
  pending?: boolean;
  /** The heading level (the page has its own h1/h2). */
  headingLevel?: 2 | 3 | 4;
}

const Row = styled('li', { name: 'LeasePricingManagerOptions', slot: 'Row' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  columnGap: theme.spacing(2),
  padding: theme.spacing(1),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const Chosen = styled('span', { name: 'LeasePricingManagerOptions', slot: 'Chosen' })(
  ({ theme }) => ({
    ...theme.typography.body2,
    display: 'block',
    color: theme.palette.success.main,
    fontWeight: 700,
  }),
);

/** The pricing manager's options (spec point 3, `PMOpties`): name, price, choose or remove. */
export function PricingManagerOptions({
  options,
  onChoose,
  onRemove,
  pending = false,
  headingLevel = 3,
}: PricingManagerOptionsProps) {
  const t = useUiText();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component={`h${headingLevel}`} variant="h6" sx={{ mb: 1 }}>
        {t('pmOptions.heading')}
      </Typography>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {options.map((option) => (
          <Row key={option.nPMOptieID}>
            <span style={{ overflowWrap: 'anywhere' }}>
              {option.cOmschrijving}
              {option.bChecked ? <Chosen>{t('pmOptions.chosen')}</Chosen> : null}
            </span>
            <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
              {typeof option.nPrijs === 'number' ? formatPrice(option.nPrijs) : null}
            </Typography>
            {option.bChecked ? (
              <Button
                size="small"
                color="error"
                disabled={pending}
                onClick={() => onRemove(option)}
                aria-label={t('pmOptions.remove', { name: option.cOmschrijving })}
              >
                {t('pmOptions.removeShort')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="outlined"
                disabled={pending}
                onClick={() => onChoose(option)}
                aria-label={t('pmOptions.choose', { name: option.cOmschrijving })}
              >
                {t('pmOptions.chooseShort')}
              </Button>
            )}
          </Row>
        ))}
      </ul>
    </section>
  );
}
