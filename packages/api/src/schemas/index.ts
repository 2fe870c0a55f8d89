/** The wire contract's schemas: wire names exactly as sent; every type inferred from its schema. */
export * from './error.ts';
export * from './styling.ts';
export * from './auth.ts';
export {
  dataObjectSchema,
  MAX_FILTER_IDS,
  MAX_OPTION_IDS,
  successResponseSchema,
  type DataObject,
  type SuccessResponse,
} from './common.ts';
export * from './choice.ts';
export * from './settings.ts';
export * from './content.ts';
export * from './carFilter.ts';
export * from './search.ts';
export * from './options.ts';
export * from './configuration.ts';
export * from './cart.ts';
export * from './order.ts';
