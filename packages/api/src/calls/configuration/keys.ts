import type {
  DetailRequest,
  OptionsRequest,
  OrderQuestionsRequest,
  StandardOptionsRequest,
  TermsRequest,
} from '../../schemas/configuration.ts';
import type { QuoteQuery } from '../../schemas/quote.ts';

/** Query and mutation keys of the configuration domain; details and options carry prices. */
export const configurationKeys = {
  all: ['configuration'] as const,
  details: (body: DetailRequest) => ['configuration', 'details', body] as const,
  options: (body: OptionsRequest) => ['configuration', 'options', body] as const,
  orderQuestions: (body: OrderQuestionsRequest) =>
    ['configuration', 'orderQuestions', body] as const,
  standardOptions: (body: StandardOptionsRequest) =>
    ['configuration', 'standardOptions', body] as const,
  terms: (body: TermsRequest) => ['configuration', 'terms', body] as const,
  openCalculation: ['configuration', 'openCalculation'] as const,
  // A quote is a fixed record: its figures do not change with the driver's settings.
  quote: (query: QuoteQuery) => ['configuration', 'quote', query] as const,
  /** The driver's quotes (`GetOffertes`); under `all`, so making a quote can refresh it. */
  quotes: ['configuration', 'quotes'] as const,
  createQuote: ['configuration', 'createQuote'] as const,
  save: ['configuration', 'save'] as const,
  delete: ['configuration', 'delete'] as const,
};
