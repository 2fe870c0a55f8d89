import type { DetailPageSettings } from '@lease/api';

/** What the configurator shows, by the client's `DetailpaginaSettings` (spec point 3). */
export interface DetailPageShows {
  leasePrice: boolean;
  /** The explanation of the net cost (`ExplanationPanel`), with its own contribution and net cost. */
  explanation: boolean;
  /** The own contribution as a figure of its own: only where the explanation does not show it. */
  ownContribution: boolean;
  /** The net cost as a figure of its own: only where the explanation does not show it. */
  netCost: boolean;
  termMileage: boolean;
  options: boolean;
}

/**
 * Each panel and figure the client shows. A client without settings shows everything, as the
 * search does. The explanation is the net cost's breakdown: it shows only where the net cost may
 * be seen, and then whole, so its own contribution and net cost are not repeated beside it.
 */
export function detailPageShows(settings: DetailPageSettings | null | undefined): DetailPageShows {
  const shown = (flag: keyof DetailPageSettings) => settings?.[flag] ?? true;
  const explanation = shown('bShowUitleg') && shown('bShowNettoKosten');
  return {
    leasePrice: shown('bShowLeaseprijs'),
    explanation,
    ownContribution: !explanation && shown('bShowEigenbijdrage'),
    netCost: !explanation && shown('bShowNettoKosten'),
    termMileage: shown('bShowLooptijdKilometrage'),
    options: shown('bShowOpties'),
  };
}
