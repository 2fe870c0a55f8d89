import { useId } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Typography,
} from '@mui/material';
import type { Agreement, AgreementConsent } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';

export interface AgreementsChecklistProps {
  /** `GetAkkoordVinken`: the texts (plain text, never HTML) and whether each is required. */
  agreements: readonly Agreement[];
  /** The ticks so far (`Akkoorden` of the order). */
  value: readonly AgreementConsent[];
  /** The driver ticks or unticks one; the whole list comes back. */
  onChange(value: AgreementConsent[]): void;
  /** Mark required agreements that are not ticked (after an order attempt). */
  showErrors?: boolean;
  /**
   * A message about the agreements from elsewhere (the server refused the order): shown under the
   * legend, every checkbox marked invalid and described by it.
   */
  error?: string | null;
}

/** Whether every required agreement is ticked. */
export function allRequiredAgreed(
  agreements: readonly Agreement[],
  value: readonly AgreementConsent[],
): boolean {
  return agreements
    .filter((agreement) => agreement.bVerplicht)
    .every((agreement) => value.some((c) => c.nAkkoordID === agreement.nAkkoordID && c.bAkkoord));
}

/** The agreements the driver accepts before ordering; required ones are marked and checked. */
export function AgreementsChecklist({
  agreements,
  value,
  onChange,
  showErrors = false,
  error = null,
}: AgreementsChecklistProps) {
  const t = useUiText();
  const id = useId();
  if (agreements.length === 0) return null;
  const agreed = (agreementId: number) =>
    value.some((consent) => consent.nAkkoordID === agreementId && consent.bAkkoord);
  const set = (agreementId: number, bAkkoord: boolean) =>
    onChange(
      agreements.map((agreement) => ({
        nAkkoordID: agreement.nAkkoordID,
        bAkkoord: agreement.nAkkoordID === agreementId ? bAkkoord : agreed(agreement.nAkkoordID),
      })),
    );
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 500, mb: 1 }}>
        {t('agreements.legend')}
      </Typography>
      {error ? (
        <FormHelperText id={`${id}-error`} error sx={{ mt: -0.5, mb: 1, overflowWrap: 'anywhere' }}>
          {error}
        </FormHelperText>
      ) : null}
      {agreements.map((agreement) => {
        const key = `${id}-${agreement.nAkkoordID}`;
        const missing = showErrors && agreement.bVerplicht && !agreed(agreement.nAkkoordID);
        const describedBy = [missing && `${key}-error`, error && `${id}-error`]
          .filter(Boolean)
          .join(' ');
        const href = safeAssetUrl(agreement.cLinkURL);
        return (
          <FormControl
            key={key}
            error={missing}
            required={agreement.bVerplicht}
            sx={{ display: 'flex', mb: 1 }}
          >
            <FormControlLabel
              sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere' }}
              control={
                <Checkbox
                  checked={agreed(agreement.nAkkoordID)}
                  onChange={(event) => set(agreement.nAkkoordID, event.target.checked)}
                  sx={{ mt: -1 }}
                  slotProps={{
                    input: {
                      'aria-describedby': describedBy || undefined,
                      'aria-required': agreement.bVerplicht,
                      'aria-invalid': missing || Boolean(error),
                    },
                  }}
                />
              }
              label={
                agreement.bVerplicht
                  ? t('agreements.required', { text: agreement.cTekst })
                  : agreement.cTekst
              }
            />
            {href ? (
              <Link href={href} sx={{ ml: 4, overflowWrap: 'anywhere' }}>
                {agreement.cLinkTekst?.trim() || href}
              </Link>
            ) : null}
            {missing ? (
              <FormHelperText id={`${key}-error`} sx={{ ml: 4 }}>
                {t('agreements.missing')}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      })}
    </fieldset>
  );
}
