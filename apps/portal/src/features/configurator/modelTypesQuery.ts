import { carsQueryOptions, DEFAULT_CAR_FILTER, type Gateway, type TaxSettings } from '@lease/api';

/**
 * The types of one model, priced for the driver: `GetAutos` narrowed to the model, all its types
 * on one page. A model the search does not know answers no model.
 */
export function modelTypesQueryOptions(
  gateway: Gateway,
  input: {
    modelId: number;
    categoryId: number | null;
    tax: TaxSettings;
    mobilityProductId: number | null;
  },
) {
  return carsQueryOptions(
    gateway,
    {
      ...DEFAULT_CAR_FILTER,
      nModelID: [input.modelId],
      nCategorieID: input.categoryId,
      nBelastingPercentage: input.tax.nBelastingPercentage,
      bAlleenZakelijk: input.tax.bAlleenZakelijk,
      nAantalPerPagina: 1,
    },
    input.mobilityProductId,
  );
}
