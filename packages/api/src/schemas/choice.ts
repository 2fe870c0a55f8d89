import { z } from 'zod/mini';
import { emailAddressSchema, flag, id, list, optionalText } from './common.ts';
import { loginResponseSchema } from './auth.ts';
import { INTERFACE_LANGUAGES } from '../rules/locales.ts';

/** A driver within a parent scheme. */
export const schemeDriverSchema = z.lazy(() =>
  z.object({
    nBerijderID: id,
    cBerijdernaam: optionalText,
  }),
);
export type SchemeDriver = z.infer<typeof schemeDriverSchema>;

/** A parent scheme (Mantel) the user may act under; an offline one carries its inactive message. */
export const parentSchemeSchema = z.lazy(() =>
  z.object({
    nMantelNr: id,
    cMantelnaam: optionalText,
    bMantelOnline: flag,
    cBerichtWanneerMantelInactief: optionalText,
    Berijders: list(schemeDriverSchema),
  }),
);
export type ParentScheme = z.infer<typeof parentSchemeSchema>;

/** A driver within a mobility container, tied to the mobility category they may choose from. */
export const containerDriverSchema = z.lazy(() =>
  z.object({
    nBerijderID: id,
    cBerijdernaam: optionalText,
    MobilityCategory: z.object({ Id: id, cNaam: optionalText }),
  }),
);
export type ContainerDriver = z.infer<typeof containerDriverSchema>;

/** A mobility container: a budget from which cars, bikes and mobility cards are taken. */
export const mobilityContainerSchema = z.lazy(() =>
  z.object({
    Id: z.nullish(id),
    cNaam: optionalText,
    Drivers: list(containerDriverSchema),
  }),
);
export type MobilityContainer = z.infer<typeof mobilityContainerSchema>;

/** `GET /api/getArrangementChoices` and `GetArrangementChoicesByMantel`: the driver choice. */
export const arrangementChoicesSchema = z.lazy(() =>
  z.object({
    Mantels: list(parentSchemeSchema),
    Containers: list(mobilityContainerSchema),
  }),
);
export type ArrangementChoices = z.infer<typeof arrangementChoicesSchema>;

/** Query of `getArrangementChoices`. */
export const arrangementChoicesQuerySchema = z.lazy(() =>
  z.object({
    includeOrderedAndInactive: z.optional(z.stringbool()),
    containerid: z.optional(z.coerce.number().check(z.int(), z.positive())),
  }),
);
export type ArrangementChoicesQuery = z.infer<typeof arrangementChoicesQuerySchema>;

/** Body of `POST /api/GetArrangementChoicesByMantel` (not shown in the spec: the scheme number). */
export const arrangementChoicesByMantelRequestSchema = z.lazy(() => z.object({ nMantelNr: id }));
export type ArrangementChoicesByMantelRequest = z.infer<
  typeof arrangementChoicesByMantelRequestSchema
>;

/**
 * Body of `POST /api/GetKeuzeToken`: a driver under a parent scheme (`nMantelNr`), or a driver in
 * a container with the chosen mobility category (`MobilityCategoryId`) — exactly one of the two.
 * One strict object checked field by field rather than a union of the two forms, so a bad body
 * names the field at fault (`cVeld`) instead of "matches neither form". Contract addition:
 * `cTaal`, the interface language a refusal (an offline scheme, an ended contract) is worded in;
 * without it, the driver's language.
 */
export const keuzeTokenRequestSchema = z.lazy(() =>
  z
    .strictObject({
      nBerijderID: id,
      nMantelNr: z.optional(id),
      MobilityCategoryId: z.optional(id),
      cTaal: z.optional(z.enum(INTERFACE_LANGUAGES)),
    })
    .check(
      z.superRefine((body, context) => {
        if (body.nMantelNr !== undefined && body.MobilityCategoryId !== undefined) {
          context.addIssue({
            code: 'custom',
            path: ['MobilityCategoryId'],
            message: 'give nMantelNr (a scheme) or MobilityCategoryId (a container), not both',
          });
        } else if (body.nMantelNr === undefined && body.MobilityCategoryId === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['nMantelNr'],
            message: 'give nMantelNr (a scheme) or MobilityCategoryId (a container)',
          });
        }
      }),
    ),
);
export type KeuzeTokenRequest = z.infer<typeof keuzeTokenRequestSchema>;

/** `GetKeuzeToken` and `RestOarTokenFromOmrmapiToken` answer like a login: a token, or a refusal. */
export const tokenResponseSchema = z.lazy(() => loginResponseSchema);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Query of `GET /api/RestOarTokenFromOmrmapiToken`. */
export const omrmapiTokenQuerySchema = z.lazy(() =>
  z.object({
    token: z.string().check(z.minLength(1), z.maxLength(4096)),
  }),
);
export type OmrmapiTokenQuery = z.infer<typeof omrmapiTokenQuerySchema>;

/** Query of `POST /api-mapi/ticket/create`: a password-reset or access ticket for a driver. */
export const ticketQuerySchema = z.lazy(() =>
  z.object({
    email: emailAddressSchema,
    client: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    environment: z.literal('driver'),
  }),
);
export type TicketQuery = z.infer<typeof ticketQuerySchema>;

/** Answer of `ticket/create` (the external MAPI service speaks English field names). */
export const ticketResultSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    message: optionalText,
  }),
);
export type TicketResult = z.infer<typeof ticketResultSchema>;
