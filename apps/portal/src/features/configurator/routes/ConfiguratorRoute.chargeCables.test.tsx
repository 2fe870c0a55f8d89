import { demoCarDetails, demoTypes } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

/** The type of {@link configuratorPath}. */
const TYPE_ID = 880001;

/** `GetCardetails` answering the asked type as a car with these charge cables. */
const detailsWithCables = (Laadkabels: string[]) =>
  http.get('*/api/GetCardetails', ({ request }) => {
    const nTypeIDHist = Number(new URL(request.url).searchParams.get('nTypeIDHist'));
    const [brand] = demoCarDetails.Merken;
    const [model] = brand?.Modellen ?? [];
    return HttpResponse.json({
      ...demoCarDetails,
      Merken: [
        {
          ...brand,
          Modellen: [{ ...model, Types: [{ ...demoTypes.modelY, nTypeIDHist, Laadkabels }] }],
        },
      ],
    });
  });

const summary = () => page.getByRole('complementary', { name: 'Jouw samenstelling' });

describe('the charge cables of the configured car', () => {
  it('are in the summary, in the interface language, as GetCardetails gives them', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [detailsWithCables(['supercharger', 'type-2', 'ccs'])],
    });

    const cables = summary().getByRole('region', { name: 'Laadkabels' });
    await expect.element(cables.getByRole('heading', { level: 3 })).toHaveTextContent('Laadkabels');
    expect(
      cables
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Type 2', 'CCS', 'Supercharger']);
    const asked = rendered.requests.filter((request) => request.url.includes('/GetCardetails'));
    expect(new URL(asked[0]?.url ?? 'http://x').searchParams.get('nTypeIDHist')).toBe(
      String(TYPE_ID),
    );
  });

  it('follow the language of the page', async () => {
    rendered = renderRoute(configuratorPath.replace('/nl/', '/de/'), {
      session: demoSession(),
      handlers: [detailsWithCables(['type-2', 'ccs'])],
    });

    const cables = page.getByRole('region', { name: 'Ladekabel' });
    await expect.element(cables).toBeVisible();
    expect(
      cables
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Typ 2', 'CCS']);
  });

  it('are left out for a car without a plug', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [detailsWithCables([])],
    });

    await expect.element(summary().getByRole('heading', { name: 'Leaseprijs' })).toBeVisible();
    expect(page.getByRole('region', { name: 'Laadkabels' }).elements()).toHaveLength(0);
  });

  it('are left out when GetCardetails fails, and the configurator works on', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [http.get('*/api/GetCardetails', () => new HttpResponse(null, { status: 500 }))],
    });

    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Stel je auto samen' }))
      .toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: /Trekhaak/ })).toBeVisible();
    expect(page.getByRole('region', { name: 'Laadkabels' }).elements()).toHaveLength(0);
  });
});
