import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../gateway.ts';
import { demoTokens } from '../testing/fixtures/auth.ts';
import {
  demoBasket,
  demoBasketItem,
  demoNewBikeItem,
  demoOrderRequest,
} from '../testing/fixtures/cart.ts';
import { demoSavedCars } from '../testing/fixtures/search.ts';
import { demoSettings } from '../testing/fixtures/settings.ts';
import { handlers } from '../testing/handlers.ts';
import { addToCartMutationOptions } from './cart/addToCart.ts';
import { finalizeBasketMutationOptions } from './cart/finalizeMobilityBasket.ts';
import { cartKeys } from './cart/keys.ts';
import { orderMutationOptions } from './cart/setBestelling.ts';
import { configurationKeys } from './configuration/keys.ts';
import { deleteConfigurationMutationOptions } from './configuration/deleteConfiguratie.ts';
import { saveConfigurationMutationOptions } from './configuration/saveConfiguratie.ts';
import { searchKeys } from './search/keys.ts';
import { settingsKeys } from './settings/keys.ts';
import { setSettingsMutationOptions } from './settings/setSettings.ts';

/** A gateway answered by the MSW handlers that records the paths it called. */
function recordingGateway() {
  const paths: string[] = [];
  const gateway = createGateway({
    baseUrl: 'http://portal.test',
    getToken: () => demoTokens.container,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      paths.push(new URL(request.url).pathname);
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 599 });
    },
  });
  return { gateway, paths };
}

/** A query client holding some data under each key, none of it invalidated yet. */
function clientWith(entries: Array<[QueryKey, unknown]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;

const detailRequest = {
  nTypeIDHist: 30411,
  nCategorieID: 2,
  nBelastingPercentage: 49.5,
  bAlleenZakelijk: false,
  nLooptijd: 48,
  nKilometrage: 25000,
  Opties: [],
  EigenOpties: [],
  MantelOpties: [],
};
const carsKey = searchKeys.savedCars.list();
const detailsKey = configurationKeys.details(detailRequest);

describe('mutations keep screens true', () => {
  it('saving a configuration refreshes the saved cars, and nothing else', async () => {
    const { gateway } = recordingGateway();
    const client = clientWith([
      [carsKey, demoSavedCars],
      [detailsKey, {}],
    ]);

    await new MutationObserver(client, saveConfigurationMutationOptions(gateway)).mutate(
      detailRequest,
    );

    expect(invalidated(client, carsKey)).toBe(true);
    expect(invalidated(client, detailsKey)).toBe(false);
  });

  it('deleting a configuration refreshes the saved cars', async () => {
    const { gateway } = recordingGateway();
    const client = clientWith([[carsKey, demoSavedCars]]);

    await new MutationObserver(client, deleteConfigurationMutationOptions(gateway)).mutate(9001);

    expect(invalidated(client, carsKey)).toBe(true);
  });

  it('a settings change re-syncs the basket prices, then refreshes every price', async () => {
    const { gateway, paths } = recordingGateway();
    const keys: QueryKey[] = [
      settingsKeys.settings(),
      carsKey,
      searchKeys.mostViewed,
      detailsKey,
      cartKeys.basket,
    ];
    const client = clientWith(keys.map((key) => [key, {}]));

    const result = await new MutationObserver(client, setSettingsMutationOptions(gateway)).mutate({
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: false,
    });

    expect(result.Categorien).toEqual(demoSettings.Categorien);
    expect(paths).toEqual(['/api/SetSettings', '/api/syncMobilityBasketPrices']);
    expect(keys.map((key) => invalidated(client, key))).toEqual(keys.map(() => true));
  });

  it('finalizing stores the emptied basket and refreshes the cart', async () => {
    const { gateway } = recordingGateway();
    const orderKey = cartKeys.order(24017);
    const client = clientWith([
      [cartKeys.basket, demoBasket],
      [orderKey, {}],
    ]);

    await new MutationObserver(client, finalizeBasketMutationOptions(gateway)).mutate({
      Items: [demoBasketItem],
      nVersie: demoBasket.nVersie,
      Cards: [{ Id: 3, bGekozen: true }],
    });

    expect(client.getQueryData(cartKeys.basket)).toMatchObject({ Items: [], nVersie: 5 });
    expect(invalidated(client, orderKey)).toBe(true);
  });

  it('an order refreshes the basket and the orders', async () => {
    const { gateway } = recordingGateway();
    const client = clientWith([[cartKeys.basket, demoBasket]]);

    const result = await new MutationObserver(client, orderMutationOptions(gateway)).mutate({
      order: demoOrderRequest,
      idempotencyKey: 'a1f3c2d4-0000-4000-8000-000000000001',
    });

    expect(result).toEqual({ nBestelID: 24017 });
    expect(invalidated(client, cartKeys.basket)).toBe(true);
  });

  it('add to cart reads the basket through the cache and stores the saved one', async () => {
    const { gateway, paths } = recordingGateway();
    const client = clientWith([]);

    await new MutationObserver(client, addToCartMutationOptions(gateway)).mutate(demoNewBikeItem);

    expect(paths).toEqual(['/api/GetMobilityBasket', '/api/SetMobilityBasket']);
    expect(client.getQueryData(cartKeys.basket)).toMatchObject({
      Items: [demoBasketItem, demoNewBikeItem],
      nVersie: 5,
    });
  });
});
