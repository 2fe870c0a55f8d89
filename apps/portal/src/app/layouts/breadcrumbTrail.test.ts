import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail.ts';

describe('breadcrumbTrail', () => {
  it('leads from the client home through search and types to the configurator', () => {
    expect(breadcrumbTrail('/nl/horizon/calculator/94/types/type-100302/configurator')).toEqual([
      { titleId: 'nav.home', href: '/nl/horizon' },
      { titleId: 'search.title', href: '/nl/horizon/calculator' },
      { titleId: 'types.title', href: '/nl/horizon/calculator/94/types' },
      { titleId: 'configurator.title' },
    ]);
  });

  it('puts the other pages right under the client home, in the same language and client', () => {
    expect(breadcrumbTrail('/fr-BE/zonnig/cart')).toEqual([
      { titleId: 'nav.home', href: '/fr-BE/zonnig' },
      { titleId: 'cart.title' },
    ]);
  });

  it('keeps an encoded segment encoded in the links', () => {
    expect(breadcrumbTrail('/nl/horizon/calculator/a%2Fb/types')[1]?.href).toBe(
      '/nl/horizon/calculator',
    );
    expect(breadcrumbTrail('/nl/horizon/calculator/a%20b/types/type-1/configurator')[2]?.href).toBe(
      '/nl/horizon/calculator/a%20b/types',
    );
  });

  it.each(['/nl/horizon', '/nl/horizon/unknown', '/nl/horizon/order-status/1'])(
    'shows no trail on %s',
    (path) => {
      expect(breadcrumbTrail(path)).toEqual([]);
    },
  );
});
