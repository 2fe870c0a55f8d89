import type { CarType } from '@lease/api';
import { demoCarDetails, demoTypes } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath, detailsBy, optionsAsChosen } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

/** `GetCardetails` answering the asked type as `type` (a car, or a bike with its `Fietsdata`). */
const detailsOf = (type: CarType) =>
  http.get('*/api/GetCardetails', ({ request }) => {
    const nTypeIDHist = Number(new URL(request.url).searchParams.get('nTypeIDHist'));
    const [brand] = demoCarDetails.Merken;
    const [model] = brand?.Modellen ?? [];
    return HttpResponse.json({
      Merken: [{ ...brand, Modellen: [{ ...model, Types: [{ ...type, nTypeIDHist }] }] }],
      Fietsdata: type.Fietsdata,
    });
  });

const summary = () => page.getByRole('complementary', { name: 'Jouw samenstelling' });

describe('the figures and facts of the configured vehicle', () => {
  it('shows the calculation’s option and accessory amounts in the summary', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [detailsBy(() => ({ nOptiebedrag: 1250, nAccessoirebedrag: 1800 }))],
    });
    const amounts = summary().getByRole('region', { name: 'Bedragen in de berekening' });
    await expect.element(amounts).toBeVisible();
    const rows = amounts
      .getByRole('term')
      .elements()
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Fabrieksopties', '€\u00a01.250,-'],
      ['Accessoires en eigen opties', '€\u00a01.800,-'],
    ]);
  });

  it('gives the WLTP notice the car’s CO₂, range and fuel label, and says when options change them', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [
        detailsOf({ ...demoTypes.modelY, nCO2: 0, nActieradius: 517, cBrandstoflabel: 'A' }),
        optionsAsChosen(() => ({ WLTP: true })),
      ],
    });
    const notice = summary().getByRole('note', { name: 'WLTP-waarden' });
    await expect.poll(() => notice.element().textContent).toContain('CO₂ 0 g/km');
    await expect.poll(() => notice.element().textContent).toContain('actieradius 517 km');
    await expect.poll(() => notice.element().textContent).toContain('energielabel A.');
    await expect
      .poll(() => notice.element().textContent)
      .toContain('Je opties veranderen deze waarden: de getoonde cijfers gelden');
  });

  it('shows the WLTP figures of a car also when no option changes them', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [
        detailsOf({ ...demoTypes.modelY, nCO2: 142, nActieradius: null, cBrandstoflabel: 'C' }),
        optionsAsChosen(() => ({ WLTP: false })),
      ],
    });
    const notice = summary().getByRole('note', { name: 'WLTP-waarden' });
    await expect.poll(() => notice.element().textContent).toContain('CO₂ 142 g/km');
    await expect.poll(() => notice.element().textContent).toContain('energielabel C.');
    await expect
      .poll(() => notice.element().textContent)
      .not.toContain('Je opties veranderen deze waarden');
  });

  it('lists a bike’s specification instead of WLTP figures', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [detailsOf(demoTypes.gazelleUltimate)],
    });
    const specs = summary().getByRole('region', { name: 'Specificaties' });
    await expect.element(specs).toBeVisible();
    const rows = specs
      .getByRole('term')
      .elements()
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toContain('Soort fiets: E-bike');
    expect(rows).toContain('Framehoogte: 53 cm');
    expect(rows).toContain('Smartphone-ondersteuning: Ja');
    expect(page.getByRole('note', { name: 'WLTP-waarden' }).elements()).toHaveLength(0);
  });
});
