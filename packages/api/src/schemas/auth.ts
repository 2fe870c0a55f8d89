import { z } from 'zod';

/**
 * The longest user name a login accepts, in UTF-16 code units after trimming (as zod and an
 * input's `maxLength` count): the length of the longest e-mail address.
 */
export const MAX_USERNAME_LENGTH = 254;

/** Body of `CheckLogin` and `CheckLoginOmrmapi` (decisions.md §2). */
export const loginRequestSchema = z.object({
  cClient: z.string().trim().min(1).max(64),
  cGebruikersnaam: z.string().trim().min(1).max(MAX_USERNAME_LENGTH),
  cWachtwoord: z.string().min(1).max(1024),
  /** Contract addition: the interface language, so the server words a refusal in it. */
  cTaal: z.enum(['nl', 'en', 'fr', 'de']).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const refusedLoginSchema = z.object({
  bMagDoor: z.literal(false),
  cStatus: z.string().nullish(),
  cOpmerking: z.string().nullish(),
  cLevel: z.union([z.string(), z.number()]).nullish(),
  Token: z.string().nullish(),
});

const acceptedLoginSchema = z.object({
  bMagDoor: z.literal(true),
  cStatus: z.string().nullish(),
  cOpmerking: z.string().nullish(),
  cLevel: z.union([z.string(), z.number()]).nullish(),
  /** A login that lets the user in without a token would leave the portal unable to call. */
  Token: z.string().min(1),
});

/** Login response (spec point 3): refused logins carry the reason, accepted ones a token. */
export const loginResponseSchema = z.discriminatedUnion('bMagDoor', [
  acceptedLoginSchema,
  refusedLoginSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the portal's tokens carry (decisions.md §2); unknown claims are ignored. */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  client: z.string(),
  Level: z.coerce.number().int().min(0),
  nBerijderID: z.number().int().nullish(),
  MobilityCategoryId: z.number().int().nullish(),
  /**
   * Contract addition: the parent scheme chosen with `GetKeuzeToken`, when one was. Optional: a
   * token may leave it out (the reference server also finds the scheme from `nBerijderID`, as
   * each of its drivers belongs to one scheme).
   */
  nMantelNr: z.number().int().nullish(),
  exp: z.number().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
