import { useIntl } from 'react-intl';
import { Alert, AlertTitle } from '@mui/material';
import { useUiText } from '../i18n/useUiText.ts';

export interface WltpNoticeProps {
  /** CO2 emission in g/km for this configuration, when known. */
  co2?: number | null;
  /** Electric range in km (WLTP), when known. */
  rangeKm?: number | null;
  /** Fuel label A–G, when known. */
  fuelLabel?: string | null;
  /**
   * A chosen option changes the WLTP values (`GetOpties` `WLTP`): the figures given are the
   * version's as standard, and the notice says so.
   */
  changedByOptions?: boolean;
}

/**
 * The WLTP/CO2 notice: the car's CO2, range and fuel label when given, and that CO2, range and
 * price depend on the chosen options and are fixed at delivery; when a chosen option changes the
 * values (`GetOpties` `WLTP`), also that the figures are the version's as standard.
 */
export function WltpNotice({ co2, rangeKm, fuelLabel, changedByOptions = false }: WltpNoticeProps) {
  const t = useUiText();
  const intl = useIntl();
  const figures = [
    typeof co2 === 'number' && Number.isFinite(co2)
      ? t('wltp.co2', { value: intl.formatNumber(co2) })
      : null,
    typeof rangeKm === 'number' && Number.isFinite(rangeKm)
      ? t('wltp.range', { value: intl.formatNumber(rangeKm) })
      : null,
    fuelLabel && /^[A-G]$/i.test(fuelLabel.trim())
      ? t('wltp.fuelLabel', { label: fuelLabel.trim().toUpperCase() })
      : null,
  ].filter((figure): figure is string => figure !== null);
  return (
    <Alert severity="info" role="note" aria-label={t('wltp.title')}>
      <AlertTitle>{t('wltp.title')}</AlertTitle>
      {figures.length > 0 ? <strong>{figures.join(' · ')}. </strong> : null}
      {changedByOptions ? `${t('wltp.changedByOptions')} ` : null}
      {t('wltp.text')}
    </Alert>
  );
}
