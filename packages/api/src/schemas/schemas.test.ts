import { describe, expect, it } from 'vitest';
import { DEFAULT_CAR_FILTER } from '../rules/defaultCarFilter.ts';
import { basketWriteRequestSchema, shoppingCartSchema } from './cart.ts';
import { carFilterSchema } from './carFilter.ts';
import {
  keuzeTokenRequestSchema,
  ticketQuerySchema,
  arrangementChoicesQuerySchema,
} from './choice.ts';
import { configuratorDetailSchema, openCalculationUrlSchema } from './configuration.ts';
import { optionSchema } from './options.ts';
import { orderSchema } from './order.ts';
import { reviewsQuerySchema, carTypeSchema } from './search.ts';
import { settingsSchema } from './settings.ts';
import { demoBasket } from '../testing/fixtures/cart.ts';
import { demoConfiguratorDetail } from '../testing/fixtures/configuration.ts';
import { demoOrder } from '../testing/fixtures/cart.ts';
import { demoTypes } from '../testing/fixtures/search.ts';

describe('schemas accept what a real server sends', () => {
  it('fills absent and null lists and flags with empty values', () => {
    expect(
      settingsSchema.parse({
        Categorien: null,
        Belastingschijven: [{ nPercentage: 37.56, bSelected: null }],
      }),
    ).toMatchObject({
      Categorien: [],
      Akkoordteksten: [],
      Belastingschijven: [{ nPercentage: 37.56, bSelected: false }],
      bAlleenZakelijk: false,
      IsAutoReviewEnabled: false,
    });
  });

  it('accepts an option known only by nOptieID', () => {
    expect(optionSchema.safeParse({ nOptieID: 12, cOmschrijving: 'Trekhaak' }).success).toBe(true);
  });

  it('accepts a basket over budget (negative BudgetLeft)', () => {
    expect(shoppingCartSchema.safeParse({ ...demoBasket, BudgetLeft: -120 }).success).toBe(true);
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('reads includeOrderedAndInactive=%s from a query', (text, value) => {
    expect(arrangementChoicesQuerySchema.parse({ includeOrderedAndInactive: text })).toEqual({
      includeOrderedAndInactive: value,
    });
  });

  it.each([
    ['a repeated key', { 'nmodelid[]': ['304', '412'] }, [304, 412]],
    ['a single value', { 'nmodelid[]': '304' }, [304]],
  ])('reads nmodelid[] from %s', (_case, query, ids) => {
    expect(reviewsQuerySchema.parse(query)['nmodelid[]']).toEqual(ids);
  });
});

describe('schemas reject what would break the UI', () => {
  it.each([
    [
      'a zero page size',
      () => carFilterSchema.safeParse({ ...DEFAULT_CAR_FILTER, nAantalPerPagina: 0 }),
      'nAantalPerPagina',
    ],
    [
      'a negative page size',
      () => carFilterSchema.safeParse({ ...DEFAULT_CAR_FILTER, nAantalPerPagina: -3 }),
      'nAantalPerPagina',
    ],
    ['page 0', () => carFilterSchema.safeParse({ ...DEFAULT_CAR_FILTER, nPagina: 0 }), 'nPagina'],
    [
      'a fuel label beyond G',
      () => carFilterSchema.safeParse({ ...DEFAULT_CAR_FILTER, cBrandstoflabelMax: 'H' }),
      'cBrandstoflabelMax',
    ],
    [
      'an infinite lease price',
      () => carTypeSchema.safeParse({ ...demoTypes.id4Pure, nLeaseprijs: Infinity }),
      'nLeaseprijs',
    ],
    [
      'a NaN net cost',
      () =>
        configuratorDetailSchema.safeParse({ ...demoConfiguratorDetail, nNettoKosten: Number.NaN }),
      'nNettoKosten',
    ],
    [
      'a price sent as text',
      () => carTypeSchema.safeParse({ ...demoTypes.id4Pure, nLeaseprijs: '659' }),
      'nLeaseprijs',
    ],
    [
      'a missing verdict on ordering',
      () =>
        configuratorDetailSchema.safeParse({ ...demoConfiguratorDetail, bMagBestellen: undefined }),
      'bMagBestellen',
    ],
    [
      'an option without any id',
      () => optionSchema.safeParse({ cOmschrijving: 'Trekhaak' }),
      'nOptieIDHist',
    ],
    [
      'a negative basket version',
      () => shoppingCartSchema.safeParse({ ...demoBasket, nVersie: -1 }),
      'nVersie',
    ],
    [
      'a basket write without a version',
      () => basketWriteRequestSchema.safeParse({ Items: [] }),
      'nVersie',
    ],
    [
      'an unknown order status',
      () => orderSchema.safeParse({ ...demoOrder, cStatus: 'zoek' }),
      'cStatus',
    ],
    [
      'a ticket for another environment',
      () => ticketQuerySchema.safeParse({ email: 'a@b.nl', client: 'x', environment: 'admin' }),
      'environment',
    ],
  ])('%s', (_case, parse, field) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it.each([
    [
      'naming both a scheme and a category',
      { nBerijderID: 1, nMantelNr: 2, MobilityCategoryId: 3 },
    ],
    ['naming neither', { nBerijderID: 1 }],
  ])('refuses a choice-token request %s', (_case, body) => {
    expect(keuzeTokenRequestSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['https://calc.lessor.nl/open/7', true],
    ['/calculatie/77120', true],
    ['javascript:alert(1)', false],
    ['//evil.example.com', false],
    ['', false],
  ])('GetOpenCalculatie URL %j accepted: %s', (url, ok) => {
    expect(openCalculationUrlSchema.safeParse(url).success).toBe(ok);
  });
});
