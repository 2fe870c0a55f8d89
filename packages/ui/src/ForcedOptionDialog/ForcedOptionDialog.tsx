import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Option } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { optionKey } from '../OptionsPanel/optionClusters.ts';

export interface ForcedOptionDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** The option the driver chose. */
  chosen: Option | null;
  /** Options the choice adds (a package, a required option). */
  added?: readonly Option[];
  /** Options the choice removes (they conflict with it). */
  removed?: readonly Option[];
  /** The rule as the server states it (`cToelichting`, or the `Popup` text). */
  rule?: string | null;
  /** Accept the choice with its consequences. */
  onConfirm(): void;
  /** Keep the configuration as it was (also Escape and the backdrop). */
  onCancel(): void;
  /** Renders in place rather than at the end of the body (stories, tests). */
  disablePortal?: boolean;
}

const Lines = styled('ul', { name: 'LeaseForcedOptionDialog', slot: 'Lines' })(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 2),
  paddingLeft: theme.spacing(2.5),
  '& li': { overflowWrap: 'anywhere' },
}));

const monthly = (options: readonly Option[]) =>
  options.reduce((sum, option) => sum + (option.nLeaseprijs ?? 0), 0);

/**
 * Explains a forced option (docs/spec/lease-domain.md: drivers ask why an option was added they did not pick):
 * the rule, what is added and removed, and the effect on the monthly lease price. A MUI Dialog,
 * so focus is trapped inside and returns to the option when it closes.
 */
export function ForcedOptionDialog({
  open,
  chosen,
  added = [],
  removed = [],
  rule,
  onConfirm,
  onCancel,
  disablePortal,
}: ForcedOptionDialogProps) {
  const t = useUiText();
  const id = useId();
  const effect = (chosen?.nLeaseprijs ?? 0) + monthly(added) - monthly(removed);
  const signed = `${effect > 0 ? '+' : ''}${formatPrice(Math.round(effect * 100) / 100)}`;
  const line = (option: Option) => (
    <li key={optionKey(option)}>
      {option.cOmschrijving}
      {option.nLeaseprijs
        ? ` (${t('price.perMonth', { price: formatPrice(option.nLeaseprijs) })})`
        : ''}
    </li>
  );
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-rule`}
      disablePortal={disablePortal}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {chosen ? t('forced.title', { name: chosen.cOmschrijving }) : t('forced.titleGeneric')}
      </DialogTitle>
      <DialogContent>
        <Typography id={`${id}-rule`} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {rule?.trim() || t('forced.ruleFallback')}
        </Typography>
        {added.length > 0 ? (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('forced.added')}
            </Typography>
            <Lines>{added.map(line)}</Lines>
          </>
        ) : null}
        {removed.length > 0 ? (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('forced.removed')}
            </Typography>
            <Lines>{removed.map(line)}</Lines>
          </>
        ) : null}
        <Typography sx={{ fontWeight: 700 }}>
          {t('forced.effect', { price: t('price.perMonth', { price: signed }) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('forced.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('forced.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
