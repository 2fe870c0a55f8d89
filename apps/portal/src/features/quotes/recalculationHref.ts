import type { Quote, SupportedLocale } from '@lease/api';
import { paths, type Segment } from '#src/config/paths.ts';
import { ownOptionsOf, searchParamsFromConfiguration } from '#src/lib/configurationParams.ts';
import { formatTypeParam } from '#src/lib/typeParam.ts';

/**
 * The configurator with a quote's car and every choice it was made with: its options, term and
 * mileage, the parent-scheme components switched off and the own options. The configurator
 * prices it anew, with today's prices.
 */
export function recalculationHref(
  lang: SupportedLocale,
  lease: Segment,
  quote: Pick<Quote, 'Voertuig' | 'Aanvraag'>,
): string {
  const request = quote.Aanvraag;
  const query = searchParamsFromConfiguration({
    options: request.Opties,
    term: request.nLooptijd,
    mileage: request.nKilometrage,
    schemeOff: request.MantelOpties.filter((choice) => !choice.bChecked).map(
      (choice) => choice.nComponentNr,
    ),
    ownOptions: ownOptionsOf(request.EigenOpties.filter((own) => !own.bIsBestellingVraag)),
    saved: null,
  }).toString();
  const page = paths.configurator.getHref(
    lang,
    lease,
    quote.Voertuig.nModelID,
    formatTypeParam(quote.Voertuig.nTypeIDHist),
  );
  return `${page}?${query}`;
}
