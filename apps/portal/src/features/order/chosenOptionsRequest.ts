import type { BasketItem, InterfaceLanguage, OptionsRequest } from '@lease/api';

/**
 * `GetOpties` for a basket item as it was configured (spec point 4: going to the order page loads
 * the item's chosen options, a request of kind OMR), so the order page can show what is ordered
 * and start the form with the configuration's paint and upholstery.
 */
export function chosenOptionsRequest(
  item: BasketItem,
  categoryId: number,
  language: InterfaceLanguage,
): OptionsRequest {
  return {
    nTypeIDHist: item.SelectedItem.nTypeIDHist,
    cGekozenOpties: item.Opties.join(','),
    cTaal: language,
    nCategorieID: categoryId,
    MantelOpties: item.MantelOpties ?? [],
    bClusterPakket: true,
    bSkipFetchFrameworkOptionsComponents: false,
    MobilityProductId: item.MobilityProductId,
  };
}
