import type { SupportedLocale } from '@lease/api';

/** A value that goes into one URL segment; it is encoded, so a `/` in it cannot add a segment. */
export type Segment = string | number;

const segment = (value: Segment): string => encodeURIComponent(String(value));

const clientRoot = (lang: SupportedLocale, lease: Segment): string =>
  `/${segment(lang)}/${segment(lease)}`;

const modelRoot = (lang: SupportedLocale, lease: Segment, model: Segment): string =>
  `${clientRoot(lang, lease)}/calculator/${segment(model)}`;

const typeRoot = (lang: SupportedLocale, lease: Segment, model: Segment, type: Segment): string =>
  `${modelRoot(lang, lease, model)}/types/${segment(type)}`;

/**
 * Every route of spec point 2, as a router pattern (`path`) and a typed URL builder (`getHref`).
 * No other module writes a URL: the router takes `path`, links and redirects take `getHref`.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  languageHome: {
    path: '/:lang',
    getHref: (lang: SupportedLocale) => `/${segment(lang)}`,
  },
  clientHome: {
    path: '/:lang/:lease',
    getHref: (lang: SupportedLocale, lease: Segment) => clientRoot(lang, lease),
  },
  compare: {
    path: '/:lang/:lease/compare',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/compare`,
  },
  reviews: {
    path: '/:lang/:lease/reviews',
    /** The reviews of the given models (`?model=…`), or of the most viewed ones without any. */
    getHref: (lang: SupportedLocale, lease: Segment, models: readonly number[] = []) =>
      `${clientRoot(lang, lease)}/reviews${models.length > 0 ? `?${models.map((id) => `model=${id}`).join('&')}` : ''}`,
  },
  service: {
    path: '/:lang/:lease/service',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/service`,
  },
  cart: {
    path: '/:lang/:lease/cart',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/cart`,
  },
  savedCars: {
    path: '/:lang/:lease/saved-cars',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/saved-cars`,
  },
  policy: {
    path: '/:lang/:lease/policy',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/policy`,
  },
  /** The driver's quotes, newest first (an addition to spec point 2). */
  quotes: {
    path: '/:lang/:lease/quotes',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/quotes`,
  },
  quote: {
    path: '/:lang/:lease/quotes/:id',
    getHref: (lang: SupportedLocale, lease: Segment, id: Segment) =>
      `${clientRoot(lang, lease)}/quotes/${segment(id)}`,
  },
  /** A quote as a PDF file: the portal server answers it, not a page of the app. */
  quotePdf: {
    path: '/:lang/:lease/quotes/:id/pdf',
    getHref: (lang: SupportedLocale, lease: Segment, id: Segment) =>
      `${clientRoot(lang, lease)}/quotes/${segment(id)}/pdf`,
  },
  settings: {
    path: '/:lang/:lease/settings',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/settings`,
  },
  calculator: {
    path: '/:lang/:lease/calculator',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/calculator`,
  },
  types: {
    path: '/:lang/:lease/calculator/:model/types',
    getHref: (lang: SupportedLocale, lease: Segment, model: Segment) =>
      `${modelRoot(lang, lease, model)}/types`,
  },
  configurator: {
    path: '/:lang/:lease/calculator/:model/types/:type/configurator',
    /** `type` has the form `prefix-{id}` (spec point 2). */
    getHref: (lang: SupportedLocale, lease: Segment, model: Segment, type: Segment) =>
      `${typeRoot(lang, lease, model, type)}/configurator`,
  },
  pricingManager: {
    path: '/:lang/:lease/calculator/:model/types/:type/pricing-manager',
    getHref: (lang: SupportedLocale, lease: Segment, model: Segment, type: Segment) =>
      `${typeRoot(lang, lease, model, type)}/pricing-manager`,
  },
  order: {
    path: '/:lang/:lease/calculator/:model/types/:type/:order/order',
    /** `order` is `configurator`, `pricing-manager` or an order id (spec point 2). */
    getHref: (
      lang: SupportedLocale,
      lease: Segment,
      model: Segment,
      type: Segment,
      order: Segment,
    ) => `${typeRoot(lang, lease, model, type)}/${segment(order)}/order`,
  },
  /** The driver's orders, each opening its `orderStatus` (an addition to spec point 2). */
  orders: {
    path: '/:lang/:lease/orders',
    getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/orders`,
  },
  orderStatus: {
    path: '/:lang/:lease/order-status/:id',
    getHref: (lang: SupportedLocale, lease: Segment, id: Segment) =>
      `${clientRoot(lang, lease)}/order-status/${segment(id)}`,
  },
  auth: {
    login: {
      path: '/:lang/:lease/auth/login',
      getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/auth/login`,
    },
    choose: {
      path: '/:lang/:lease/auth/choose',
      getHref: (lang: SupportedLocale, lease: Segment) => `${clientRoot(lang, lease)}/auth/choose`,
    },
    authorize: {
      path: '/:lang/:lease/auth/authorize',
      getHref: (lang: SupportedLocale, lease: Segment) =>
        `${clientRoot(lang, lease)}/auth/authorize`,
    },
    /** The spec's route name is `auth_grant_access`; the URL keeps its underscore. */
    grantAccess: {
      path: '/:lang/:lease/auth/grant_access',
      getHref: (lang: SupportedLocale, lease: Segment) =>
        `${clientRoot(lang, lease)}/auth/grant_access`,
    },
  },
} as const;

/**
 * The same URL under another language: `/xx/horizon/cart` → `/nl/horizon/cart`. Used by the i18n
 * guard, which keeps the rest of the path so a link with a bad language still lands somewhere.
 */
export function withLocale(pathname: string, lang: SupportedLocale): string {
  const [, , ...rest] = pathname.split('/');
  return ['', segment(lang), ...rest].join('/');
}

/**
 * The same URL under another client: `/nl/unknown/auth/login` → `/nl/horizon/auth/login`. Used
 * when the server answers an unknown client with its fallback client's styling.
 */
export function withClient(pathname: string, lease: Segment): string {
  const [, lang = '', , ...rest] = pathname.split('/');
  return ['', lang, segment(lease), ...rest].join('/');
}
