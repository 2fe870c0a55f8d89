import { z } from 'zod/mini';

/**
 * Building blocks shared by the wire schemas. They encode one policy: accept what a real server
 * sends (missing optional fields, `null` where a value is absent) and reject only what would break
 * the UI (a non-finite price, a negative count, an id that is not a whole number).
 */

/** A database id: a positive whole number. */
export const id = z.int().check(z.positive());

/** An amount in euro. zod 4 numbers are always finite, so `NaN` and `Infinity` never reach a price label. */
export const amount = z.number();

/** An amount that cannot be negative (a catalogue price, a budget). */
export const nonNegativeAmount = z.number().check(z.gte(0));

/** A whole, non-negative count (results, kilometres, months). */
export const count = z.int().check(z.gte(0));

/** A flag the server may leave out or send as `null`: absent means false. */
export const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value: boolean | null | undefined) => value ?? false),
);

/** Optional text: the server sends `null`, an empty string or nothing for "none". */
export const optionalText = z.nullish(z.string());

/** A list the server may leave out or send as `null`: absent means empty. */
export function list<Item extends z.ZodMiniType>(item: Item, maxLength?: number) {
  const array = z.array(item);
  return z.pipe(
    // Answers' lists have no cap: a check per list would only cost time when the page starts.
    z.nullish(maxLength === undefined ? array : array.check(z.maxLength(maxLength))),
    z.transform((value: z.output<Item>[] | null | undefined): z.output<Item>[] => value ?? []),
  );
}

/**
 * Ids joined with commas (`"812,907"`, empty for none), as list fields travel in some request
 * bodies: at most `max` of them, so one request cannot make the server split and look up an
 * unbounded list.
 */
export function commaIds(max: number) {
  return z
    .string()
    .check(
      z.regex(
        new RegExp(`^(\\d{1,15}(,\\d{1,15}){0,${max - 1}})?$`),
        `expected at most ${max} comma-separated ids`,
      ),
    );
}

/** How many option ids a request may carry (`cGekozenOpties`, `Opties`). */
export const MAX_OPTION_IDS = 500;

/** How many ids a search filter may carry: as many as a multi-select offers (spec point 9). */
export const MAX_FILTER_IDS = 1000;

/** An ISO 8601 date or date-time as sent (`2026-03-14` or `2026-03-14T09:30:00Z`). */
export const isoDate = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]);

/** A base64 payload (an image or an attachment), without the `data:` prefix. */
export const base64 = z
  .string()
  .check(z.minLength(4), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'));

/** The identity of a product in the mobility catalogue; `type` is e.g. `Car`, `Bike`, `Card`. */
export const dataObjectSchema = z.lazy(() =>
  z.object({
    object_id: z.union([z.int(), z.string().check(z.minLength(1))]),
    type: z.string().check(z.minLength(1)),
  }),
);
export type DataObject = z.infer<typeof dataObjectSchema>;

/**
 * An e-mail address as every call that takes one accepts it. The portal's forms check an address
 * with this same schema, so what a form lets through is what the server takes.
 */
export const emailAddressSchema = z.lazy(() => z.email().check(z.maxLength(254)));

/** A mobility product id in a query string (`MobilityProductId=3`). */
export const queryId = z.coerce.number().check(z.int(), z.positive());

/** Generic acknowledgement of a write whose answer the spec does not show. */
export const successResponseSchema = z.lazy(() => z.object({ bSuccess: z.boolean() }));
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/**
 * A part of schemas built when first asked for, then kept: the fields a lazy schema and the
 * schemas that extend it share, none of them built as the contract loads (schemas/index.ts).
 */
export function builtOnFirstUse<Part>(build: () => Part): () => Part {
  let built: { part: Part } | undefined;
  return () => (built ??= { part: build() }).part;
}
