/** @lease/api: the typed contract of the lease API. */
export * from './errors.ts';
export { createGateway, buildQuery } from './gateway.ts';
export type { Gateway, GatewayConfig, CallSpec, QueryValue } from './gateway.ts';

// Schemas: wire names exactly as sent; every type is inferred from its schema.
export * from './schemas/index.ts';

// Calls: the fetch function, query options for reads, and a hook, one file per call.
export * from './calls/styling/getStyling.ts';
export { stylingKeys } from './calls/styling/keys.ts';

export * from './calls/auth/checkLogin.ts';
export * from './calls/auth/checkLoginOmrmapi.ts';
export * from './calls/auth/restOarTokenFromOmrmapiToken.ts';
export * from './calls/auth/createTicket.ts';
export * from './calls/auth/getArrangementChoices.ts';
export * from './calls/auth/getKeuzeToken.ts';
export * from './calls/auth/getArrangementChoicesByMantel.ts';
export { authKeys } from './calls/auth/keys.ts';

export * from './calls/settings/getSettings.ts';
export * from './calls/settings/getAkkoordVinken.ts';
export * from './calls/settings/setSettings.ts';
export * from './calls/settings/getRegeling.ts';
export { settingsKeys } from './calls/settings/keys.ts';

export * from './calls/content/getContactgegevens.ts';
export * from './calls/content/getBerijderDetails.ts';
export * from './calls/content/getFaq.ts';
export * from './calls/content/getNieuwsberichten.ts';
export * from './calls/content/contactMail.ts';
export * from './calls/content/getMobilityProducts.ts';
export * from './calls/content/getDealers.ts';
export { contentKeys } from './calls/content/keys.ts';

export * from './calls/search/getAutos.ts';
export * from './calls/search/getAfbeelding.ts';
export * from './calls/search/getAutotests.ts';
export * from './calls/search/getCardetails.ts';
export * from './calls/search/getOpgeslagenAutos.ts';
export * from './calls/search/getMeestBekeken.ts';
export * from './calls/search/getKleurAfbeeldingobvOptie.ts';
export { searchKeys } from './calls/search/keys.ts';

export * from './calls/configuration/getDetails.ts';
export * from './calls/configuration/getOpties.ts';
export * from './calls/configuration/getBestellingVragen.ts';
export * from './calls/configuration/getStandaardOpties.ts';
export * from './calls/configuration/getLooptijdKilometrages.ts';
export * from './calls/configuration/getOpenCalculatie.ts';
export * from './calls/configuration/quote.ts';
export * from './calls/configuration/saveConfiguratie.ts';
export * from './calls/configuration/deleteConfiguratie.ts';
export { configurationKeys } from './calls/configuration/keys.ts';

export * from './calls/cart/getMobilityBasket.ts';
export * from './calls/cart/setMobilityBasket.ts';
export * from './calls/cart/addToCart.ts';
export * from './calls/cart/finalizeMobilityBasket.ts';
export * from './calls/cart/syncMobilityBasketPrices.ts';
export * from './calls/cart/setBestelling.ts';
export * from './calls/cart/getBestelling.ts';
export * from './calls/cart/getBestellingen.ts';
export { cartKeys } from './calls/cart/keys.ts';

// Business rules: pure functions, each with a table of cases beside it.
export * from './rules/index.ts';
