import type { InterfaceLanguage, Quote, QuoteSummary } from '@lease/api/contract';
import type { TypeOptions } from '../configuration/typeOptions.ts';
import { amsterdamDay, isExpired } from './quoteDates.ts';
import type { ListedQuote, StoredQuote } from './quoteStore.ts';

/** What reading a quote needs besides the quote: the language, the day, the catalogue's car. */
export interface QuoteReading {
  language: InterfaceLanguage;
  /** Now (ms): whether the quote has expired is counted on Amsterdam's calendar. */
  now: number;
  /** The type's options where the catalogue still has the type: they give the options' prices. */
  catalogue: TypeOptions | undefined;
  /** The car's picture as the catalogue gives it; null when the type is gone. */
  imageUrl: string | null;
}

/**
 * `GetOfferte`: a stored quote as it was made, its names in the asked language. Only whether it
 * has expired is of today; the option prices are the catalogue's, where it still has the option.
 */
export function quoteView(quote: StoredQuote, reading: QuoteReading): Quote {
  const { language } = reading;
  return {
    nOfferteID: quote.id,
    cOffertenummer: quote.number,
    dAangemaakt: quote.createdAt,
    dGeldigTot: quote.validUntil,
    bVerlopen: isExpired(quote.validUntil, amsterdamDay(reading.now)),
    cMantelnaam: quote.parentSchemeName,
    Voertuig: {
      nTypeIDHist: quote.typeId,
      ...quote.vehicle,
      cAfbeeldingURL: reading.imageUrl,
    },
    Opties: Object.entries(quote.optionNames).map(([id, names]) => ({
      nOptieIDHist: Number(id),
      cOmschrijving: names[language],
      nPrijs: reading.catalogue?.byId.get(Number(id))?.price ?? null,
    })),
    EigenOpties: quote.ownOptions,
    MantelOpties: quote.parentSchemeComponents.map((names) => ({ cOmschrijving: names[language] })),
    Details: quote.detail,
    Aanvraag: quote.request,
  };
}

/** `GetOffertes`: one quote of the driver's list. */
export function quoteSummaryView(quote: ListedQuote, now: number): QuoteSummary {
  const { cMerk, cModel, cType } = quote.vehicle;
  return {
    nOfferteID: quote.id,
    cOffertenummer: quote.number,
    dAangemaakt: quote.createdAt,
    dGeldigTot: quote.validUntil,
    bVerlopen: isExpired(quote.validUntil, amsterdamDay(now)),
    cVoertuig: `${cMerk} ${cModel} ${cType}`,
    nLeaseprijs: quote.leasePrice,
    nEigenbijdrage: quote.ownContribution,
  };
}
