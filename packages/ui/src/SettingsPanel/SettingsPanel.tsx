import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import type { TaxBracket, TaxSettings } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

export interface SettingsPanelProps {
  /** `Belastingschijven` of the settings. */
  brackets: readonly TaxBracket[];
  /** The effective choice (`effectiveTaxSettings`: the server's, or the local one of a supervisor). */
  value: TaxSettings;
  /** The driver changes bracket or business-only (the portal saves and re-syncs prices). */
  onChange(value: TaxSettings): void;
  /**
   * A supervisor without a driver (spec point 6): the choice is kept on this device only, not
   * sent to the server. The panel says so.
   */
  localOnly?: boolean;
  /** A change is being saved. */
  pending?: boolean;
  /** Saving failed, in the interface language. */
  errorMessage?: string | null;
}

/** Tax bracket and business-only use: what the net cost is calculated with. */
export function SettingsPanel({
  brackets,
  value,
  onChange,
  localOnly = false,
  pending = false,
  errorMessage,
}: SettingsPanelProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const percent = (p: number) =>
    intl.formatNumber(p / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} aria-busy={pending}>
      {localOnly ? (
        <Alert severity="info" role="note">
          {t('settings.localOnly')}
        </Alert>
      ) : null}
      {errorMessage ? (
        <Alert severity="error" role="alert">
          {errorMessage}
        </Alert>
      ) : null}
      {brackets.length === 0 ? (
        <Typography>{t('settings.noBrackets')}</Typography>
      ) : (
        <FormControl>
          <FormLabel id={`${id}-brackets`}>{t('settings.taxBracket')}</FormLabel>
          <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('settings.taxBracketHint')}
          </Typography>
          <RadioGroup
            aria-labelledby={`${id}-brackets`}
            aria-describedby={`${id}-hint`}
            value={String(value.nBelastingPercentage)}
            onChange={(_event, next) => onChange({ ...value, nBelastingPercentage: Number(next) })}
          >
            {brackets.map((bracket) => (
              <FormControlLabel
                key={bracket.nPercentage}
                value={String(bracket.nPercentage)}
                control={<Radio />}
                label={
                  bracket.cOmschrijving?.trim()
                    ? t('settings.bracket', {
                        percentage: percent(bracket.nPercentage),
                        name: bracket.cOmschrijving.trim(),
                      })
                    : percent(bracket.nPercentage)
                }
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={value.bAlleenZakelijk}
              onChange={(event) => onChange({ ...value, bAlleenZakelijk: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': `${id}-business` } }}
            />
          }
          label={t('settings.businessOnly')}
        />
        <Typography id={`${id}-business`} variant="body2" sx={{ color: 'text.secondary', ml: 6 }}>
          {t('settings.businessOnlyHint')}
        </Typography>
      </div>
      <div role="status">
        {pending ? <Typography variant="body2">{t('settings.saving')}</Typography> : null}
      </div>
    </div>
  );
}
