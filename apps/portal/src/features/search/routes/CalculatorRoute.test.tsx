import type { GetAutosRequest } from '@lease/api';
import { demoCarSearchResult } from '@lease/api/testing';
import { PRIORITY_CARD_COUNT } from '@lease/ui';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { keepDataOnQueryChange } from '#src/lib/keepDataOnQueryChange.ts';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

async function searches(route: RenderedRoute): Promise<GetAutosRequest[]> {
  const calls = route.requests.filter((request) => request.url.endsWith('/api/GetAutos'));
  return Promise.all(calls.map((call) => call.clone().json() as Promise<GetAutosRequest>));
}

describe('the calculator', () => {
  it('searches with the filters in its URL and the tax basis of the settings', async () => {
    const route = (rendered = renderRoute(
      '/nl/horizon/calculator?cBrandstof=elektrisch&nLeaseMax=700&cSortering=nLeaseprijs-desc',
      { session: demoSession() },
    ));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Zoek een voertuig' }))
      .toBeVisible();
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    const [search] = await searches(route);
    expect(search).toMatchObject({
      cBrandstof: 'elektrisch',
      nLeaseMax: 700,
      cSortering: 'nLeaseprijs-desc',
      nBelastingPercentage: 49.5,
      nCategorieID: 1,
    });
  });

  // A picture the browser can show without a server (the harness answers API calls, not images).
  const PICTURE = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/>")}`;
  it('loads the pictures of the first cards at once and the others as they come into view', async () => {
    const withPictures = http.post('*/api/GetAutos', () =>
      HttpResponse.json({
        ...demoCarSearchResult,
        // The demo's models twice (more than the first row), with pictures.
        Modellen: [...demoCarSearchResult.Modellen, ...demoCarSearchResult.Modellen].map(
          (model, index) => ({
            ...model,
            nModelID: 9000 + index,
            Types: model.Types.map((type) => ({
              ...type,
              cAfbeeldingURL: PICTURE,
            })),
          }),
        ),
      }),
    );
    rendered = renderRoute('/nl/horizon/calculator', {
      session: demoSession(),
      handlers: [withPictures],
    });
    await expect
      .poll(() => document.querySelectorAll('article img').length)
      .toBeGreaterThan(PRIORITY_CARD_COUNT);
    const pictures = [...document.querySelectorAll('article img')];
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(
      pictures.map((_, index) => (index < PRIORITY_CARD_COUNT ? 'eager' : 'lazy')),
    );
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps both of two filter changes made before the page has rendered the first', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    // On a phone's width the filters open in a drawer, their code loaded on the way.
    await userEvent.click(page.getByRole('button', { name: /Filteren/ }));
    await expect.element(page.getByRole('switch', { name: 'Alleen acties' })).toBeVisible();
    const switches = [
      page.getByRole('switch', { name: 'Alleen elektrisch en plug-in hybride' }),
      page.getByRole('switch', { name: 'Alleen acties' }),
    ].map((toggle) => toggle.element() as HTMLElement);

    // Two clicks in one task: the router renders each navigation later, in a transition.
    for (const toggle of switches) toggle.click();

    await expect.poll(() => route.router.state.location.search).toContain('bAlleenActie=1');
    expect(route.router.state.location.search).toContain('bAlleenPlugin=1');
    for (const toggle of switches) await expect.element(toggle).toBeChecked();
    const last = (await searches(route)).at(-1);
    expect(last).toMatchObject({ bAlleenPlugin: true, bAlleenActie: true });
  });

  it('puts a new sort in the URL, a new history entry', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    await userEvent.click(page.getByRole('button', { name: /Sorteren op/ }));
    await userEvent.click(page.getByRole('menuitemradio', { name: 'Leaseprijs: hoog naar laag' }));
    await expect
      .poll(() => route.router.state.location.search)
      .toBe('?cSortering=nLeaseprijs-desc');
    expect(route.router.state.historyAction).toBe('PUSH');
  });

  it('keeps the loaders of its frames and its own from running again for a filter change', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    await expect.element(page.getByRole('button', { name: /Sorteren op/ })).toBeVisible();
    const withLoaders = route.router.state.matches.filter((match) => match.route.loader);
    expect(withLoaders.map((match) => match.route.path)).toEqual([
      '/:lang',
      '/:lang/:lease',
      '/:lang/:lease/calculator',
    ]);
    for (const match of withLoaders)
      expect(match.route.shouldRevalidate, match.route.path).toBe(keepDataOnQueryChange);
  });

  it('searches in the category remembered on this device, and remembers a new choice', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', {
      session: demoSession(),
      choiceCookies: 'selectedCategory=2',
    }));
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    expect((await searches(route))[0]?.nCategorieID).toBe(2);
    await userEvent.click(page.getByRole('button', { name: /Categorie C/ }));
    await expect.poll(async () => (await searches(route)).at(-1)?.nCategorieID).toBe(3);
    expect(route.deps.choices.category.read()).toBe(3);
  });

  it('drops a stored category the settings no longer offer', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', {
      session: demoSession(),
      choiceCookies: 'selectedCategory=999',
    }));
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    const [search] = await searches(route);
    expect(search?.nCategorieID).toBe(1);
  });

  it('says a search failed and tries again on request', async () => {
    let fail = true;
    rendered = renderRoute('/nl/horizon/calculator', {
      session: demoSession(),
      handlers: [
        http.post('*/api/GetAutos', () =>
          fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(demoCarSearchResult),
        ),
      ],
    });
    const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
    await expect.element(retry).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
  });

  it('offers comparing only where the client allows it', async () => {
    rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() });
    const compareButtons = page.getByRole('button', { name: 'Vergelijken' });
    await expect.element(compareButtons.first()).toBeVisible();
    rendered.unmount();

    // zonnig's styling says `bVergelijking: false`.
    rendered = renderRoute('/nl/zonnig/calculator', { session: demoSession({ client: 'zonnig' }) });
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    expect(compareButtons.elements()).toHaveLength(0);
  });

  it('shows more results per page when the driver asks, kept in the URL', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    const perPage = page.getByRole('group', { name: 'Resultaten per pagina' });
    await expect
      .element(perPage.getByRole('button', { name: '3' }))
      .toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(perPage.getByRole('button', { name: '24' }));
    await expect.poll(() => route.router.state.location.search).toBe('?nAantalPerPagina=24');
    await expect.poll(async () => (await searches(route)).at(-1)?.nAantalPerPagina).toBe(24);
    await expect
      .element(perPage.getByRole('button', { name: '24' }))
      .toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the calculator at 1280 px', () => {
  beforeEach(() => page.viewport(1280, 900));
  afterEach(() => page.viewport(414, 896));

  it('names the cart toggle in one sentence', async () => {
    rendered = renderRoute('/en/horizon/calculator', { session: demoSession() });
    const show = page.getByRole('button', { name: 'Show your shopping cart', exact: true });
    await expect.element(show).toBeVisible();
    await userEvent.click(show);
    await expect
      .element(page.getByRole('button', { name: 'Hide your shopping cart', exact: true }))
      .toBeVisible();
  });

  it('shows a maximum of 0 as no maximum, and sends 0 for a field emptied', async () => {
    const route = (rendered = renderRoute('/en/horizon/calculator?nLeaseMax=700', {
      session: demoSession(),
    }));
    const to = (name: string) =>
      page.getByRole('group', { name }).getByRole('textbox', { name: 'To' });
    await expect.element(to('Lease price')).toHaveValue('700');
    // The other maxima are 0, the spec's default: empty, with a hint, not "at most € 0".
    await expect.element(to('Own contribution')).toHaveValue('');
    await expect.element(to('Own contribution')).toHaveAttribute('placeholder', 'No maximum');
    await userEvent.clear(to('Lease price'));
    await userEvent.keyboard('{Enter}');
    await expect.poll(async () => (await searches(route)).at(-1)?.nLeaseMax).toBe(0);
    await expect.poll(() => route.router.state.location.search).toBe('');
    await expect.element(to('Lease price')).toHaveValue('');
    await expect.element(to('Lease price')).toHaveAttribute('placeholder', 'No maximum');
  });

  it('offers results per version and the bijtelling as controls, kept in the URL', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    await userEvent.click(page.getByText('Per uitvoering', { exact: true }));
    await expect.poll(() => route.router.state.location.search).toBe('?cStructuur=type');
    // Other calls search too (a version's link prepares its page): one search is the list's.
    const searched = async (check: (body: GetAutosRequest) => boolean) =>
      (await searches(route)).some(check);
    await expect
      .poll(() => searched((body) => body.cStructuur === 'type'), { timeout: 5000 })
      .toBe(true);
    // A result per version leads to that version's configurator.
    const [model] = demoCarSearchResult.Modellen;
    const version = model?.Types[0];
    await expect
      .element(page.getByRole('link', { name: new RegExp(model?.cModel ?? '') }).first())
      .toHaveAttribute(
        'href',
        `/nl/horizon/calculator/${model?.nModelID}/types/type-${version?.nTypeIDHist}/configurator`,
      );

    const max = page.getByRole('group', { name: 'Bruto bijtelling per maand' });
    await userEvent.fill(max.getByRole('textbox', { name: 'Tot' }), '400');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => searched((body) => body.cStructuur === 'type' && body.nBijtellingMax === 400), {
        timeout: 5000,
      })
      .toBe(true);
    await userEvent.click(page.getByRole('combobox', { name: 'Bijtellingspercentage' }));
    await userEvent.click(page.getByRole('option', { name: '22%' }));
    await expect
      .poll(() => searched((body) => body.nBijtellingMax === 400 && body.nBijtelling === 22), {
        timeout: 5000,
      })
      .toBe(true);
    expect(new URLSearchParams(route.router.state.location.search).get('nBijtelling')).toBe('22');
  });
});
