import { splitEigenOpties, type BasketItem, type OrderRequest } from '@lease/api';
import type { OrderFormValues } from '@lease/ui';

/** What the order page adds to a basket item and its form: the choices the item may lack. */
export interface OrderChoices {
  /** The item's category, else the driver's (the server prices the order in it). */
  categoryId: number;
  /** The item's term and mileage; a generic item (no term yet) gets them on the order page. */
  term: { nLooptijd: number; nKilometrage: number };
  /** The attachment as base64, read from the form's file. */
  attachment: string | null;
}

/**
 * The `SetBestelling` body for one order form (spec point 3): the basket item's configuration as
 * the cart priced it (options, parent-scheme choices, a pricing manager's offer) and its figures,
 * with the form's answers. The order questions go first in `EigenOpties`, in the form's order, so
 * a refusal naming `EigenOpties.<n>` is question n.
 */
export function orderRequest(
  item: BasketItem,
  values: OrderFormValues,
  choices: OrderChoices,
): OrderRequest {
  const selected = item.SelectedItem;
  const { ownOptions } = splitEigenOpties(item.EigenOpties);
  const pricingManager = item.nPricingManagerId ?? null;
  return {
    bVerwerkt: false,
    nTypeIDHist: selected.nTypeIDHist,
    nCategorieID: item.Categorie?.nCategorieID ?? choices.categoryId,
    nLeaseprijs: selected.nLeaseprijs ?? 0,
    nEigenbijdrage: selected.nEigenbijdrage ?? 0,
    nNettoKosten: selected.nNettoKosten ?? 0,
    cOpmerking: values.cOpmerking || null,
    cKleur: values.cKleur || null,
    cBekleding: values.cBekleding || null,
    nDealerID: values.nDealerID,
    cDealerContactpersoon: values.cDealerContactpersoon,
    cBijlage: values.attachment?.name ?? null,
    aBijlage: choices.attachment,
    Opties: item.Opties,
    EigenOpties: [...values.questions, ...ownOptions],
    cSoort: pricingManager === null ? 'OMR' : 'PM',
    Akkoorden: values.Akkoorden,
    cRijbewijsnummer: values.cRijbewijsnummer,
    nLooptijd: choices.term.nLooptijd,
    nKilometrage: choices.term.nKilometrage,
    MantelOpties: item.MantelOpties ?? null,
    PMOpties: pricingManager === null ? null : (item.PMOpties ?? null),
    nPricingManagerId: pricingManager,
    BasketItemId: item.Id ?? null,
  };
}
