import { demoConfiguratorDetailOverBudget } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
const viewport = { width: window.innerWidth, height: window.innerHeight };
afterEach(async () => {
  rendered?.unmount();
  await page.viewport(viewport.width, viewport.height);
});

/** A car over the norm with a four-figure lease price: the widest amounts the summary shows. */
const wideAmounts = http.post('*/api/GetDetails', () =>
  HttpResponse.json({ ...demoConfiguratorDetailOverBudget, nLeaseprijs: 1234.56 }),
);

/** Whether an element's text is cut off in its box or sticks out of the given edges. */
function clipped(element: Element, edges: { left: number; right: number }): boolean {
  const box = element.getBoundingClientRect();
  return (
    element.scrollWidth > element.clientWidth ||
    box.left < edges.left - 0.5 ||
    box.right > edges.right + 0.5
  );
}

/** The amounts of the net cost a person cannot read whole: cut off, or outside the panel. */
function clippedAmounts(panel: Locator): string[] {
  const edges = panel.element().getBoundingClientRect();
  return [...panel.getByRole('definition').elements(), ...panel.getByRole('cell').elements()]
    .filter((amount) => clipped(amount, edges))
    .map((amount) => amount.textContent ?? '');
}

describe('the configurator on a phone', () => {
  it.each([360, 320])(
    'in German at %i px: nothing sticks out sideways and every amount of the net cost is whole',
    async (width) => {
      await page.viewport(width, 800);
      rendered = renderRoute('/de/horizon/calculator/304/types/type-880001/configurator', {
        session: demoSession(),
        handlers: [wideAmounts],
      });
      const summary = page.getByRole('complementary', { name: 'Ihre Konfiguration' });
      const netCost = summary.getByRole('region', {
        name: 'So setzen sich Ihre Nettokosten zusammen',
      });
      await expect.element(netCost.getByRole('cell', { name: /^€\s305,65$/ })).toBeVisible();
      expect(clippedAmounts(netCost)).toEqual([]);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    },
  );

  it('keeps the link to the summary whole beside a four-figure price at 320 px (Dutch)', async () => {
    await page.viewport(320, 800);
    rendered = renderRoute('/nl/horizon/calculator/304/types/type-880001/configurator', {
      session: demoSession(),
      handlers: [wideAmounts],
    });
    const link = page.getByRole('link', { name: 'Naar de samenvatting' });
    // The price bar once the price is in.
    await expect.element(page.getByText(/^€\s1\.234,56 per maand$/).first()).toBeVisible();
    // Inside the page's 16 px margins: the price bar's edges.
    expect(clipped(link.element(), { left: 16, right: 320 - 16 })).toBe(false);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });

  it('keeps the link to the summary still when the price comes in beside it', async () => {
    // A phone of Lighthouse's size, where a three-figure price fits beside the link.
    await page.viewport(412, 800);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const heldBack = http.post('*/api/GetDetails', async () => {
      await answered;
      return HttpResponse.json({ ...demoConfiguratorDetailOverBudget, nLeaseprijs: 435.53 });
    });
    rendered = renderRoute('/nl/horizon/calculator/304/types/type-880001/configurator', {
      session: demoSession(),
      handlers: [heldBack],
    });
    const link = page.getByRole('link', { name: 'Naar de samenvatting' });
    await expect.element(link).toBeVisible();
    // The link's box: the browser counts a layout shift when it moves, even with the link
    // itself in place.
    const before = link.element().parentElement?.getBoundingClientRect();

    answer();
    await expect.element(page.getByText(/^€\s435,53 per maand$/).first()).toBeVisible();
    const after = link.element().parentElement?.getBoundingClientRect();
    expect(after?.toJSON()).toEqual(before?.toJSON());
  });
});
