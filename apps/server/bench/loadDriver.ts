/**
 * A driver of `bench:load`: logged in through the API, with three cheap cars to configure and
 * order, and the round of five calls autocannon sends for it, each reading what the call before
 * it answered. What the server acknowledged is noted on the driver, for the checks after the run.
 */
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import {
  DEFAULT_CAR_FILTER,
  orderResultSchema,
  serializeCarFilter,
  shoppingCartSchema,
  termsSchema,
  type BasketItem,
  type OrderRequest,
  type ShoppingCart,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../src/testing/demoSession.ts';
import { cheapestCars, orderFormFor } from '../src/testing/orderForm.ts';

/** One car a driver configures and orders, with what its order form needs. */
export interface CarPlan {
  typeId: number;
  modelId: number;
  term: number;
  km: number;
  order: Omit<OrderRequest, 'BasketItemId'>;
}

export interface Driver {
  account: string;
  token: string;
  cars: CarPlan[];
  category: number;
  /** Basket item ids whose write the server acknowledged. */
  acknowledgedItems: Set<string>;
  /** Idempotency-Key → order id, for the orders the server acknowledged. */
  acknowledgedOrders: Map<string, number>;
  /** Every key this driver sent, answered or not. */
  sentKeys: Set<string>;
  conflicts: number;
  round: number;
}

/** Per round: what the driver read and added, for the next call of the round. */
interface RoundContext {
  basket?: ShoppingCart;
  car?: CarPlan;
  itemId?: string;
  /** The Idempotency-Key of the round's order. */
  key?: string;
}

/** Logs a driver in through the API and prepares three cheap cars to configure and order. */
export async function prepareDriver(url: string, account: string): Promise<Driver> {
  const token = await sessionOf(url, account);
  const types = await cheapestCars(url, token, 3);
  const cars = await Promise.all(
    types.map(async (type): Promise<CarPlan> => {
      const terms = termsSchema.parse(
        (
          await callApi(url, '/api/GetLooptijdKilometrages', {
            token,
            body: { cSoort: 'OMR', ID: type.nTypeIDHist },
          })
        ).body,
      );
      const term = terms.nStandaardLooptijd ?? terms.Looptijden[0] ?? 48;
      const km = terms.nStandaardKilometrage ?? terms.Kilometrages[0] ?? 20_000;
      const order = await orderFormFor(url, token, type, { nLooptijd: term, nKilometrage: km });
      return { typeId: type.nTypeIDHist, modelId: type.nModelID, term, km, order };
    }),
  );
  if (cars.length === 0) throw new Error(`${account}: no car to order`);
  return {
    account,
    token,
    cars,
    category: cars[0]?.order.nCategorieID ?? 0,
    acknowledgedItems: new Set(),
    acknowledgedOrders: new Map(),
    sentKeys: new Set(),
    conflicts: 0,
    round: 0,
  };
}

function itemOf(car: CarPlan): BasketItem {
  return {
    SelectedItem: {
      nModelID: car.modelId,
      nTypeIDHist: car.typeId,
      nLooptijd: car.term,
      nKilometrage: car.km,
    },
    Opties: [],
    EigenOpties: [],
  };
}

/** The five calls of a round, for autocannon: each reads what the call before it answered. */
export function roundOf(driver: Driver): autocannon.Request[] {
  const json = { 'content-type': 'application/json', authorization: `Bearer ${driver.token}` };
  const context = (value: unknown) => value as RoundContext;
  return [
    {
      method: 'POST',
      path: '/api/GetAutos',
      headers: json,
      setupRequest: (request, ctx) => {
        driver.round += 1;
        // A different lease-price ceiling each round: searches the answer cache has not seen.
        const filter = { ...DEFAULT_CAR_FILTER, nAantalPerPagina: 12 };
        const body = serializeCarFilter({ ...filter, nLeaseMax: 300 + 10 * (driver.round % 60) });
        context(ctx).car = driver.cars[driver.round % driver.cars.length];
        return { ...request, body: JSON.stringify(body) };
      },
    },
    {
      method: 'POST',
      path: '/api/GetDetails',
      headers: json,
      setupRequest: (request, ctx) => {
        const car = context(ctx).car;
        if (!car) return undefined as unknown as autocannon.Request;
        const body = {
          nTypeIDHist: car.typeId,
          nCategorieID: driver.category,
          nBelastingPercentage: 37.56,
          bAlleenZakelijk: false,
          nLooptijd: car.term,
          nKilometrage: car.km,
          Opties: [],
          EigenOpties: [],
          MantelOpties: [],
        };
        return { ...request, body: JSON.stringify(body) };
      },
    },
    {
      method: 'GET',
      path: '/api/GetMobilityBasket',
      headers: json,
      onResponse: (status, body, ctx) => {
        if (status === 200) context(ctx).basket = shoppingCartSchema.parse(JSON.parse(body));
      },
    },
    {
      method: 'POST',
      path: '/api/SetMobilityBasket',
      headers: json,
      setupRequest: (request, ctx) => {
        const { basket, car } = context(ctx);
        if (!basket || !car) return undefined as unknown as autocannon.Request;
        const body = { Items: [...basket.Items, itemOf(car)], nVersie: basket.nVersie };
        return { ...request, body: JSON.stringify(body) };
      },
      onResponse: (status, body, ctx) => {
        if (status === 409) driver.conflicts += 1;
        if (status !== 200) return;
        const before = new Set(context(ctx).basket?.Items.map((item) => item.Id));
        const added = shoppingCartSchema
          .parse(JSON.parse(body))
          .Items.find((item) => item.Id && !before.has(item.Id));
        if (added?.Id) {
          driver.acknowledgedItems.add(added.Id);
          context(ctx).itemId = added.Id;
        }
      },
    },
    {
      method: 'POST',
      path: '/api/SetBestelling',
      headers: json,
      setupRequest: (request, ctx) => {
        const { car, itemId } = context(ctx);
        if (!car || !itemId) return undefined as unknown as autocannon.Request;
        const key = randomUUID();
        context(ctx).key = key;
        driver.sentKeys.add(key);
        const body = { ...car.order, BasketItemId: itemId };
        return {
          ...request,
          headers: { ...request.headers, 'idempotency-key': key },
          body: JSON.stringify(body),
        };
      },
      onResponse: (status, body, ctx) => {
        const key = context(ctx).key;
        if (status !== 200 || !key) return;
        driver.acknowledgedOrders.set(key, orderResultSchema.parse(JSON.parse(body)).nBestelID);
      },
    },
  ];
}
