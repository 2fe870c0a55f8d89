import type { BasketItem } from '@lease/api';
import type { OrderFormValues } from '@lease/ui';
import { describe, expect, it } from 'vitest';
import { orderRequest, type OrderChoices } from './orderRequest.ts';

const item: BasketItem = {
  Id: 'item-1',
  SelectedItem: {
    nModelID: 304,
    nTypeIDHist: 1234,
    nLooptijd: 48,
    nKilometrage: 20_000,
    nLeaseprijs: 612.5,
    nEigenbijdrage: 40,
    nNettoKosten: 187.25,
  },
  Opties: [11, 12],
  EigenOpties: [
    {
      nEigenOptieID: null,
      cOmschrijving: 'Trekhaak',
      nPrijs: 800,
      bIsBestellingVraag: false,
      bVerplicht: false,
    },
    {
      nEigenOptieID: 9,
      cOmschrijving: 'Afleverdatum?',
      bIsBestellingVraag: true,
      bVerplicht: true,
    },
  ],
  Categorie: { nCategorieID: 3 },
  MantelOpties: [{ nComponentNr: 2, bChecked: false }],
};

const values: OrderFormValues = {
  nDealerID: 5,
  cDealerContactpersoon: 'Piet',
  cKleur: '',
  cBekleding: 'Stof',
  cOpmerking: '',
  cRijbewijsnummer: '1234567890',
  attachment: null,
  Akkoorden: [{ nAkkoordID: 1, bAkkoord: true }],
  questions: [
    {
      nEigenOptieID: 9,
      cOmschrijving: 'Afleverdatum?',
      bIsBestellingVraag: true,
      bVerplicht: true,
      cAntwoord: 'mei',
    },
  ],
};

const choices: OrderChoices = {
  categoryId: 1,
  term: { nLooptijd: 60, nKilometrage: 10_000 },
  attachment: null,
};

describe('orderRequest', () => {
  it('sends the figures the cart priced, the item’s category and its whole configuration', () => {
    expect(orderRequest(item, values, choices)).toMatchObject({
      nTypeIDHist: 1234,
      nCategorieID: 3,
      nLeaseprijs: 612.5,
      nEigenbijdrage: 40,
      nNettoKosten: 187.25,
      Opties: [11, 12],
      MantelOpties: [{ nComponentNr: 2, bChecked: false }],
      cSoort: 'OMR',
      BasketItemId: 'item-1',
      nPricingManagerId: null,
      PMOpties: null,
      cKleur: null,
      cBekleding: 'Stof',
      cOpmerking: null,
    });
  });

  it('puts the answered questions first, then the own options, never the unanswered copies', () => {
    expect(orderRequest(item, values, choices).EigenOpties.map((o) => o.cOmschrijving)).toEqual([
      'Afleverdatum?',
      'Trekhaak',
    ]);
    expect(orderRequest(item, values, choices).EigenOpties[0]?.cAntwoord).toBe('mei');
  });

  it('takes the term the order page chose (a generic item has none of its own)', () => {
    expect(orderRequest(item, values, choices)).toMatchObject({
      nLooptijd: 60,
      nKilometrage: 10_000,
    });
  });

  it('falls back to the driver’s category for an item the server left without one', () => {
    expect(orderRequest({ ...item, Categorie: null }, values, choices).nCategorieID).toBe(1);
  });

  it('orders a pricing manager’s offer as PM with its chosen options', () => {
    expect(
      orderRequest({ ...item, nPricingManagerId: 7, PMOpties: [70, 71] }, values, choices),
    ).toMatchObject({ cSoort: 'PM', nPricingManagerId: 7, PMOpties: [70, 71] });
  });
});
