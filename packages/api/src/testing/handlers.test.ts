import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { createGateway } from '../gateway.ts';
import { checkLogin } from '../calls/auth/checkLogin.ts';
import { checkLoginOmrmapi } from '../calls/auth/checkLoginOmrmapi.ts';
import { createTicket } from '../calls/auth/createTicket.ts';
import { getArrangementChoices } from '../calls/auth/getArrangementChoices.ts';
import { getArrangementChoicesByMantel } from '../calls/auth/getArrangementChoicesByMantel.ts';
import { getKeuzeToken } from '../calls/auth/getKeuzeToken.ts';
import { restOarTokenFromOmrmapiToken } from '../calls/auth/restOarTokenFromOmrmapiToken.ts';
import { addToCart } from '../calls/cart/addToCart.ts';
import { finalizeMobilityBasket } from '../calls/cart/finalizeMobilityBasket.ts';
import { getBestelling } from '../calls/cart/getBestelling.ts';
import { getBestellingen } from '../calls/cart/getBestellingen.ts';
import { getMobilityBasket } from '../calls/cart/getMobilityBasket.ts';
import { setBestelling } from '../calls/cart/setBestelling.ts';
import { setMobilityBasket } from '../calls/cart/setMobilityBasket.ts';
import { syncMobilityBasketPrices } from '../calls/cart/syncMobilityBasketPrices.ts';
import { deleteConfiguratie } from '../calls/configuration/deleteConfiguratie.ts';
import { getBestellingVragen } from '../calls/configuration/getBestellingVragen.ts';
import { getDetails } from '../calls/configuration/getDetails.ts';
import { getLooptijdKilometrages } from '../calls/configuration/getLooptijdKilometrages.ts';
import { getOpenCalculatie } from '../calls/configuration/getOpenCalculatie.ts';
import { getOpties } from '../calls/configuration/getOpties.ts';
import { getOfferte, getOffertes, setOfferte } from '../calls/configuration/quote.ts';
import { getStandaardOpties } from '../calls/configuration/getStandaardOpties.ts';
import { saveConfiguratie } from '../calls/configuration/saveConfiguratie.ts';
import { contactMail } from '../calls/content/contactMail.ts';
import { getBerijderDetails } from '../calls/content/getBerijderDetails.ts';
import { getContactgegevens } from '../calls/content/getContactgegevens.ts';
import { getDealers } from '../calls/content/getDealers.ts';
import { getFaq } from '../calls/content/getFaq.ts';
import { getMobilityProducts } from '../calls/content/getMobilityProducts.ts';
import { getNieuwsberichten } from '../calls/content/getNieuwsberichten.ts';
import { getAfbeelding } from '../calls/search/getAfbeelding.ts';
import { getAutos, getAutosBody } from '../calls/search/getAutos.ts';
import { getAutotests } from '../calls/search/getAutotests.ts';
import { getCardetails } from '../calls/search/getCardetails.ts';
import { getKleurAfbeeldingobvOptie } from '../calls/search/getKleurAfbeeldingobvOptie.ts';
import { getMeestBekeken } from '../calls/search/getMeestBekeken.ts';
import { getOpgeslagenAutos } from '../calls/search/getOpgeslagenAutos.ts';
import { getAkkoordVinken } from '../calls/settings/getAkkoordVinken.ts';
import { getRegeling } from '../calls/settings/getRegeling.ts';
import { getSettings } from '../calls/settings/getSettings.ts';
import { setSettings } from '../calls/settings/setSettings.ts';
import { getStyling } from '../calls/styling/getStyling.ts';
import { DEFAULT_CAR_FILTER } from '../rules/defaultCarFilter.ts';
import type { DetailRequest } from '../schemas/configuration.ts';
import * as f from './fixtures/index.ts';
import { createHandlers, handlers } from './handlers.ts';
import { demoStylings } from './stylings.ts';

/** A gateway whose requests are answered by the MSW handlers, without patching globals. */
function mockedGateway(handlerList = handlers) {
  return createGateway({
    baseUrl: 'http://portal.test',
    getToken: () => f.demoTokens.driver,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      return (
        (await getResponse(handlerList, request)) ?? new Response('no handler', { status: 599 })
      );
    },
  });
}

const gateway = mockedGateway();
const login = { cClient: 'horizon', cGebruikersnaam: 'jan.jansen', cWachtwoord: 'Welkom2026!' };
const detailRequest: DetailRequest = {
  nTypeIDHist: 30411,
  nCategorieID: 2,
  nBelastingPercentage: 49.5,
  bAlleenZakelijk: false,
  nLooptijd: 48,
  nKilometrage: 25000,
  Opties: [880102, 880201],
  EigenOpties: [],
  MantelOpties: [{ nComponentNr: 2, bChecked: true }],
};

describe('every call against the MSW handlers', () => {
  it.each<[string, () => Promise<unknown>, unknown]>([
    ['CheckLogin', () => checkLogin(gateway, login), f.demoLoginAccepted],
    [
      'CheckLogin refused',
      () => checkLogin(gateway, { ...login, cGebruikersnaam: 'geweigerd' }),
      f.demoLoginRefused,
    ],
    ['CheckLoginOmrmapi', () => checkLoginOmrmapi(gateway, login), f.demoLoginAccepted],
    [
      'RestOarTokenFromOmrmapiToken',
      () => restOarTokenFromOmrmapiToken(gateway, 'ext-123'),
      f.demoKeuzeToken,
    ],
    [
      'ticket/create',
      () => createTicket(gateway, { email: 'jan+lease@horizon.nl', client: 'horizon' }),
      f.demoTicketResult,
    ],
    [
      'getArrangementChoices',
      () => getArrangementChoices(gateway, { includeOrderedAndInactive: true, containerid: 4 }),
      f.demoSingleChoice,
    ],
    [
      'GetKeuzeToken',
      () => getKeuzeToken(gateway, { nBerijderID: 501, nMantelNr: 10 }),
      f.demoKeuzeToken,
    ],
    [
      'GetArrangementChoicesByMantel',
      () => getArrangementChoicesByMantel(gateway, 10),
      f.demoSingleChoice,
    ],
    ['GetSettings', () => getSettings(gateway, 1), f.demoSettings],
    ['GetAkkoordVinken', () => getAkkoordVinken(gateway, { taalcode: 'nl' }), f.demoAgreements],
    ['GetRegeling', () => getRegeling(gateway, { taalcode: 'en' }), f.demoCarPolicy],
    ['GetStyling', () => getStyling(gateway, 'polder'), demoStylings.polder],
    [
      'GetStyling of an unknown client',
      () => getStyling(gateway, 'onbekend'),
      demoStylings.horizon,
    ],
    ['GetContactgegevens', () => getContactgegevens(gateway), f.demoContactDetails],
    ['GetBerijderDetails', () => getBerijderDetails(gateway), f.demoDriverProfile],
    ['GetFAQ', () => getFaq(gateway), f.demoFaq],
    ['GetFAQ in English', () => getFaq(gateway, { taalcode: 'en' }), f.demoFaq],
    [
      'GetNieuwsberichten',
      () => getNieuwsberichten(gateway, { taalcode: 'nl', nModelID: 304 }),
      f.demoNews,
    ],
    [
      'ContactMail',
      () => contactMail(gateway, { cOnderwerp: 'Laadpas', cBericht: 'Mijn laadpas werkt niet.' }),
      true,
    ],
    ['getMobilityProducts', () => getMobilityProducts(gateway), f.demoMobilityProducts],
    ['GetDealers', () => getDealers(gateway, { nMerkID: 30 }), f.demoDealers],
    [
      'GetAutos',
      () =>
        getAutos(
          gateway,
          getAutosBody({ ...DEFAULT_CAR_FILTER, nCategorieID: 2, cBrandstof: ['elektrisch'] }),
        ),
      f.demoCarSearchResult,
    ],
    ['GetAfbeelding', () => getAfbeelding(gateway, { nTypeIDHist: 30411 }), f.demoImage],
    ['autotests', () => getAutotests(gateway, [304, 412]), f.demoReviews],
    ['GetCardetails', () => getCardetails(gateway, { nTypeIDHist: 30411 }), f.demoCarDetails],
    ['GetOpgeslagenAutos', () => getOpgeslagenAutos(gateway), f.demoSavedCars],
    ['GetOpgeslagenAutos for one', () => getOpgeslagenAutos(gateway, 9002), [f.demoSavedCars[1]]],
    ['GetMeestBekeken', () => getMeestBekeken(gateway), f.demoMostViewed],
    [
      'GetKleurAfbeeldingobvOptie',
      () => getKleurAfbeeldingobvOptie(gateway, { nTypeIDHist: 30411, nOptieIDHist: 880102 }),
      f.demoImage,
    ],
    ['GetDetails', () => getDetails(gateway, detailRequest), f.demoConfiguratorDetail],
    [
      'GetOpties',
      () =>
        getOpties(gateway, {
          nTypeIDHist: 30411,
          cGekozenOpties: '880102,880201',
          cTaal: 'nl',
          nCategorieID: 2,
          MantelOpties: [],
          bClusterPakket: true,
          bSkipFetchFrameworkOptionsComponents: false,
        }),
      f.demoOptionsResponse,
    ],
    [
      'getBestellingVragen',
      () => getBestellingVragen(gateway, { nTypeIDHist: 30411 }),
      f.demoOrderQuestions,
    ],
    [
      'GetStandaardOpties',
      () => getStandaardOpties(gateway, { nTypeIDHist: 30411, cTaal: 'nl' }),
      f.demoStandardOptions,
    ],
    [
      'GetLooptijdKilometrages',
      () => getLooptijdKilometrages(gateway, { cSoort: 'OMR', ID: 30411 }),
      f.demoTerms,
    ],
    [
      'GetOpenCalculatie',
      () => getOpenCalculatie(gateway, { nCalculatieID: 77120 }),
      f.demoOpenCalculationUrl,
    ],
    [
      'saveConfiguratie',
      () => saveConfiguratie(gateway, detailRequest),
      f.demoSaveConfigurationResult,
    ],
    ['DeleteConfiguratie', () => deleteConfiguratie(gateway, 9001), { bSuccess: true }],
    [
      'SetOfferte',
      () => setOfferte(gateway, { nCalculatieID: f.demoConfiguratorDetail.nCalculatieID }),
      f.demoCreateQuoteResult,
    ],
    ['GetOfferte', () => getOfferte(gateway, { nOfferteID: 42, taalcode: 'en' }), f.demoQuote],
    [
      'GetOfferte of an expired quote',
      () => getOfferte(gateway, { nOfferteID: 17 }),
      f.demoExpiredQuote,
    ],
    ['GetOffertes', () => getOffertes(gateway), f.demoQuoteList],
    ['GetMobilityBasket', () => getMobilityBasket(gateway), f.demoBasket],
    [
      'SetMobilityBasket',
      () => setMobilityBasket(gateway, { Items: [f.demoBasketItem], nVersie: 4 }),
      { ...f.demoBasket, nVersie: 5 },
    ],
    [
      'FinalizeMobilityBasket',
      () =>
        finalizeMobilityBasket(gateway, {
          Items: [f.demoBasketItem],
          nVersie: 4,
          Cards: [{ Id: 3, bGekozen: true }],
        }),
      f.demoFinalizeResult,
    ],
    ['syncMobilityBasketPrices', () => syncMobilityBasketPrices(gateway), f.demoBasket],
    [
      'SetBestelling',
      () =>
        setBestelling(gateway, { order: f.demoOrderRequest, idempotencyKey: crypto.randomUUID() }),
      f.demoOrderResult,
    ],
    ['GetBestelling', () => getBestelling(gateway, 24017), f.demoOrder],
    ['GetBestelling of a card', () => getBestelling(gateway, 24018), f.demoCardOrder],
    ['GetBestellingen', () => getBestellingen(gateway), f.demoOrderList],
    [
      'add to cart',
      () => addToCart(gateway, f.demoNewBikeItem),
      { ...f.demoBasket, Items: [f.demoBasketItem, f.demoNewBikeItem], nVersie: 5 },
    ],
  ])('%s', async (_name, call, expected) => {
    await expect(call()).resolves.toEqual(expected);
  });

  it('SetSettings answers the settings with the chosen bracket selected', async () => {
    const settings = await setSettings(gateway, {
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: true,
    });
    expect(settings.bAlleenZakelijk).toBe(true);
    expect(settings.Belastingschijven.filter((b) => b.bSelected).map((b) => b.nPercentage)).toEqual(
      [37.56],
    );
  });
});

describe('the handlers refuse bad input like the server', () => {
  it.each<[string, () => Promise<unknown>, number, string | undefined]>([
    ['a GetDealers without a brand', () => getDealers(gateway, { nMerkID: 0 }), 400, 'nMerkID'],
    [
      'a login without a password',
      () => checkLogin(gateway, { ...login, cWachtwoord: '' }),
      400,
      'cWachtwoord',
    ],
    [
      'a GetDetails with a negative term',
      () => getDetails(gateway, { ...detailRequest, nLooptijd: -12 }),
      400,
      'nLooptijd',
    ],
    [
      'a basket save on a stale version',
      () => setMobilityBasket(gateway, { Items: [], nVersie: 3 }),
      409,
      'nVersie',
    ],
    [
      'an order without an Idempotency-Key',
      () => setBestelling(gateway, { order: f.demoOrderRequest, idempotencyKey: '' }),
      400,
      'Idempotency-Key',
    ],
    [
      'an order with a bad licence number',
      () =>
        setBestelling(gateway, {
          order: { ...f.demoOrderRequest, cRijbewijsnummer: 'AB12' },
          idempotencyKey: 'k',
        }),
      400,
      'cRijbewijsnummer',
    ],
    ['an unknown order', () => getBestelling(gateway, 1), 404, undefined],
    ['an unknown quote', () => getOfferte(gateway, { nOfferteID: 1 }), 404, 'nOfferteID'],
    [
      'a quote of a calculation that is not the driver’s',
      () => setOfferte(gateway, { nCalculatieID: 1 }),
      404,
      'nCalculatieID',
    ],
    [
      'a ticket for a malformed e-mail',
      () => createTicket(gateway, { email: 'geen-adres', client: 'horizon' }),
      400,
      'email',
    ],
  ])('%s', async (_name, call, status, field) => {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, field });
  });

  it('serves a configured base URL only', async () => {
    const scoped = mockedGateway(createHandlers({ baseUrl: 'http://elsewhere.test' }));
    await expect(getFaq(scoped)).rejects.toMatchObject({ status: 599 });
  });
});
