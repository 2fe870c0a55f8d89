import { useId } from 'react';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import type { ArrangementChoices, KeuzeTokenRequest } from '@lease/api';
import { RefusalAlert, type Refusal } from '../forms/RefusalAlert.tsx';
import { useUiText } from '../i18n/useUiText.ts';

export interface ArrangementChooserProps {
  /** `getArrangementChoices`: parent schemes and mobility containers with their drivers. */
  choices: ArrangementChoices;
  /** The driver picks a driver under a scheme or container: the body of `GetKeuzeToken`. */
  onChoose(choice: KeuzeTokenRequest): void;
  /** A choice is being made: buttons wait. */
  pending?: boolean;
  /**
   * The server refused the choice (`GetKeuzeToken` with `bMagDoor` false): its reason
   * (`cStatus`) as the alert's title and its description (`cOpmerking`) below, as plain text.
   */
  refusal?: Refusal | null;
  /** Any other failure of the choice (network, server error), in the interface language. */
  errorMessage?: string | null;
}

/**
 * The choose page: each parent scheme and mobility container with a button per driver. An
 * offline scheme shows its inactive message and offers no choice.
 */
export function ArrangementChooser({
  choices,
  onChoose,
  pending = false,
  refusal,
  errorMessage,
}: ArrangementChooserProps) {
  const t = useUiText();
  const id = useId();
  const empty = choices.Mantels.length === 0 && choices.Containers.length === 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} aria-busy={pending}>
      <Typography component="h1" variant="h2">
        {t('arrangement.heading')}
      </Typography>
      {refusal ? (
        <RefusalAlert refusal={refusal} fallbackTitle={t('arrangement.refusedFallbackTitle')} />
      ) : null}
      {errorMessage ? (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {errorMessage}
        </Alert>
      ) : null}
      {empty ? <Typography>{t('arrangement.empty')}</Typography> : null}
      {choices.Mantels.map((scheme) => {
        const headingId = `${id}-m${scheme.nMantelNr}`;
        const name =
          scheme.cMantelnaam?.trim() ||
          t('arrangement.schemeFallback', { number: String(scheme.nMantelNr) });
        return (
          <Card key={`m${scheme.nMantelNr}`} component="section" aria-labelledby={headingId}>
            <CardContent>
              <Typography
                id={headingId}
                component="h2"
                variant="h6"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              {!scheme.bMantelOnline ? (
                <>
                  <Alert severity="warning" role="note" sx={{ my: 1, overflowWrap: 'anywhere' }}>
                    {scheme.cBerichtWanneerMantelInactief?.trim() || t('arrangement.inactive')}
                  </Alert>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('arrangement.drivers', {
                      names: scheme.Berijders.map(
                        (d) => d.cBerijdernaam ?? String(d.nBerijderID),
                      ).join(', '),
                    })}
                  </Typography>
                </>
              ) : scheme.Berijders.length === 0 ? (
                <Typography variant="body2">{t('arrangement.noDrivers')}</Typography>
              ) : (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
                  {scheme.Berijders.map((driver) => (
                    <Button
                      key={driver.nBerijderID}
                      variant="contained"
                      disabled={pending}
                      onClick={() =>
                        onChoose({ nBerijderID: driver.nBerijderID, nMantelNr: scheme.nMantelNr })
                      }
                      aria-label={t('arrangement.chooseIn', {
                        driver: driver.cBerijdernaam?.trim() || String(driver.nBerijderID),
                        scheme: name,
                      })}
                    >
                      {driver.cBerijdernaam?.trim() || String(driver.nBerijderID)}
                    </Button>
                  ))}
                </div>
              )}
            </CardContent>
          </Card>
        );
      })}
      {choices.Containers.map((container, index) => {
        const headingId = `${id}-c${container.Id ?? index}`;
        // A nameless container is headed by the words "mobility budget" themselves: repeating
        // them below, or reading "in Mobility budget" as if it were a name, would be noise.
        const ownName = container.cNaam?.trim();
        const name = ownName || t('arrangement.containerFallback');
        const chooseLabel = (driver: string) =>
          ownName
            ? t('arrangement.chooseIn', { driver, scheme: ownName })
            : t('arrangement.chooseWithBudget', { driver });
        return (
          <Card key={`c${container.Id ?? index}`} component="section" aria-labelledby={headingId}>
            <CardContent>
              <Typography
                id={headingId}
                component="h2"
                variant="h6"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              {ownName ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('arrangement.container')}
                </Typography>
              ) : null}
              {container.Drivers.length === 0 ? (
                <Typography variant="body2">{t('arrangement.noDrivers')}</Typography>
              ) : (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
                  {container.Drivers.map((driver) => {
                    const label = [
                      driver.cBerijdernaam?.trim() || String(driver.nBerijderID),
                      driver.MobilityCategory.cNaam,
                    ]
                      .filter(Boolean)
                      .join(' · ');
                    return (
                      <Button
                        key={`${driver.nBerijderID}-${driver.MobilityCategory.Id}`}
                        variant="contained"
                        disabled={pending}
                        onClick={() =>
                          onChoose({
                            nBerijderID: driver.nBerijderID,
                            MobilityCategoryId: driver.MobilityCategory.Id,
                          })
                        }
                        aria-label={chooseLabel(label)}
                      >
                        {label}
                      </Button>
                    );
                  })}
                </div>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
