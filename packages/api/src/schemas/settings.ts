import { z } from 'zod/mini';
import {
  amount,
  dataObjectSchema,
  flag,
  id,
  list,
  nonNegativeAmount,
  optionalText,
  queryId,
} from './common.ts';

/** A lease category (job level) with its norm budget; the calculator searches within one. */
export const categorySchema = z.lazy(() =>
  z.object({
    nCategorieID: id,
    cOmschrijving: optionalText,
    /** Norm lease amount per month; above it the driver pays an own contribution. */
    nNormbedrag: z.nullish(nonNegativeAmount),
    /** Highest own contribution the scheme allows; above it the car cannot be ordered. */
    nMaxEigenbijdrage: z.nullish(nonNegativeAmount),
  }),
);
export type Category = z.infer<typeof categorySchema>;

/** An income-tax bracket the net cost is computed with; `bSelected` marks the driver's own. */
export const taxBracketSchema = z.lazy(() =>
  z.object({
    nPercentage: z.number().check(z.gte(0), z.lte(100)),
    bSelected: flag,
    cOmschrijving: optionalText,
  }),
);
export type TaxBracket = z.infer<typeof taxBracketSchema>;

/** An agreement text shown before ordering. */
export const agreementTextSchema = z.lazy(() =>
  z.object({
    nAkkoordID: z.nullish(id),
    cTitel: optionalText,
    cTekst: z.string(),
  }),
);
export type AgreementText = z.infer<typeof agreementTextSchema>;

/** Which prices the search page shows. */
export const searchPageSettingsSchema = z.lazy(() =>
  z.object({
    bShowLeaseprijs: flag,
    bShowEigenbijdrage: flag,
    bShowNettoKosten: flag,
    bShowFiscaleWaarde: flag,
  }),
);
export type SearchPageSettings = z.infer<typeof searchPageSettingsSchema>;

/** Which panels the configurator shows. */
export const detailPageSettingsSchema = z.lazy(() =>
  z.object({
    bShowLeaseprijs: flag,
    bShowEigenbijdrage: flag,
    bShowNettoKosten: flag,
    bShowUitleg: flag,
    bShowLooptijdKilometrage: flag,
    bShowOpties: flag,
  }),
);
export type DetailPageSettings = z.infer<typeof detailPageSettingsSchema>;

/** `GET /api/GetSettings`: the scheme's settings for the driver (spec point 3). */
export const settingsSchema = z.lazy(() =>
  z.object({
    Categorien: list(categorySchema),
    Belastingschijven: list(taxBracketSchema),
    bAlleenZakelijk: flag,
    Akkoordteksten: list(agreementTextSchema),
    ZoekpaginaSettings: z.nullish(searchPageSettingsSchema),
    DetailpaginaSettings: z.nullish(detailPageSettingsSchema),
    IsAutoReviewEnabled: flag,
    /** The mobility product these settings belong to, in container mode. */
    DataObject: z.nullish(dataObjectSchema),
  }),
);
export type Settings = z.infer<typeof settingsSchema>;

/** Query of `GetSettings`. */
export const getSettingsQuerySchema = z.lazy(() =>
  z.object({ MobilityProductId: z.optional(queryId) }),
);
export type GetSettingsQuery = z.infer<typeof getSettingsQuerySchema>;

/** Body of `POST /api/SetSettings`: the driver's tax bracket and business-only choice. */
export const setSettingsRequestSchema = z.lazy(() =>
  z.object({
    nBelastingPercentage: z.number().check(z.gte(0), z.lte(100)),
    bAlleenZakelijk: z.boolean(),
    mobilityProductId: z.nullish(id),
  }),
);
export type SetSettingsRequest = z.infer<typeof setSettingsRequestSchema>;

/** Tax bracket and business-only choice as the net cost uses them. */
export const taxSettingsSchema = z.lazy(() =>
  z.object({
    nBelastingPercentage: amount.check(z.gte(0), z.lte(100)),
    bAlleenZakelijk: z.boolean(),
  }),
);
export type TaxSettings = z.infer<typeof taxSettingsSchema>;
