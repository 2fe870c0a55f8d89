import {
  basketQueryOptions,
  type BasketWriteRequest,
  type DetailRequest,
  type OptionsRequest,
  optionKey,
} from '@lease/api';
import { demoConfiguratorDetail, demoOptions, demoOptionsResponse } from '@lease/api/testing';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { watchPresence } from '../testing/watchPresence.ts';

const all = Object.values(demoOptions);

/** `GetOpties` that applies the choice it is sent, as the server does. */
const optionsAsChosen = http.post('*/api/GetOpties', async ({ request }) => {
  const body = (await request.json()) as OptionsRequest;
  const ids = body.cGekozenOpties.split(',').filter(Boolean).map(Number);
  return HttpResponse.json({
    ...demoOptionsResponse,
    Popup: null,
    gekozenOptiesNieuw: all.filter((option) => ids.includes(optionKey(option) ?? 0)),
  });
});

/** Holds `GetDetails` answers back until `release`, however long the clicks take. */
function answerGate() {
  let release = () => {};
  const gate = { held: Promise.resolve(), hold: () => {}, release: () => release() };
  gate.hold = () => {
    gate.held = new Promise<void>((resolve) => (release = resolve));
  };
  return gate;
}

/** `GetDetails` that takes a while and prices each chosen option at € 10 a month. */
function slowDetails(completed: number[], gate?: ReturnType<typeof answerGate>) {
  return http.post('*/api/GetDetails', async ({ request }) => {
    const body = (await request.json()) as DetailRequest;
    await delay(400);
    await gate?.held;
    if (request.signal.aborted) return HttpResponse.error();
    const price = 500 + 10 * body.Opties.length;
    completed.push(price);
    return HttpResponse.json({
      ...demoConfiguratorDetail,
      nLeaseprijs: price,
      bMagBestellen: true,
    });
  });
}

/** Records the bodies sent to `call`, leaving the answer to the handlers after it. */
function recorded<Body>(call: string, bodies: Body[]) {
  return http.post(`*/api/${call}`, async ({ request }) => {
    bodies.push((await request.clone().json()) as Body);
    return undefined;
  });
}

/** Three options of the demo car (€ 10 a month each): a tow bar, a heat pump and a paint. */
const threeChoices = () => [
  page.getByRole('checkbox', { name: /Trekhaak/ }),
  page.getByRole('checkbox', { name: /Warmtepomp/ }),
  page.getByRole('radio', { name: /Kings Red/ }),
];

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const path = '/nl/horizon/calculator/304/types/type-880001/configurator';
/** The lease price as the summary shows it. */
const price = (text: string) =>
  page.getByRole('complementary', { name: 'Jouw samenstelling' }).getByText(text);

describe('the configurator', () => {
  it('ends a burst of three option changes in exactly one completed calculation', async () => {
    const completed: number[] = [];
    const gate = answerGate();
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [optionsAsChosen, slowDetails(completed, gate)],
    });
    await expect.element(price('€ 500,- per maand')).toBeVisible();
    completed.length = 0;

    // A burst: no price comes before the last click and its options are on screen, however slow
    // the machine is. A calculation may have started between two clicks on a slow machine: it is
    // for a configuration that is no longer the driver's, and must not complete.
    gate.hold();
    for (const choice of threeChoices()) await userEvent.click(choice);
    const summary = page.getByRole('complementary', { name: 'Jouw samenstelling' });
    await expect
      .element(summary.getByRole('button', { name: /verwijderen$/ }).nth(2))
      .toBeInTheDocument();
    gate.release();

    await expect.element(price('€ 530,- per maand')).toBeVisible();
    await expect.poll(() => completed).toEqual([530]);
    expect(rendered.router.state.location.search).toContain('opties=880201%2C880202%2C880102');
  });

  it('asks for the price once the driver stops clicking, not for each answer in between', async () => {
    let answeredOptions = 0;
    const countedOptions = http.post('*/api/GetOpties', async ({ request }) => {
      const answer = await optionsAsChosen.run({ request: request.clone(), requestId: '' });
      answeredOptions += 1;
      return answer?.response;
    });
    const calculated: DetailRequest[] = [];
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [countedOptions, recorded('GetDetails', calculated), slowDetails([])],
      // Far longer than three clicks take on any machine, so they are one burst.
      calculationDelayMs: 1500,
    });
    await expect.element(price('€ 500,- per maand')).toBeVisible();
    calculated.length = 0;

    // Each click's options come back before the next click: three answers, one calculation.
    for (const [index, box] of threeChoices().entries()) {
      await userEvent.click(box);
      await expect.poll(() => answeredOptions).toBe(index + 2);
    }
    expect(calculated).toEqual([]);
    await expect
      .element(page.getByRole('button', { name: 'Deze auto bestellen' }))
      .not.toBeInTheDocument();

    await expect.element(price('€ 530,- per maand')).toBeVisible();
    expect(calculated.map((body) => body.Opties.toSorted())).toEqual([[880102, 880201, 880202]]);
  });

  it('keeps every option of quick clicks, before the server has answered the first', async () => {
    const gate = answerGate();
    const optionRequests: string[] = [];
    const heldOptions = http.post('*/api/GetOpties', async ({ request }) => {
      const body = (await request.clone().json()) as OptionsRequest;
      optionRequests.push(body.cGekozenOpties);
      await gate.held;
      return undefined;
    });
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [heldOptions, optionsAsChosen, slowDetails([])],
    });
    await expect.element(price('€ 500,- per maand')).toBeVisible();

    // No options answer comes before the last click: each click starts from the one before.
    gate.hold();
    for (const choice of threeChoices()) await userEvent.click(choice);
    gate.release();

    await expect.element(price('€ 530,- per maand')).toBeVisible();
    for (const choice of threeChoices()) await expect.element(choice).toBeChecked();
    expect(rendered.router.state.location.search).toContain('opties=880201%2C880202%2C880102');
    expect(optionRequests.at(-1)).toBe('880201,880202,880102');
  });

  it('keeps every option of clicks made before the page has rendered the one before', async () => {
    const optionRequests: OptionsRequest[] = [];
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [recorded('GetOpties', optionRequests), optionsAsChosen, slowDetails([])],
    });
    await expect.element(price('€ 500,- per maand')).toBeVisible();
    const boxes = threeChoices().map((box) => box.element() as HTMLElement);

    // Three clicks in one task: the router renders each navigation later, in a transition.
    for (const box of boxes) box.click();

    await expect.element(price('€ 530,- per maand')).toBeVisible();
    for (const box of boxes) expect(box).toBeChecked();
    expect(rendered.router.state.location.search).toContain('opties=880201%2C880202%2C880102');
    expect(optionRequests.at(-1)?.cGekozenOpties).toBe('880201,880202,880102');
  });

  it('hides the order button while a calculation is running', async () => {
    const completed: number[] = [];
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [optionsAsChosen, slowDetails(completed)],
    });
    const order = page.getByRole('button', { name: 'Deze auto bestellen' });
    await expect.element(order).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: /Trekhaak/ }));
    await expect.element(order).not.toBeInTheDocument();
    await expect.element(order).toBeVisible();
  });

  it('keeps the order button while the same price is only fetched again', async () => {
    // An answer older than its fresh window is fetched again as a part of the page mounts: the
    // configuration is the one on screen, so the button stays under the driver's finger.
    const gate = answerGate();
    const completed: number[] = [];
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [optionsAsChosen, slowDetails(completed, gate)],
    });
    const order = page.getByRole('button', { name: 'Deze auto bestellen' });
    await expect.element(order).toBeVisible();
    const presence = watchPresence(order);
    gate.hold();
    const again = rendered.deps.queryClient.refetchQueries({ queryKey: ['configuration'] });
    await expect.poll(() => completed.length).toBe(1);
    gate.release();
    await again;
    expect(completed).toEqual([500, 500]);
    expect(presence.stop(), 'the button was gone for a moment').toBe(false);
  });

  it('restores the configuration from its URL', async () => {
    rendered = renderRoute(`${path}?opties=880202&looptijd=36`, {
      session: demoSession(),
      handlers: [optionsAsChosen, slowDetails([])],
    });
    await expect.element(page.getByRole('checkbox', { name: /Warmtepomp/ })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /Trekhaak/ })).not.toBeChecked();
    await expect.element(price('€ 510,- per maand')).toBeVisible();
  });

  it('shows the car in its chosen paint in the summary', async () => {
    rendered = renderRoute(`${path}?opties=880102`, {
      session: demoSession(),
      handlers: [optionsAsChosen],
    });
    await expect
      .element(
        page
          .getByRole('complementary', { name: 'Jouw samenstelling' })
          .getByRole('img', { name: /in Kings Red metallic$/ }),
      )
      .toBeVisible();
  });

  it('puts the car in the cart with its parent-scheme choices, so the cart prices it as shown', async () => {
    rendered = renderRoute(`${path}?opties=&mantelUit=2`, {
      session: demoSession(),
      handlers: [optionsAsChosen, slowDetails([])],
    });
    const order = page
      .getByRole('complementary', { name: 'Jouw samenstelling' })
      .getByRole('button', { name: 'Deze auto bestellen' });
    await userEvent.click(order);
    await expect
      .element(page.getByRole('heading', { level: 1, name: /winkelwagen/ }))
      .toBeVisible();
    const saved = rendered.requests.filter((r) => r.url.endsWith('/api/SetMobilityBasket'));
    const body = (await saved.at(-1)?.json()) as BasketWriteRequest;
    expect(body.Items.at(-1)?.MantelOpties).toEqual([
      { nComponentNr: 1, bChecked: true },
      { nComponentNr: 2, bChecked: false },
    ]);
  });

  it('offers no second add while the cart loads after the first', async () => {
    const gate = answerGate();
    const added: BasketWriteRequest[] = [];
    rendered = renderRoute(`${path}?opties=`, {
      session: demoSession(),
      handlers: [
        optionsAsChosen,
        slowDetails([]),
        recorded('SetMobilityBasket', added),
        // Once the car is in, the basket comes when the test lets it.
        http.get('*/api/GetMobilityBasket', async () => {
          if (added.length > 0) await gate.held;
          return undefined;
        }),
      ],
    });
    // The cart page takes its time after the address has changed, as it does when its code or
    // data come slowly: its loader leaves the basket to the page, whose basket waits for the test.
    const { queryClient, gateway } = rendered.deps;
    const basketKey = JSON.stringify(basketQueryOptions(gateway).queryKey);
    const ensure = queryClient.ensureQueryData.bind(queryClient);
    queryClient.ensureQueryData = ((options: Parameters<typeof ensure>[0]) => {
      if (added.length === 0 || JSON.stringify(options.queryKey) !== basketKey) {
        return ensure(options);
      }
      queryClient.removeQueries({ queryKey: options.queryKey });
      return Promise.resolve(undefined);
    }) as typeof queryClient.ensureQueryData;
    const order = page
      .getByRole('complementary', { name: 'Jouw samenstelling' })
      .getByRole('button', { name: 'Deze auto bestellen' });
    await expect.element(order).toBeVisible();
    gate.hold();
    await userEvent.click(order);
    await expect.poll(() => rendered?.pathname()).toMatch(/\/cart$/);
    // The address is the cart's, the configurator is still on screen: it offers no second add.
    await expect
      .element(page.getByRole('heading', { level: 1, name: /winkelwagen/ }))
      .not.toBeInTheDocument();
    await expect.element(order).not.toBeInTheDocument();
    gate.release();
    await expect
      .element(page.getByRole('heading', { level: 1, name: /winkelwagen/ }))
      .toBeVisible();
    expect(added).toHaveLength(1);
  });

  it.each(['type-abc', '880001', 'type-0'])(
    'is not found for the type segment %s',
    async (type) => {
      rendered = renderRoute(`/nl/horizon/calculator/304/types/${type}/configurator`, {
        session: demoSession(),
      });
      await expect
        .element(page.getByRole('heading', { level: 1, name: /niet gevonden/ }))
        .toBeVisible();
    },
  );
});
