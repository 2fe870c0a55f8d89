/** @lease/api: the typed contract of the lease API. */
export * from './errors.ts';
export { createGateway, buildQuery } from './gateway.ts';
export type { Gateway, GatewayConfig, CallSpec, QueryValue } from './gateway.ts';

export * from './schemas/error.ts';
export * from './schemas/styling.ts';
export * from './schemas/auth.ts';

export * from './calls/styling/getStyling.ts';
export { stylingKeys } from './calls/styling/keys.ts';
export * from './calls/auth/checkLogin.ts';

export * from './rules/decodeSession.ts';
export * from './rules/locales.ts';
