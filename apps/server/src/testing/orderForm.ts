import {
  agreementsSchema,
  carSearchResultSchema,
  DEFAULT_CAR_FILTER,
  orderQuestionsSchema,
  serializeCarFilter,
  type OrderRequest,
} from '@lease/api/contract';
import { callApi } from './demoSession.ts';

/** The car an order is for, as a search answers it. */
export interface OrderedCar {
  nTypeIDHist: number;
  nLeaseprijs?: number | null;
}

/**
 * A complete order form for a car, filled in as the portal would: every order question
 * answered, every agreement ticked, the driver's first category, the given term.
 */
export async function orderFormFor(
  url: string,
  token: string,
  car: OrderedCar,
  term: { nLooptijd: number; nKilometrage: number } = { nLooptijd: 48, nKilometrage: 30000 },
): Promise<OrderRequest> {
  const questions = orderQuestionsSchema.parse(
    (
      await callApi(url, '/api/getBestellingVragen', {
        token,
        body: { nTypeIDHist: car.nTypeIDHist },
      })
    ).body,
  );
  const agreements = agreementsSchema.parse(
    (await callApi(url, '/api/GetAkkoordVinken?taalcode=nl', { token })).body,
  );
  const settings = (await callApi(url, '/api/GetSettings', { token })).body as {
    Categorien: { nCategorieID: number }[];
  };
  return {
    bVerwerkt: false,
    nTypeIDHist: car.nTypeIDHist,
    nCategorieID: settings.Categorien[0]?.nCategorieID ?? 0,
    nLeaseprijs: car.nLeaseprijs ?? 0,
    nEigenbijdrage: 0,
    nNettoKosten: 0,
    cOpmerking: null,
    Opties: [],
    EigenOpties: questions.map((q) => ({ ...q, cAntwoord: q.cType === 'janee' ? 'ja' : '1' })),
    cSoort: 'OMR',
    Akkoorden: agreements.map((a) => ({ nAkkoordID: a.nAkkoordID, bAkkoord: true })),
    cRijbewijsnummer: '1234567890',
    ...term,
  };
}

/** The driver's cheapest cars (up to `count`), cheapest first, as a search answers them. */
export async function cheapestCars(url: string, token: string, count: number) {
  const search = await callApi(url, '/api/GetAutos', {
    token,
    body: serializeCarFilter({
      ...DEFAULT_CAR_FILTER,
      cStructuur: 'type',
      nAantalPerPagina: count,
    }),
  });
  return carSearchResultSchema.parse(search.body).Modellen.flatMap((m) => m.Types);
}

/** A complete order form for the driver's cheapest car. */
export async function cheapestCarOrder(url: string, token: string): Promise<OrderRequest> {
  const [car] = await cheapestCars(url, token, 1);
  if (!car) throw new Error('The driver has no car to order');
  return orderFormFor(url, token, car);
}
