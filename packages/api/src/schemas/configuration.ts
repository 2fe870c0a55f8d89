import { z } from 'zod/mini';
import {
  amount,
  commaIds,
  count,
  flag,
  id,
  list,
  MAX_OPTION_IDS,
  nonNegativeAmount,
  optionalText,
} from './common.ts';
import {
  eigenOptieSchema,
  mantelOptionChoiceSchema,
  mantelOptionSchema,
  optionGroupSchema,
  optionSchema,
  pmOptionSchema,
  popupSchema,
} from './options.ts';
import { INTERFACE_LANGUAGES } from '../rules/locales.ts';

/** How the driver's monthly personal cost is made up (the explanation panel). */
export const personalCostExplanationSchema = z.lazy(() =>
  z.object({
    nFiscaleWaarde: nonNegativeAmount,
    /** Gross bijtelling per month. */
    nBrutoFiscaleBijtelling: nonNegativeAmount,
    nBijtellingPercentage: z.nullish(z.number().check(z.gte(0), z.lte(100))),
    nBelastingPercentage: z.nullish(z.number().check(z.gte(0), z.lte(100))),
    nEigenbijdrage: z.nullish(nonNegativeAmount),
    nNettoKosten: z.nullish(nonNegativeAmount),
  }),
);
export type PersonalCostExplanation = z.infer<typeof personalCostExplanationSchema>;

/** `POST /api/GetDetails`: the configured car's prices and whether it may be ordered. */
export const configuratorDetailSchema = z.lazy(() =>
  z.object({
    nCalculatieID: id,
    nLeaseprijs: nonNegativeAmount,
    nEigenbijdrage: nonNegativeAmount,
    nNettoKosten: nonNegativeAmount,
    nOptiebedrag: nonNegativeAmount,
    nAccessoirebedrag: nonNegativeAmount,
    /** Deviation from the norm budget (positive above, negative below). */
    nAfwijkingwaarde: amount,
    bMagBestellen: z.boolean(),
    /** Why the car cannot be ordered (e.g. own contribution above the scheme's maximum). */
    cRedenNietBestellen: optionalText,
    nLooptijd: z.nullish(count),
    nKilometrage: z.nullish(count),
    UitlegPersoonlijkeKosten: z.nullish(personalCostExplanationSchema),
    /**
     * Contract addition: the energy a month at the chosen mileage with the client's prices, and
     * the total a budget on total cost compares (lease price and energy); absent when not known.
     */
    nEnergiekosten: z.nullish(nonNegativeAmount),
    nTotaleKosten: z.nullish(nonNegativeAmount),
    /** Contract addition: the norm counts the total (lease and energy), so the own contribution does. */
    bBudgetTotaleKosten: flag,
  }),
);
export type ConfiguratorDetail = z.infer<typeof configuratorDetailSchema>;

/** The option ids a request carries: `nOptieIDHist` where known. */
const optionIds = z.array(id).check(z.maxLength(MAX_OPTION_IDS));

/** Body of `POST /api/GetDetails`: the car, the driver's tax situation and every choice. */
export const detailRequestSchema = z.object({
  nTypeIDHist: id,
  nCategorieID: id,
  nBelastingPercentage: z.number().check(z.gte(0), z.lte(100)),
  bAlleenZakelijk: z.boolean(),
  nLooptijd: z.int().check(z.gte(1), z.lte(120)),
  nKilometrage: z.int().check(z.gte(0), z.lte(200_000)),
  Opties: optionIds,
  EigenOpties: z.array(eigenOptieSchema).check(z.maxLength(100)),
  MantelOpties: z.array(mantelOptionChoiceSchema).check(z.maxLength(100)),
  PMOpties: z.nullish(z.array(id).check(z.maxLength(100))),
  nPricingManagerId: z.nullish(id),
  MobilityProductId: z.nullish(id),
  /** Contract addition: the language of the texts (reason, option names); else the driver's. */
  cTaal: z.optional(z.enum(INTERFACE_LANGUAGES)),
});
export type DetailRequest = z.infer<typeof detailRequestSchema>;

/** Body of `POST /api/GetOpties`. */
export const optionsRequestSchema = z.lazy(() =>
  z.object({
    nTypeIDHist: id,
    /** The chosen option ids joined with commas (`"812,907"`). */
    cGekozenOpties: commaIds(MAX_OPTION_IDS),
    cTaal: z.enum(INTERFACE_LANGUAGES),
    nCategorieID: id,
    MantelOpties: z.array(mantelOptionChoiceSchema).check(z.maxLength(100)),
    bClusterPakket: z.boolean(),
    bSkipFetchFrameworkOptionsComponents: z.boolean(),
    MobilityProductId: z.nullish(id),
  }),
);
export type OptionsRequest = z.infer<typeof optionsRequestSchema>;

/** `GetOpties`: the option groups and everything the configurator needs around them. */
export const optionsResponseSchema = z.lazy(() =>
  z.object({
    Opties: list(optionGroupSchema),
    cGekozenLak: optionalText,
    cGekozenStoelbekleding: optionalText,
    /** The chosen options after the server applied package and cluster rules. */
    gekozenOptiesNieuw: list(optionSchema),
    Popup: z.nullish(popupSchema),
    MantelOpties: list(mantelOptionSchema),
    /** Options shown for information only; they cannot be chosen. */
    AlleenTonenOpties: list(optionSchema),
    PMOpties: list(pmOptionSchema),
    EigenOpties: list(eigenOptieSchema),
    /** The WLTP notice applies: CO2, range and price depend on the options. */
    WLTP: flag,
    CanMakeOwnOptionSelection: flag,
    DisableOwnFreeInputOptions: flag,
  }),
);
export type OptionsResponse = z.infer<typeof optionsResponseSchema>;

/** Body of `POST /api/GetStandaardOpties`. */
export const standardOptionsRequestSchema = z.lazy(() =>
  z.object({
    nTypeIDHist: id,
    cTaal: z.enum(INTERFACE_LANGUAGES),
  }),
);
export type StandardOptionsRequest = z.infer<typeof standardOptionsRequestSchema>;

/** `GetStandaardOpties`: the standard equipment, as text lines and as options. */
export const standardOptionsSchema = z.lazy(() =>
  z.object({
    AutoDiskStandaardOpties: list(
      z.object({ cOmschrijving: z.string(), cCategorie: optionalText }),
    ),
    Opties: list(optionSchema),
  }),
);
export type StandardOptions = z.infer<typeof standardOptionsSchema>;

/** Body of `POST /api/getBestellingVragen` (not shown in the spec: the car and its context). */
export const orderQuestionsRequestSchema = z.lazy(() =>
  z.object({
    nTypeIDHist: id,
    nCategorieID: z.nullish(id),
    MobilityProductId: z.nullish(id),
    /** Contract addition: the language of the questions, as the page shows them; else the driver's. */
    cTaal: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
export type OrderQuestionsRequest = z.infer<typeof orderQuestionsRequestSchema>;

/** `getBestellingVragen`: the questions the order form asks (own options with `bIsBestellingVraag`). */
export const orderQuestionsSchema = z.lazy(() => list(eigenOptieSchema));
export type OrderQuestions = z.infer<typeof orderQuestionsSchema>;

/** The kind of request a term/mileage lookup is for: a normal order (OMR) or the pricing manager. */
export const REQUEST_KINDS = ['OMR', 'PM'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Body of `POST /api/GetLooptijdKilometrages`: `ID` is the type (OMR) or pricing manager (PM). */
export const termsRequestSchema = z.lazy(() =>
  z.object({
    cSoort: z.enum(REQUEST_KINDS),
    ID: id,
    MobilityProductId: z.nullish(id),
  }),
);
export type TermsRequest = z.infer<typeof termsRequestSchema>;

/** `GetLooptijdKilometrages`: the terms (months) and yearly mileages the driver may pick. */
export const termsSchema = z.lazy(() =>
  z.object({
    Looptijden: z.array(z.int().check(z.gte(1), z.lte(120))),
    Kilometrages: z.array(z.int().check(z.gte(0), z.lte(200_000))),
    nStandaardLooptijd: z.nullish(z.int().check(z.gte(1), z.lte(120))),
    nStandaardKilometrage: z.nullish(z.int().check(z.gte(0), z.lte(200_000))),
  }),
);
export type Terms = z.infer<typeof termsSchema>;

/** Body of `POST /api/GetOpenCalculatie`: the calculation to open in the lessor's own tool. */
/**
 * Body of `GetOpenCalculatie`. `cTaal` (contract addition): the language of the document the
 * answer's address opens; Dutch without it.
 */
export const openCalculationRequestSchema = z.lazy(() =>
  z.object({
    nCalculatieID: id,
    cTaal: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
export type OpenCalculationRequest = z.infer<typeof openCalculationRequestSchema>;

/**
 * `GetOpenCalculatie` answers the URL to navigate to: absolute http(s), or a same-origin path.
 * Whether to follow it (same origin or allowlisted host) is the app's decision (decisions.md §3).
 */
export const openCalculationUrlSchema = z.lazy(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(2048),
    z.refine((value) => {
      if (value.startsWith('/') && !value.startsWith('//')) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'expected an http(s) URL or a same-origin path'),
  ),
);
export type OpenCalculationUrl = z.infer<typeof openCalculationUrlSchema>;

/** Body of `POST /api/saveConfiguratie`: everything needed to reopen the configuration. */
export const saveConfigurationRequestSchema = z.lazy(() =>
  z.extend(detailRequestSchema, {
    nCalculatieID: z.nullish(id),
  }),
);
export type SaveConfigurationRequest = z.infer<typeof saveConfigurationRequestSchema>;

/**
 * Contract addition: the most saved cars one driver keeps. At it, `saveConfiguratie` answers 409
 * and the portal asks the driver to delete one first; `GetOpgeslagenAutos` never lists more.
 */
export const MAX_SAVED_CARS = 50;

/** `saveConfiguratie` answers the saved configuration's id. */
export const saveConfigurationResultSchema = z.lazy(() => z.object({ ID: id }));
export type SaveConfigurationResult = z.infer<typeof saveConfigurationResultSchema>;
