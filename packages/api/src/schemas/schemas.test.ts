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
import {
  MAX_ATTACHMENT_BYTES,
  MAX_REQUEST_BODY_BYTES,
  orderRequestSchema,
  orderSchema,
} from './order.ts';
import { imageSchema, reviewsQuerySchema, carTypeSchema } from './search.ts';
import { tokenPayloadSchema } from './auth.ts';
import { settingsSchema } from './settings.ts';
import { demoBasket } from '../testing/fixtures/cart.ts';
import { demoConfiguratorDetail } from '../testing/fixtures/configuration.ts';
import { demoOrder, demoOrderRequest } from '../testing/fixtures/cart.ts';
import { demoTypes } from '../testing/fixtures/search.ts';
import { emailAddressSchema } from './common.ts';
import { contactMailRequestSchema } from './content.ts';

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
    ['with a text driver id', { nBerijderID: 'x', nMantelNr: 2 }],
  ])('refuses a choice-token request %s, naming the field', (_case, body) => {
    const result = keuzeTokenRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'naming both a scheme and a category',
      { nBerijderID: 1, nMantelNr: 2, MobilityCategoryId: 3 },
      'MobilityCategoryId',
    ],
    ['naming neither', { nBerijderID: 1 }, 'nMantelNr'],
    ['with a text driver id', { nBerijderID: 'x', nMantelNr: 2 }, 'nBerijderID'],
    ['with a zero scheme', { nBerijderID: 1, nMantelNr: 0 }, 'nMantelNr'],
    ['with a zero category', { nBerijderID: 1, MobilityCategoryId: 0 }, 'MobilityCategoryId'],
  ])('a choice-token request %s names %s', (_case, body, field) => {
    const result = keuzeTokenRequestSchema.safeParse(body);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it.each([[{ nBerijderID: 1, nMantelNr: 2 }], [{ nBerijderID: 1, MobilityCategoryId: 3 }]])(
    'accepts the choice-token request %j as it is',
    (body) => {
      expect(keuzeTokenRequestSchema.parse(body)).toEqual(body);
    },
  );

  it('refuses an attachment over MAX_ATTACHMENT_BYTES by name, and the largest fits the body limit', () => {
    const largest = 'A'.repeat(Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4);
    const ok = orderRequestSchema.safeParse({ ...demoOrderRequest, aBijlage: largest });
    expect(ok.success).toBe(true);
    expect(JSON.stringify({ ...demoOrderRequest, aBijlage: largest }).length).toBeLessThan(
      MAX_REQUEST_BODY_BYTES,
    );
    const tooLarge = orderRequestSchema.safeParse({
      ...demoOrderRequest,
      aBijlage: `${largest}AAAA`,
    });
    expect(tooLarge.error?.issues[0]?.path.join('.')).toBe('aBijlage');
    expect(tooLarge.error?.issues[0]?.message).toBe('the attachment is larger than 512 KB');
  });

  it.each([['image/png'], ['image/svg+xml']])('accepts an image of type %s', (type) => {
    expect(imageSchema.safeParse({ aFoto: 'iVBORw0KGgo=', cMimeType: type }).success).toBe(true);
  });

  it('accepts a mobility-card order line', () => {
    const line = { cSoort: 'kaart', cOmschrijving: 'OV-kaart', nPrijs: null, nLeaseprijs: 95 };
    expect(orderSchema.safeParse({ ...demoOrder, Regels: [line] }).success).toBe(true);
  });

  it('keeps a chosen scheme in the token payload', () => {
    const payload = {
      sub: '7',
      client: 'horizon',
      Level: 1,
      nBerijderID: 501,
      nMantelNr: 10,
      exp: 4102444800,
    };
    expect(tokenPayloadSchema.parse(payload)).toMatchObject({ nMantelNr: 10 });
    expect(
      tokenPayloadSchema.parse({ ...payload, nMantelNr: undefined }).nMantelNr,
    ).toBeUndefined();
  });

  it('refuses a token payload without exp, which would never end', () => {
    const payload = { sub: '7', client: 'horizon', Level: 1 };
    expect(tokenPayloadSchema.safeParse(payload).success).toBe(false);
    expect(tokenPayloadSchema.safeParse({ ...payload, exp: 4102444800 }).success).toBe(true);
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

describe('emailAddressSchema, the one check of an address for the forms and the calls', () => {
  it.each(['jan@example.nl', 'j.de.vries+lease@mail.example.com'])('accepts %s', (value) => {
    expect(emailAddressSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '',
    'jan',
    'jan@example',
    '@example.nl',
    'jan @example.nl',
    'jan@@example.nl',
    'jan@example.n',
    'jan..de@example.nl',
    `${'a'.repeat(250)}@example.nl`,
  ])('refuses %j', (value) => {
    expect(emailAddressSchema.safeParse(value).success).toBe(false);
  });

  it('is the check of the ticket call and of a message to the lease desk', () => {
    const message = { cOnderwerp: 'Vraag', cBericht: 'Hallo', cEmail: 'jan@example.n' };
    const ticket = { email: 'jan@example.n', client: 'horizon', environment: 'driver' };
    expect(contactMailRequestSchema.safeParse(message).success).toBe(false);
    expect(ticketQuerySchema.safeParse(ticket).success).toBe(false);
  });
});
