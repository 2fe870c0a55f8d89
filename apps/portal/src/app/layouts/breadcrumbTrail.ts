import { generatePath, matchPath } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import type { PortalMessageId } from '#src/i18n/en.ts';

type PlaceKey =
  | 'clientHome'
  | 'calculator'
  | 'types'
  | 'configurator'
  | 'pricingManager'
  | 'cart'
  | 'compare'
  | 'savedCars'
  | 'orders'
  | 'policy'
  | 'settings'
  | 'service'
  | 'reviews';

/** Each place of the default layout: its name and the place it sits under. */
const places: Record<PlaceKey, { titleId: PortalMessageId; parent?: PlaceKey }> = {
  clientHome: { titleId: 'nav.home' },
  calculator: { titleId: 'search.title', parent: 'clientHome' },
  types: { titleId: 'types.title', parent: 'calculator' },
  configurator: { titleId: 'configurator.title', parent: 'types' },
  pricingManager: { titleId: 'pricingManager.title', parent: 'types' },
  cart: { titleId: 'cart.title', parent: 'clientHome' },
  compare: { titleId: 'comparePage.title', parent: 'clientHome' },
  savedCars: { titleId: 'savedCars.title', parent: 'clientHome' },
  orders: { titleId: 'orders.title', parent: 'clientHome' },
  policy: { titleId: 'policy.title', parent: 'clientHome' },
  settings: { titleId: 'settings.title', parent: 'clientHome' },
  service: { titleId: 'service.title', parent: 'clientHome' },
  reviews: { titleId: 'reviews.title', parent: 'clientHome' },
};

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface Crumb {
  titleId: PortalMessageId;
  /** Where the step leads; the current page has none. */
  href?: string;
}

/**
 * The breadcrumb trail of a page of the default layout, from the client home to the page: each
 * step's link is built from the page's own parameters (`/…/calculator/12/types` leads back to
 * the calculator of the same client and language). Empty for the home page itself and for a
 * path that is no known place.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const keys = Object.keys(places) as PlaceKey[];
  for (const key of keys) {
    const match = matchPath(paths[key].path, pathname);
    if (!match) continue;
    // The path is encoded and `generatePath` encodes again: decode the parameters first.
    const params = Object.fromEntries(
      Object.entries(match.params).map(([name, value]) => [name, decoded(value ?? '')]),
    );
    const trail: Crumb[] = [];
    for (let step: PlaceKey | undefined = key; step; step = places[step].parent) {
      const { titleId, parent } = places[step];
      trail.unshift(
        step === key
          ? { titleId }
          : { titleId, href: generatePath(paths[step].path as string, params) },
      );
      if (!parent) break;
    }
    return trail.length > 1 ? trail : [];
  }
  return [];
}
