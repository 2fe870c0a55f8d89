import { configurationFromSearchParams, idsParam } from '#src/lib/configurationParams.ts';

/** What the pricing-manager page keeps in the URL, like the configurator. */
export interface PricingManagerChoice {
  /** The chosen `PMOpties` (`nPMOptieID`); null: the ones the lease company checked. */
  pmOptions: number[] | null;
  /** Term in months; null: the pricing manager's standard term. */
  term: number | null;
  /** Mileage per year; null: the pricing manager's standard mileage. */
  mileage: number | null;
}

/** The choice in a pricing-manager URL; anything malformed reads as "the default". */
export function pricingManagerChoiceFromSearchParams(
  params: URLSearchParams,
): PricingManagerChoice {
  const { term, mileage } = configurationFromSearchParams(params);
  return { pmOptions: idsParam(params.get('pm')), term, mileage };
}

/** The URL query of a choice; what is left at the default stays out. */
export function searchParamsFromPricingManagerChoice(
  choice: PricingManagerChoice,
): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.pmOptions !== null) params.set('pm', choice.pmOptions.join(','));
  if (choice.term !== null) params.set('looptijd', String(choice.term));
  if (choice.mileage !== null) params.set('km', String(choice.mileage));
  return params;
}
