import { z } from 'zod/mini';

/**
 * The longest user name a login accepts, in UTF-16 code units after trimming (as zod and an
 * input's `maxLength` count): the length of the longest e-mail address.
 */
export const MAX_USERNAME_LENGTH = 254;

/** Body of `CheckLogin` and `CheckLoginOmrmapi` (decisions.md §2). */
export const loginRequestSchema = z.lazy(() =>
  z.object({
    cClient: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    cGebruikersnaam: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_USERNAME_LENGTH)),
    cWachtwoord: z.string().check(z.minLength(1), z.maxLength(1024)),
    /** Contract addition: the interface language, so the server words a refusal in it. */
    cTaal: z.optional(z.enum(['nl', 'en', 'fr', 'de'])),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login response (spec point 3): refused logins carry the reason, accepted ones a token. */
export const loginResponseSchema = z.lazy(() =>
  z.discriminatedUnion('bMagDoor', [
    z.object({
      bMagDoor: z.literal(true),
      cStatus: z.nullish(z.string()),
      cOpmerking: z.nullish(z.string()),
      cLevel: z.nullish(z.union([z.string(), z.number()])),
      /** A login that lets the user in without a token would leave the portal unable to call. */
      Token: z.string().check(z.minLength(1)),
    }),
    z.object({
      bMagDoor: z.literal(false),
      cStatus: z.nullish(z.string()),
      cOpmerking: z.nullish(z.string()),
      cLevel: z.nullish(z.union([z.string(), z.number()])),
      Token: z.nullish(z.string()),
    }),
  ]),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the portal's tokens carry (decisions.md §2); unknown claims are ignored. */
export const tokenPayloadSchema = z.lazy(() =>
  z.object({
    sub: z.string(),
    client: z.string(),
    Level: z.coerce.number().check(z.int(), z.gte(0)),
    nBerijderID: z.nullish(z.int()),
    MobilityCategoryId: z.nullish(z.int()),
    /**
     * Contract addition: the parent scheme chosen with `GetKeuzeToken`, when one was. Optional: a
     * token may leave it out (the reference server also finds the scheme from `nBerijderID`, as
     * each of its drivers belongs to one scheme).
     */
    nMantelNr: z.nullish(z.int()),
    /** Expiry (seconds since 1970): required, as a token without one would be valid for ever. */
    exp: z.number(),
  }),
);
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
