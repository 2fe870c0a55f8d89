import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, HttpError, InvalidResponseError } from '../errors.ts';
import { createGateway } from '../gateway.ts';
import { DEFAULT_CAR_FILTER } from '../rules/defaultCarFilter.ts';
import type { BasketItem } from '../schemas/cart.ts';
import type { DetailRequest } from '../schemas/configuration.ts';
import { sendJson, startScriptedServer, type RecordedRequest } from '../test/scriptedServer.ts';
import {
  demoBasket,
  demoBasketItem,
  demoNewBikeItem,
  demoOrderRequest,
} from '../testing/fixtures/cart.ts';
import {
  demoConfiguratorDetail,
  demoSaveConfigurationResult,
} from '../testing/fixtures/configuration.ts';
import { demoImage } from '../testing/fixtures/search.ts';
import { demoSettings } from '../testing/fixtures/settings.ts';
import { createTicket } from './auth/createTicket.ts';
import { addToCart } from './cart/addToCart.ts';
import { setBestelling } from './cart/setBestelling.ts';
import { getDetails } from './configuration/getDetails.ts';
import { saveConfiguratie } from './configuration/saveConfiguratie.ts';
import { getAfbeelding } from './search/getAfbeelding.ts';
import { getAutos, getAutosBody } from './search/getAutos.ts';
import { getSettings } from './settings/getSettings.ts';
import { deleteConfiguratie } from './configuration/deleteConfiguratie.ts';

type Handler = Parameters<typeof startScriptedServer>[0];
let servers: Array<{ close: () => Promise<void> }> = [];

async function serve(handler: Handler) {
  const server = await startScriptedServer(handler);
  servers.push(server);
  return { server, gateway: createGateway({ baseUrl: server.baseUrl, getToken: () => 'tok' }) };
}

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const detailRequest: DetailRequest = {
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

describe('wire details of the calls', () => {
  it('ticket/create puts the e-mail in the query with its + escaped', async () => {
    const { server, gateway } = await serve((_req, res) => sendJson(res, 200, { success: true }));

    await createTicket(gateway, { email: 'jan+lease@horizon.nl', client: 'horizon' });

    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(
      '/api-mapi/ticket/create?email=jan%2Blease%40horizon.nl&client=horizon&environment=driver',
    );
    expect(new URL(request?.url ?? '', 'http://x').searchParams.get('email')).toBe(
      'jan+lease@horizon.nl',
    );
  });

  it('SetBestelling sends the caller’s Idempotency-Key with the order', async () => {
    const { server, gateway } = await serve((_req, res) =>
      sendJson(res, 200, { nBestelID: 24017 }),
    );

    await expect(
      setBestelling(gateway, {
        order: demoOrderRequest,
        idempotencyKey: '0b6f3a52-7c1d-4d0e-9f3b-2a1c4e5d6f70',
      }),
    ).resolves.toEqual({ nBestelID: 24017 });

    expect(server.requests[0]?.headers['idempotency-key']).toBe(
      '0b6f3a52-7c1d-4d0e-9f3b-2a1c4e5d6f70',
    );
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({
      nTypeIDHist: 30411,
      cSoort: 'OMR',
    });
  });

  it('GetAutos sends list filters as comma strings with the mobility product', async () => {
    const { server, gateway } = await serve((_req, res) =>
      sendJson(res, 200, { Modellen: [], Filters: null }),
    );
    const filter = {
      ...DEFAULT_CAR_FILTER,
      nMerkID: [30, 41],
      cBrandstof: ['elektrisch', 'waterstof'],
      nCategorieID: 2,
    };

    await getAutos(gateway, getAutosBody(filter, 3));

    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({
      nMerkID: '30,41',
      cBrandstof: 'elektrisch,waterstof',
      cCarrosserie: '',
      nCategorieID: 2,
      nAantalPerPagina: 3,
      MobilityProductId: 3,
    });
  });

  it('DeleteConfiguratie puts the id in the path', async () => {
    const { server, gateway } = await serve((_req, res) => sendJson(res, 200, { bSuccess: true }));

    await deleteConfiguratie(gateway, 9001);

    expect(server.requests[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/DeleteConfiguratie/9001',
    });
  });

  it('a newer GetDetails cancels the pending one: it is a read although a POST', async () => {
    const { server, gateway } = await serve((req, res) => {
      if (JSON.parse(req.body).nLooptijd === 36) return; // hold the first
      sendJson(res, 200, demoConfiguratorDetail);
    });

    const first = getDetails(gateway, { ...detailRequest, nLooptijd: 36 }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await expect(getDetails(gateway, detailRequest)).resolves.toEqual(demoConfiguratorDetail);
    expect(await first).toBeInstanceOf(CancelledError);
  });

  it('saveConfiguratie is a write: a second save does not cancel the first', async () => {
    const held: Array<() => void> = [];
    const { gateway } = await serve((_req, res) => {
      held.push(() => sendJson(res, 200, demoSaveConfigurationResult));
      if (held.length === 2) held.forEach((answer) => answer());
    });

    await expect(
      Promise.all([
        saveConfiguratie(gateway, detailRequest),
        saveConfiguratie(gateway, detailRequest),
      ]),
    ).resolves.toEqual([demoSaveConfigurationResult, demoSaveConfigurationResult]);
  });

  it('images of different cars load side by side; the same car again cancels the older', async () => {
    const held: RecordedRequest[] = [];
    const answers: Array<() => void> = [];
    const { gateway } = await serve((req, res) => {
      held.push(req);
      answers.push(() => sendJson(res, 200, demoImage));
      if (held.length === 3) answers.forEach((answer) => answer());
    });

    const first = getAfbeelding(gateway, { nTypeIDHist: 30411 });
    const other = getAfbeelding(gateway, { nTypeIDHist: 41207 });
    // Both are on the server at once: the other car did not cancel the first.
    await vi.waitFor(() => expect(held).toHaveLength(2));
    const again = getAfbeelding(gateway, { nTypeIDHist: 30411 });
    const results = await Promise.allSettled([first, other, again]);

    expect(results.map((r) => (r.status === 'rejected' ? r.reason : 'ok'))).toEqual([
      expect.any(CancelledError),
      'ok',
      'ok',
    ]);
  });

  it('a settings answer that would break the UI rejects with the field named', async () => {
    const broken = {
      ...demoSettings,
      Belastingschijven: [{ nPercentage: -5, bSelected: true }],
    };
    const { gateway } = await serve((_req, res) => sendJson(res, 200, broken));

    const error = await getSettings(gateway).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ call: 'GetSettings', field: 'Belastingschijven.0.nPercentage' });
  });
});

describe('addToCart against a basket with versions', () => {
  /** A basket server: `conflicts` saves answer 409 after another tab added an item. */
  async function basketServer(conflicts: number) {
    let basket = { ...demoBasket };
    const otherTab: BasketItem = {
      ...demoBasketItem,
      Id: 'other-tab',
      SelectedItem: { ...demoBasketItem.SelectedItem, nTypeIDHist: 52110 },
    };
    let remaining = conflicts;
    return serve((req, res) => {
      if (req.method === 'GET') return sendJson(res, 200, basket);
      const body = JSON.parse(req.body) as { Items: BasketItem[]; nVersie: number };
      if (remaining > 0) {
        remaining--;
        // Another tab saves first: the version moves on and the client's version is stale.
        basket = { ...basket, Items: [...basket.Items, otherTab], nVersie: basket.nVersie + 1 };
        return sendJson(res, 409, {
          cStatus: 'error',
          cOpmerking: 'stale basket',
          cVeld: 'nVersie',
        });
      }
      if (body.nVersie !== basket.nVersie)
        return sendJson(res, 409, { cStatus: 'error', cOpmerking: 'stale' });
      basket = { ...basket, Items: body.Items, nVersie: basket.nVersie + 1 };
      return sendJson(res, 200, basket);
    });
  }

  it('appends to the fetched items and saves with the basket version', async () => {
    const { server, gateway } = await basketServer(0);

    const saved = await addToCart(gateway, demoNewBikeItem);

    expect(saved.Items).toEqual([demoBasketItem, demoNewBikeItem]);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toMatchObject({ nVersie: 4 });
  });

  it('on 409 refetches, re-applies and retries, losing neither add', async () => {
    const { server, gateway } = await basketServer(1);

    const saved = await addToCart(gateway, demoNewBikeItem);

    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'POST']);
    expect(saved.Items.map((item) => item.Id ?? item.SelectedItem.nTypeIDHist)).toEqual([
      demoBasketItem.Id,
      'other-tab',
      demoNewBikeItem.SelectedItem.nTypeIDHist,
    ]);
    expect(saved.nVersie).toBe(6);
  });

  it('gives up with the 409 after the last attempt', async () => {
    const { server, gateway } = await basketServer(10);

    const error = await addToCart(gateway, demoNewBikeItem, { attempts: 3 }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409 });
    expect(server.requests).toHaveLength(6);
  });

  it('does not retry other failures', async () => {
    const { server, gateway } = await serve((req, res) =>
      req.method === 'GET'
        ? sendJson(res, 200, demoBasket)
        : sendJson(res, 422, { cStatus: 'error', cOpmerking: 'te veel items' }),
    );

    await expect(addToCart(gateway, demoNewBikeItem)).rejects.toMatchObject({ status: 422 });
    expect(server.requests).toHaveLength(2);
  });
});
