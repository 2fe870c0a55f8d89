import type { Quote } from '@lease/api';

/** The car's name as a quote writes it: brand, model and type. */
export function quoteVehicleName(quote: Pick<Quote, 'Voertuig'>): string {
  const { cMerk, cModel, cType } = quote.Voertuig;
  return [cMerk, cModel, cType].filter((part) => part.trim() !== '').join(' ');
}

/** Lease and energy together, to the cent; null where the quote has no energy figure. */
export function quoteTotalCost(quote: Pick<Quote, 'Details'>): number | null {
  const { nLeaseprijs, nEnergiekosten, nTotaleKosten } = quote.Details;
  if (nTotaleKosten != null) return nTotaleKosten;
  return nEnergiekosten == null ? null : Math.round((nLeaseprijs + nEnergiekosten) * 100) / 100;
}
