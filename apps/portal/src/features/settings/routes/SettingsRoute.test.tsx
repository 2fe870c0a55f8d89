import { demoDriverProfile } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

const callsTo = (route: RenderedRoute, call: string) =>
  route.requests.filter((request) => new URL(request.url).pathname === `/api/${call}`);

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('the settings page', () => {
  it("saves a driver's tax bracket on the server", async () => {
    const route = (rendered = renderRoute('/nl/horizon/settings', { session: demoSession() }));
    const bracket = page.getByRole('radio', { name: /Schijf 2/ });
    await expect.element(page.getByRole('radio', { name: /Schijf 3/ })).toBeChecked();
    await userEvent.click(bracket);
    await expect
      .element(page.getByText('Je instellingen zijn opgeslagen.', { exact: false }))
      .toBeVisible();
    const [saved] = callsTo(route, 'SetSettings');
    expect(await saved?.json()).toMatchObject({
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: false,
    });
  });

  it('keeps the choice of a supervisor without a driver on this device only (spec point 6)', async () => {
    const route = (rendered = renderRoute('/nl/horizon/settings', {
      session: demoSession({ Level: 2 }),
      handlers: [
        http.get('*/api/GetBerijderDetails', () =>
          HttpResponse.json({ ...demoDriverProfile, cBerijdernaam: '' }),
        ),
      ],
    }));
    await expect.element(page.getByRole('note')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: /AOW-leeftijd/ }));
    await expect.element(page.getByRole('radio', { name: /AOW-leeftijd/ })).toBeChecked();
    expect(callsTo(route, 'SetSettings')).toHaveLength(0);
    expect(route.deps.choices.taxSettings.read()).toEqual({
      nBelastingPercentage: 17.85,
      bAlleenZakelijk: false,
    });
  });
});
