import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, withClient, withLocale } from './paths.ts';

describe('paths', () => {
  it.each([
    ['home', paths.home.path, paths.home.getHref(), '/', {}],
    [
      'languageHome',
      paths.languageHome.path,
      paths.languageHome.getHref('fr'),
      '/fr',
      { lang: 'fr' },
    ],
    [
      'clientHome',
      paths.clientHome.path,
      paths.clientHome.getHref('nl-BE', 'horizon'),
      '/nl-BE/horizon',
      { lang: 'nl-BE', lease: 'horizon' },
    ],
    ['compare', paths.compare.path, paths.compare.getHref('nl', 'p'), '/nl/p/compare', {}],
    ['reviews', paths.reviews.path, paths.reviews.getHref('nl', 'p'), '/nl/p/reviews', {}],
    ['service', paths.service.path, paths.service.getHref('nl', 'p'), '/nl/p/service', {}],
    ['cart', paths.cart.path, paths.cart.getHref('nl', 'p'), '/nl/p/cart', {}],
    ['savedCars', paths.savedCars.path, paths.savedCars.getHref('nl', 'p'), '/nl/p/saved-cars', {}],
    ['orders', paths.orders.path, paths.orders.getHref('nl', 'p'), '/nl/p/orders', {}],
    ['settings', paths.settings.path, paths.settings.getHref('nl', 'p'), '/nl/p/settings', {}],
    [
      'calculator',
      paths.calculator.path,
      paths.calculator.getHref('en', 'p'),
      '/en/p/calculator',
      {},
    ],
    [
      'types',
      paths.types.path,
      paths.types.getHref('de', 'p', 42),
      '/de/p/calculator/42/types',
      { model: '42' },
    ],
    [
      'configurator',
      paths.configurator.path,
      paths.configurator.getHref('nl', 'p', 42, 'type-7'),
      '/nl/p/calculator/42/types/type-7/configurator',
      { model: '42', type: 'type-7' },
    ],
    [
      'pricingManager',
      paths.pricingManager.path,
      paths.pricingManager.getHref('nl', 'p', 42, 'type-7'),
      '/nl/p/calculator/42/types/type-7/pricing-manager',
      { type: 'type-7' },
    ],
    [
      'order',
      paths.order.path,
      paths.order.getHref('nl', 'p', 42, 'type-7', 'configurator'),
      '/nl/p/calculator/42/types/type-7/configurator/order',
      { order: 'configurator' },
    ],
    [
      'orderStatus',
      paths.orderStatus.path,
      paths.orderStatus.getHref('fr-BE', 'p', 1001),
      '/fr-BE/p/order-status/1001',
      { id: '1001' },
    ],
    [
      'auth.login',
      paths.auth.login.path,
      paths.auth.login.getHref('nl', 'horizon'),
      '/nl/horizon/auth/login',
      { lang: 'nl', lease: 'horizon' },
    ],
    [
      'auth.choose',
      paths.auth.choose.path,
      paths.auth.choose.getHref('nl', 'p'),
      '/nl/p/auth/choose',
      {},
    ],
    [
      'auth.authorize',
      paths.auth.authorize.path,
      paths.auth.authorize.getHref('nl', 'p'),
      '/nl/p/auth/authorize',
      {},
    ],
    [
      'auth.grantAccess',
      paths.auth.grantAccess.path,
      paths.auth.grantAccess.getHref('nl', 'p'),
      '/nl/p/auth/grant_access',
      {},
    ],
  ])('%s builds a URL its own pattern matches', (_name, pattern, href, expected, params) => {
    expect(href).toBe(expected);
    const match = matchPath(pattern, href);
    expect(match).not.toBeNull();
    expect(match?.params).toMatchObject(params);
  });

  it('gives a quote’s PDF beside its page, where the portal server answers it', () => {
    const href = paths.quotePdf.getHref('de', 'horizon', 42);
    expect(href).toBe(`${paths.quote.getHref('de', 'horizon', 42)}/pdf`);
    expect(matchPath(paths.quotePdf.path, href)?.params).toMatchObject({ id: '42' });
    // The quote's own page pattern does not take it: the app never renders the PDF's address.
    expect(matchPath(paths.quote.path, href)).toBeNull();
  });

  it('encodes a segment so it cannot add or escape a path level', () => {
    expect(paths.clientHome.getHref('nl', 'a/../b')).toBe('/nl/a%2F..%2Fb');
    expect(paths.orderStatus.getHref('nl', 'p', '1?x=1')).toBe('/nl/p/order-status/1%3Fx%3D1');
  });

  it('gives every pattern to exactly one route', () => {
    const patterns = [
      ...Object.values(paths).filter((entry) => 'path' in entry),
      ...Object.values(paths.auth),
    ].map((entry) => (entry as { path: string }).path);
    expect(new Set(patterns).size).toBe(patterns.length);
    // The 19 routes of spec point 2, my orders, the car policy, the quotes, a quote and its PDF.
    expect(patterns).toHaveLength(24);
  });
});

describe('withLocale', () => {
  it.each([
    ['/xx/horizon/auth/login', 'nl', '/nl/horizon/auth/login'],
    ['/xx', 'nl', '/nl'],
    ['/xx/', 'nl', '/nl/'],
    ['/en-US/polder/cart', 'nl', '/nl/polder/cart'],
  ] as const)('%s under %s is %s', (pathname, lang, expected) => {
    expect(withLocale(pathname, lang)).toBe(expected);
  });
});

describe('withClient', () => {
  it.each([
    ['/nl/unknown/auth/login', 'horizon', '/nl/horizon/auth/login'],
    ['/nl/unknown', 'horizon', '/nl/horizon'],
    ['/fr-BE/x/calculator/1/types', 'polder', '/fr-BE/polder/calculator/1/types'],
  ])('%s for client %s is %s', (pathname, lease, expected) => {
    expect(withClient(pathname, lease)).toBe(expected);
  });
});
