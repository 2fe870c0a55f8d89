/**
 * The wire contract's schemas: wire names exactly as sent; every type inferred from its schema.
 *
 * Each is built when a call first parses with it (`z.lazy`), not as the module loads: built all
 * at once, the module took about 27 ms to load (Node, unthrottled; a phone takes two to four
 * times as long), and about 15 built on first use. It loads while a server-rendered page is
 * taken over, which parses no answer at all. The few built at load are listed, with the reason,
 * in `builtOnFirstUse.test.ts`.
 */
export * from './error.ts';
export * from './styling.ts';
export * from './auth.ts';
export {
  dataObjectSchema,
  emailAddressSchema,
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
export * from './policy.ts';
export * from './quote.ts';
