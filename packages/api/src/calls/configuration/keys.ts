import type {
  DetailRequest,
  OptionsRequest,
  OrderQuestionsRequest,
  StandardOptionsRequest,
  TermsRequest,
} from '../../schemas/configuration.ts';

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
  save: ['configuration', 'save'] as const,
  delete: ['configuration', 'delete'] as const,
};
