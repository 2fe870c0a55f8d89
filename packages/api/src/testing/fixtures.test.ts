import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { loginResponseSchema } from '../schemas/auth.ts';
import {
  basketItemSchema,
  finalizeBasketResultSchema,
  shoppingCartSchema,
} from '../schemas/cart.ts';
import {
  arrangementChoicesSchema,
  ticketResultSchema,
  tokenResponseSchema,
} from '../schemas/choice.ts';
import {
  configuratorDetailSchema,
  openCalculationUrlSchema,
  optionsResponseSchema,
  orderQuestionsSchema,
  saveConfigurationResultSchema,
  standardOptionsSchema,
  termsSchema,
} from '../schemas/configuration.ts';
import {
  agreementsSchema,
  contactDetailsSchema,
  dealersSchema,
  driverProfileSchema,
  faqSchema,
  mobilityProductsSchema,
  newsSchema,
} from '../schemas/content.ts';
import { optionSchema, pmOptionSchema } from '../schemas/options.ts';
import {
  orderRequestSchema,
  orderResultSchema,
  orderSchema,
  orderSummariesSchema,
} from '../schemas/order.ts';
import {
  carDetailsSchema,
  carModelSchema,
  carSearchResultSchema,
  carTypeSchema,
  imageSchema,
  mostViewedSchema,
  reviewsSchema,
  savedCarsSchema,
  searchFiltersSchema,
} from '../schemas/search.ts';
import { carPolicySchema } from '../schemas/policy.ts';
import { createQuoteResultSchema, quoteSchema, quoteSummaryListSchema } from '../schemas/quote.ts';
import { settingsSchema } from '../schemas/settings.ts';
import { environmentStylingSchema } from '../schemas/styling.ts';
import { decodeSession } from '../rules/decodeSession.ts';
import * as f from './fixtures/index.ts';
import { demoStylings } from './stylings.ts';

const cases: Array<[string, z.ZodMiniType, unknown]> = [
  ['demoLoginAccepted', loginResponseSchema, f.demoLoginAccepted],
  ['demoLoginRefused', loginResponseSchema, f.demoLoginRefused],
  ['demoSingleChoice', arrangementChoicesSchema, f.demoSingleChoice],
  ['demoSeveralChoices', arrangementChoicesSchema, f.demoSeveralChoices],
  ['demoKeuzeToken', tokenResponseSchema, f.demoKeuzeToken],
  ['demoTicketResult', ticketResultSchema, f.demoTicketResult],
  ['demoSettings', settingsSchema, f.demoSettings],
  ['demoAgreements', agreementsSchema, f.demoAgreements],
  ['demoCarPolicy', carPolicySchema, f.demoCarPolicy],
  ['demoStrictCarPolicy', carPolicySchema, f.demoStrictCarPolicy],
  ['demoOpenCarPolicy', carPolicySchema, f.demoOpenCarPolicy],
  ['demoContactDetails', contactDetailsSchema, f.demoContactDetails],
  ['demoDriverProfile', driverProfileSchema, f.demoDriverProfile],
  ['demoSupervisorProfile', driverProfileSchema, f.demoSupervisorProfile],
  ['demoFaq', faqSchema, f.demoFaq],
  ['demoNews', newsSchema, f.demoNews],
  ['demoMobilityProducts', mobilityProductsSchema, f.demoMobilityProducts],
  ['demoDealers', dealersSchema, f.demoDealers],
  ...Object.entries(f.demoTypes).map(([name, type]): [string, z.ZodMiniType, unknown] => [
    `demoTypes.${name}`,
    carTypeSchema,
    type,
  ]),
  ...Object.entries(f.demoModels).map(([name, model]): [string, z.ZodMiniType, unknown] => [
    `demoModels.${name}`,
    carModelSchema,
    model,
  ]),
  ['demoCarSearchResult', carSearchResultSchema, f.demoCarSearchResult],
  ['demoEmptySearchResult', carSearchResultSchema, f.demoEmptySearchResult],
  ['demoCatalogBrands', searchFiltersSchema.shape.Merken, f.demoCatalogBrands],
  ['demoCarDetails', carDetailsSchema, f.demoCarDetails],
  ['demoSavedCars', savedCarsSchema, f.demoSavedCars],
  ['demoMostViewed', mostViewedSchema, f.demoMostViewed],
  ['demoImage', imageSchema, f.demoImage],
  ['demoReviews', reviewsSchema, f.demoReviews],
  ...Object.entries(f.demoOptions).map(([name, option]): [string, z.ZodMiniType, unknown] => [
    `demoOptions.${name}`,
    optionSchema,
    option,
  ]),
  ...Object.entries(f.demoPmOptions).map(([name, option]): [string, z.ZodMiniType, unknown] => [
    `demoPmOptions.${name}`,
    pmOptionSchema,
    option,
  ]),
  ['demoConfiguratorDetail', configuratorDetailSchema, f.demoConfiguratorDetail],
  [
    'demoConfiguratorDetailOverBudget',
    configuratorDetailSchema,
    f.demoConfiguratorDetailOverBudget,
  ],
  ['demoOptionsResponse', optionsResponseSchema, f.demoOptionsResponse],
  ['demoStandardOptions', standardOptionsSchema, f.demoStandardOptions],
  ['demoOrderQuestions', orderQuestionsSchema, f.demoOrderQuestions],
  ['demoTerms', termsSchema, f.demoTerms],
  ['demoOpenCalculationUrl', openCalculationUrlSchema, f.demoOpenCalculationUrl],
  ['demoSaveConfigurationResult', saveConfigurationResultSchema, f.demoSaveConfigurationResult],
  ['demoBasketItem', basketItemSchema, f.demoBasketItem],
  ['demoNewBikeItem', basketItemSchema, f.demoNewBikeItem],
  ['demoBasket', shoppingCartSchema, f.demoBasket],
  ['demoEmptyBasket', shoppingCartSchema, f.demoEmptyBasket],
  ['demoOrderRequest', orderRequestSchema, f.demoOrderRequest],
  ['demoOrderResult', orderResultSchema, f.demoOrderResult],
  ['demoOrder', orderSchema, f.demoOrder],
  ['demoFinalizeResult', finalizeBasketResultSchema, f.demoFinalizeResult],
  ['demoCardOrder', orderSchema, f.demoCardOrder],
  ['demoOrderList', orderSummariesSchema, f.demoOrderList],
  ['demoQuote', quoteSchema, f.demoQuote],
  ['demoExpiredQuote', quoteSchema, f.demoExpiredQuote],
  ['demoQuoteList', quoteSummaryListSchema, f.demoQuoteList],
  ['demoCreateQuoteResult', createQuoteResultSchema, f.demoCreateQuoteResult],
  ...Object.entries(demoStylings).map(([name, styling]): [string, z.ZodMiniType, unknown] => [
    `demoStylings.${name}`,
    environmentStylingSchema,
    styling,
  ]),
];

describe('fixtures', () => {
  it.each(cases)('%s passes its schema unchanged', (_name, schema, fixture) => {
    const parsed = schema.safeParse(fixture);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(fixture);
  });

  it.each(Object.entries(f.demoTokens))('the %s token decodes to a session', (_name, token) => {
    expect(decodeSession(token)).not.toBeNull();
  });

  it('prices follow the arithmetic of docs/spec/lease-domain.md', () => {
    const net = (gross: number, own: number, rate: number) =>
      Math.round((Math.max(0, gross - own) * rate + own) * 100) / 100;
    const explanation = f.demoConfiguratorDetail.UitlegPersoonlijkeKosten;
    // 18% of €30,000 plus 22% of €15,000, a month.
    expect(Math.round(((0.18 * 30000 + 0.22 * 15000) / 12) * 100) / 100).toBe(
      explanation?.nBrutoFiscaleBijtelling,
    );
    expect(net(725, 0, 0.495)).toBe(f.demoConfiguratorDetail.nNettoKosten);
    expect(net(816.48, 199, 0.495)).toBe(f.demoConfiguratorDetailOverBudget.nNettoKosten);
    for (const type of Object.values(f.demoTypes)) {
      const gross = type.Fietsdata
        ? ((type.nFiscaleWaarde ?? 0) * 0.07) / 12
        : type.nBijtellingPercentage === 18
          ? (0.18 * Math.min(type.nFiscaleWaarde, 30000) +
              0.22 * Math.max(0, type.nFiscaleWaarde - 30000)) /
            12
          : (0.22 * type.nFiscaleWaarde) / 12;
      expect(type.nEigenbijdrage).toBe(Math.max(0, type.Fietsdata ? 0 : type.nLeaseprijs - 700));
      expect(net(Math.round(gross * 100) / 100, type.nEigenbijdrage, 0.495)).toBe(
        type.nNettoKosten,
      );
    }
    expect(f.demoBasket.BudgetLeft).toBe(
      (f.demoBasket.Budget ?? 0) - (f.demoBasket.cartTotal ?? 0),
    );
  });
});
