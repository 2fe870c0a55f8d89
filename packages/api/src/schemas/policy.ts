import { z } from 'zod/mini';
import { FUEL_LABELS } from './carFilter.ts';
import { count, flag, id, list, nonNegativeAmount } from './common.ts';
import { contentLanguageQuerySchema, type ContentLanguageQuery } from './content.ts';

/** The driver's lease category as the policy states it: its norm and its limits. */
export const policyCategorySchema = z.lazy(() =>
  z.object({
    nCategorieID: id,
    cOmschrijving: z.string(),
    /** Norm lease amount a month: up to it the scheme pays the whole lease price. */
    nNormbedrag: nonNegativeAmount,
    /** Highest own contribution above the norm; above it a car cannot be ordered. `null`: none. */
    nMaxEigenbijdrage: z.nullable(nonNegativeAmount),
    /** Fixed private contribution a month, whatever the car (0: none). */
    nVasteEigenbijdrage: nonNegativeAmount,
  }),
);
export type PolicyCategory = z.infer<typeof policyCategorySchema>;

/** What the lease includes beside the car, as a driver asks about it. */
export const policyInclusionsSchema = z.lazy(() =>
  z.object({
    bTankpas: flag,
    bLaadpas: flag,
    bVerzekering: flag,
    bVervangendVervoer: flag,
  }),
);
export type PolicyInclusions = z.infer<typeof policyInclusionsSchema>;

/** A component of the parent scheme that comes with every car (`MantelOpties` in the configurator). */
export const policySchemeComponentSchema = z.lazy(() =>
  z.object({
    nComponentNr: id,
    cOmschrijving: z.string(),
    /** The driver may switch it off in the configurator. */
    bUitzetbaar: flag,
  }),
);

/** The energy prices the client counts with: euro per kWh, per litre, or per kg. */
export const energyPricesSchema = z.lazy(() =>
  z.object({
    nStroom: nonNegativeAmount,
    nBenzine: nonNegativeAmount,
    nDiesel: nonNegativeAmount,
    nLpg: nonNegativeAmount,
    nAardgas: nonNegativeAmount,
    nWaterstof: nonNegativeAmount,
  }),
);
export type EnergyPriceList = z.infer<typeof energyPricesSchema>;

/**
 * How many cars of the catalogue meet each limit, searched as the calculator searches with the
 * filter of `policyLimitFilters` (so the count a link shows is the count the calculator finds).
 * A server without the counts leaves them out: the links are shown without a number.
 */
export const policyCountsSchema = z.lazy(() =>
  z.object({
    nBinnenNorm: z.nullish(count),
    nBestelbaar: z.nullish(count),
    nPlugin: z.nullish(count),
    nBrandstoflabel: z.nullish(count),
  }),
);
export type PolicyCounts = z.infer<typeof policyCountsSchema>;

/**
 * `GET /api/GetRegeling` (contract addition): the car policy of the session's driver in plain
 * figures — category and norm, the limits on the choice, what the lease includes, the default term
 * and mileage and the tax bracket prices are computed with.
 */
export const carPolicySchema = z.lazy(() =>
  z.object({
    /** `null`: the driver has no category of their own (a supervisor sees every category). */
    Categorie: z.nullable(policyCategorySchema),
    /** Mobility container: the monthly budget for everything taken from it; else `null`. */
    nBudget: z.nullish(nonNegativeAmount),
    /** The business-only choice prices are computed with (no bijtelling). */
    bAlleenZakelijk: flag,
    /** Only plug-in cars (electric or plug-in hybrid) can be ordered. */
    bAlleenPlugin: flag,
    /** The worst fuel label a car may have to be ordered; `null`: any. */
    cBrandstoflabelMax: z.nullish(z.enum(FUEL_LABELS)),
    Inbegrepen: policyInclusionsSchema,
    /** The parent scheme the driver leases under, and its components; `null` and empty without. */
    cMantelnaam: z.nullish(z.string()),
    MantelOpties: list(policySchemeComponentSchema),
    /** The term and yearly mileage a car is priced at until the driver chooses others. */
    nLooptijd: z.int().check(z.gte(1), z.lte(120)),
    nKilometrage: count,
    /** The income-tax bracket the net cost is computed with, in percent. */
    nBelastingPercentage: z.number().check(z.gte(0), z.lte(100)),
    Aantallen: z.nullish(policyCountsSchema),
    /** The energy prices a car's monthly energy is counted with; absent from an older server. */
    Energieprijzen: z.nullish(energyPricesSchema),
    /** The norm budgets the total cost: lease price and energy together. */
    bBudgetTotaleKosten: flag,
  }),
);
export type CarPolicy = z.infer<typeof carPolicySchema>;

/** Query of `GetRegeling`: the language of the category's and components' names. */
export const carPolicyQuerySchema = z.lazy(() => contentLanguageQuerySchema);
export type CarPolicyQuery = ContentLanguageQuery;
