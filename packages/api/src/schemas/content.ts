import { z } from 'zod/mini';
import {
  dataObjectSchema,
  emailAddressSchema,
  flag,
  id,
  isoDate,
  list,
  nonNegativeAmount,
  optionalText,
  queryId,
} from './common.ts';
import { INTERFACE_LANGUAGES } from '../rules/locales.ts';

/** `GET /api/GetContactgegevens`: how the driver reaches the lease desk. */
export const contactDetailsSchema = z.lazy(() =>
  z.object({
    cNaam: optionalText,
    cTelefoon: optionalText,
    cEmail: optionalText,
    cAdres: optionalText,
    cPostcode: optionalText,
    cPlaats: optionalText,
    cOpeningstijden: optionalText,
    cWebsite: optionalText,
  }),
);
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/**
 * `GET /api/GetBerijderDetails`: the driver's profile. A supervisor acting without a driver has an
 * empty `cBerijdernaam` (spec point 6), so an empty name is valid here.
 */
export const driverProfileSchema = z.lazy(() =>
  z.object({
    nBerijderID: z.nullish(id),
    cBerijdernaam: z.nullish(z.string()),
    cEmail: optionalText,
    cPersoneelsnummer: optionalText,
    nCategorieID: z.nullish(id),
    cTaal: optionalText,
  }),
);
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/** One question and answer of `GET /api/GetFAQ` (plain text: never rendered as HTML). */
export const faqItemSchema = z.lazy(() =>
  z.object({
    nFAQID: id,
    cVraag: z.string(),
    cAntwoord: z.string(),
    cCategorie: optionalText,
    nVolgorde: z.nullish(z.int()),
  }),
);
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqSchema = z.lazy(() => list(faqItemSchema));
export type Faq = z.infer<typeof faqSchema>;

/** A news message; `nModelID` is set for news about one car model. */
export const newsItemSchema = z.lazy(() =>
  z.object({
    nNieuwsID: id,
    cTitel: z.string(),
    cTekst: z.string(),
    dDatum: z.nullish(isoDate),
    nModelID: z.nullish(id),
    cAfbeeldingURL: optionalText,
    cLinkURL: optionalText,
  }),
);
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET /api/GetNieuwsberichten`: general news, and `AutoNieuws` for the model asked about. */
export const newsSchema = z.lazy(() =>
  z.object({
    Nieuwsberichten: list(newsItemSchema),
    AutoNieuws: list(newsItemSchema),
  }),
);
export type News = z.infer<typeof newsSchema>;

const interfaceLanguage = z.enum(INTERFACE_LANGUAGES);

/**
 * Query of `GetFAQ`, `GetContactgegevens` and `getMobilityProducts` (contract addition: the spec
 * shows them without a language). Without `taalcode` the server answers in the driver's language,
 * else the client's standard language.
 */
export const contentLanguageQuerySchema = z.lazy(() =>
  z.object({ taalcode: z.optional(interfaceLanguage) }),
);
export type ContentLanguageQuery = z.infer<typeof contentLanguageQuerySchema>;

/** Query of `GetFAQ`. */
export const faqQuerySchema = z.lazy(() => contentLanguageQuerySchema);
export type FaqQuery = ContentLanguageQuery;

/** Query of `GetContactgegevens`. */
export const contactDetailsQuerySchema = z.lazy(() => contentLanguageQuerySchema);
export type ContactDetailsQuery = ContentLanguageQuery;

/** Query of `getMobilityProducts`. */
export const mobilityProductsQuerySchema = z.lazy(() => contentLanguageQuerySchema);
export type MobilityProductsQuery = ContentLanguageQuery;

/** Query of `GetNieuwsberichten`. */
export const newsQuerySchema = z.lazy(() =>
  z.object({
    taalcode: interfaceLanguage,
    nModelID: z.optional(queryId),
  }),
);
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** Body of `POST /api/ContactMail` (not shown in the spec): a message to the lease desk. */
export const contactMailRequestSchema = z.lazy(() =>
  z.object({
    cOnderwerp: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    cBericht: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
    cEmail: z.nullish(emailAddressSchema),
    cTelefoon: z.nullish(z.string().check(z.trim(), z.maxLength(32))),
    /** The car the question is about, when asked from a car page. */
    nTypeIDHist: z.nullish(id),
  }),
);
export type ContactMailRequest = z.infer<typeof contactMailRequestSchema>;

/** `ContactMail` answers true when the message was sent, false when not. */
export const contactMailResultSchema = z.lazy(() => z.boolean());
export type ContactMailResult = z.infer<typeof contactMailResultSchema>;

/** An agreement the driver ticks before ordering (`GET /api/GetAkkoordVinken`). */
export const agreementSchema = z.lazy(() =>
  z.object({
    nAkkoordID: id,
    cTekst: z.string(),
    bVerplicht: flag,
    cLinkURL: optionalText,
    cLinkTekst: optionalText,
  }),
);
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementsSchema = z.lazy(() => list(agreementSchema));
export type Agreements = z.infer<typeof agreementsSchema>;

/** Query of `GetAkkoordVinken`. */
export const agreementsQuerySchema = z.lazy(() =>
  z.object({
    taalcode: interfaceLanguage,
    MobilityProductId: z.optional(queryId),
  }),
);
export type AgreementsQuery = z.infer<typeof agreementsQuerySchema>;

/** The arrangement under which a mobility product may be taken (with its budget when it has one). */
export const arrangementSchema = z.lazy(() =>
  z.object({
    nArrangementID: id,
    cNaam: optionalText,
    nBudget: z.nullish(nonNegativeAmount),
  }),
);
export type Arrangement = z.infer<typeof arrangementSchema>;

/** A product of the mobility catalogue (`GET /api/getMobilityProducts`). */
export const mobilityCatalogItemSchema = z.lazy(() =>
  z.object({
    Id: id,
    cNaam: z.string(),
    cOmschrijving: optionalText,
    DataObject: dataObjectSchema,
    /** Icon name as the server configures it (e.g. `car`, `bike`, `card`). */
    cIcoon: optionalText,
    nMaandbedrag: z.nullish(nonNegativeAmount),
    Arrangement: z.nullish(arrangementSchema),
  }),
);
export type MobilityCatalogItem = z.infer<typeof mobilityCatalogItemSchema>;
export const mobilityProductsSchema = z.lazy(() => list(mobilityCatalogItemSchema));
export type MobilityProducts = z.infer<typeof mobilityProductsSchema>;

/** A dealer that delivers a brand (`GET /api/GetDealers`). */
export const dealerSchema = z.lazy(() =>
  z.object({
    nDealerID: id,
    cNaam: z.string(),
    cAdres: optionalText,
    cPostcode: optionalText,
    cPlaats: optionalText,
    cTelefoon: optionalText,
    cEmail: optionalText,
    cContactpersoon: optionalText,
    nMerkID: z.nullish(id),
  }),
);
export type Dealer = z.infer<typeof dealerSchema>;
export const dealersSchema = z.lazy(() => list(dealerSchema));
export type Dealers = z.infer<typeof dealersSchema>;

/** Query of `GetDealers`. */
export const dealersQuerySchema = z.lazy(() =>
  z.object({
    nMerkID: queryId,
    MobilityProductId: z.optional(queryId),
  }),
);
export type DealersQuery = z.infer<typeof dealersQuerySchema>;
