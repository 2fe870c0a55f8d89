import { z } from 'zod/mini';
import {
  amount,
  count,
  dataObjectSchema,
  flag,
  id,
  list,
  MAX_OPTION_IDS,
  nonNegativeAmount,
  optionalText,
} from './common.ts';
import { arrangementSchema } from './content.ts';
import { eigenOptieSchema, mantelOptionChoiceSchema } from './options.ts';

/** The configured vehicle of a basket item: model, type, term (months) and mileage (km a year). */
export const selectedItemSchema = z.lazy(() =>
  z.object({
    nModelID: id,
    nTypeIDHist: id,
    /** Missing for a generic item (no term chosen yet): the order page then asks for one. */
    nLooptijd: z.nullish(z.int().check(z.gte(1), z.lte(120))),
    nKilometrage: z.nullish(count),
    nCalculatieID: z.nullish(id),
    cOmschrijving: optionalText,
    nLeaseprijs: z.nullish(nonNegativeAmount),
    nEigenbijdrage: z.nullish(nonNegativeAmount),
    /** Contract addition: the net monthly cost as last priced, so the order sends what was shown. */
    nNettoKosten: z.nullish(nonNegativeAmount),
  }),
);
export type SelectedItem = z.infer<typeof selectedItemSchema>;

/** A vehicle in the basket with its choices (spec point 3). */
export const basketItemSchema = z.lazy(() =>
  z.object({
    /** Assigned by the server; absent on an item the portal is about to add. */
    Id: z.nullish(z.string().check(z.minLength(1))),
    /** The mobility product the item belongs to, in container mode. */
    MobilityProductId: z.nullish(id),
    SelectedItem: selectedItemSchema,
    /** Chosen option ids (`nOptieIDHist`). */
    Opties: list(id, MAX_OPTION_IDS),
    EigenOpties: list(eigenOptieSchema, 100),
    Categorie: z.nullish(z.object({ nCategorieID: id, cOmschrijving: optionalText })),
    /**
     * Contract addition: the rest of the configuration the price depends on, so the basket and the
     * order price the car as it was configured: the parent-scheme options switched on or off, and
     * for a pricing-manager offer its id and chosen options (absent: a configurator car).
     */
    MantelOpties: z.nullish(z.array(mantelOptionChoiceSchema).check(z.maxLength(100))),
    PMOpties: z.nullish(z.array(id).check(z.maxLength(100))),
    nPricingManagerId: z.nullish(id),
  }),
);
export type BasketItem = z.infer<typeof basketItemSchema>;

/** A mobility card (public transport, fuel, shared bikes) offered as a product. */
export const mobilityCardSchema = z.lazy(() =>
  z.object({
    cNaam: z.string(),
    nMaandbedrag: z.nullish(nonNegativeAmount),
    /** The card the driver picked; finalize sends the card products with this flag. */
    bGekozen: flag,
  }),
);
export type MobilityCard = z.infer<typeof mobilityCardSchema>;

/** A product in the mobility basket: a vehicle with its basket item, or a card. */
export const mobilityProductSchema = z.lazy(() =>
  z.object({
    Id: id,
    DataObject: dataObjectSchema,
    cNaam: optionalText,
    BasketItem: z.nullish(basketItemSchema),
    Card: z.nullish(mobilityCardSchema),
    Arrangement: z.nullish(arrangementSchema),
  }),
);
export type MobilityProduct = z.infer<typeof mobilityProductSchema>;

/**
 * `GET /api/GetMobilityBasket`: the basket, its budget, and its version. `nVersie` is sent back
 * with every save; a stale one is answered 409 (decisions.md §2).
 */
export const shoppingCartSchema = z.object({
  Items: list(basketItemSchema),
  MobilityProducts: list(mobilityProductSchema),
  Budget: z.nullish(nonNegativeAmount),
  /** Negative when the basket is over budget. */
  BudgetLeft: z.nullish(amount),
  budgetTotal: z.nullish(nonNegativeAmount),
  cartTotal: z.nullish(nonNegativeAmount),
  nVersie: count,
});
export type ShoppingCart = z.infer<typeof shoppingCartSchema>;

/** Body of `SetMobilityBasket` and `FinalizeMobilityBasket`: the items and the version they build on. */
export const basketWriteRequestSchema = z.lazy(() =>
  z.object({
    Items: z.array(basketItemSchema).check(z.maxLength(50)),
    nVersie: count,
    /** Finalize only: the card products, the chosen one flagged. */
    Cards: z.nullish(z.array(z.object({ Id: id, bGekozen: z.boolean() })).check(z.maxLength(50))),
  }),
);
export type BasketWriteRequest = z.infer<typeof basketWriteRequestSchema>;

/**
 * `FinalizeMobilityBasket` answers the basket without the ordered items, and (contract addition)
 * the ids of the orders it created, one per ordered vehicle or card, for links to their status
 * (`GetBestelling`). Absent from an older server: then empty.
 */
export const finalizeBasketResultSchema = z.lazy(() =>
  z.extend(shoppingCartSchema, { nBestelIDs: list(id) }),
);
export type FinalizeBasketResult = z.infer<typeof finalizeBasketResultSchema>;
