import { MenuItem, TextField, Typography } from '@mui/material';
import type { Dealer } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

export interface DealerSelectProps {
  /** `GetDealers` for the car's brand. */
  dealers: readonly Dealer[];
  /** The chosen dealer (`nDealerID`). */
  value: number | null;
  /** The driver picks a dealer. */
  onChange(dealer: Dealer): void;
  /** Choosing a dealer is required. */
  required?: boolean;
  /** Show the required message when nothing is chosen (after an order attempt). */
  showErrors?: boolean;
  /** A message about the dealer from elsewhere (the server refused the order): marks it invalid. */
  error?: string | null;
  /** The dealers are loading. */
  loading?: boolean;
}

/** The delivering dealer of the order form, with the chosen dealer's address and contact. */
export function DealerSelect({
  dealers,
  value,
  onChange,
  required = true,
  showErrors = false,
  error = null,
  loading = false,
}: DealerSelectProps) {
  const t = useUiText();
  if (!loading && dealers.length === 0) {
    return <Typography>{t('dealer.empty')}</Typography>;
  }
  const chosen = dealers.find((dealer) => dealer.nDealerID === value) ?? null;
  const missing = showErrors && required && !chosen;
  const message = missing ? t('dealer.required') : error || null;
  const place = (dealer: Dealer) => [dealer.cNaam, dealer.cPlaats].filter(Boolean).join(', ');
  return (
    <div>
      <TextField
        select
        label={t('dealer.label')}
        required={required}
        value={chosen ? String(chosen.nDealerID) : ''}
        onChange={(event) => {
          const dealer = dealers.find((d) => String(d.nDealerID) === event.target.value);
          if (dealer) onChange(dealer);
        }}
        error={message !== null}
        helperText={loading ? t('dealer.loading') : (message ?? undefined)}
      >
        {dealers.map((dealer) => (
          <MenuItem
            key={dealer.nDealerID}
            value={String(dealer.nDealerID)}
            sx={{ whiteSpace: 'normal' }}
          >
            {place(dealer)}
          </MenuItem>
        ))}
      </TextField>
      {chosen ? (
        <Typography
          component="address"
          variant="body2"
          sx={{ mt: 1, fontStyle: 'normal', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {[
            chosen.cAdres,
            [chosen.cPostcode, chosen.cPlaats].filter(Boolean).join(' '),
            chosen.cTelefoon,
            chosen.cEmail,
            chosen.cContactpersoon ? t('dealer.contact', { name: chosen.cContactpersoon }) : null,
          ]
            .filter(Boolean)
            .join('\n')}
        </Typography>
      ) : null}
    </div>
  );
}
