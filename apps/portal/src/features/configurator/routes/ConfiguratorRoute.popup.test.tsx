import { optionKey } from '@lease/api';
import { demoOptions, demoOptionsResponse } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import {
  configuratorPath,
  optionsAsChosen,
  requestedIds,
} from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const { towBar, heatPump } = demoOptions;
const rule = 'De trekhaak kan alleen samen met de warmtepomp. We hebben de warmtepomp toegevoegd.';

/** As the reference server does: the tow bar brings the heat pump, and says so in a Popup. */
const towBarNeedsHeatPump = optionsAsChosen((body, chosen) => {
  const ids = requestedIds(body);
  if (!ids.includes(optionKey(towBar) ?? 0) || ids.includes(optionKey(heatPump) ?? 0)) return {};
  return {
    gekozenOptiesNieuw: [...chosen, { ...heatPump, cToelichting: rule }],
    Popup: { cTitel: towBar.cOmschrijving, cTekst: rule },
  };
});

const dialog = () =>
  page.getByRole('dialog', { name: 'Trekhaak, elektrisch uitklapbaar wijzigt je samenstelling' });
const search = () => rendered?.router.state.location.search;

describe('a choice that forces another option', () => {
  it('asks first, and once accepted keeps both; Back goes to before the choice', async () => {
    rendered = renderRoute(`${configuratorPath}?opties=`, {
      session: demoSession(),
      handlers: [towBarNeedsHeatPump],
    });
    await userEvent.click(page.getByRole('checkbox', { name: /Trekhaak/ }));

    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleDescription(rule);
    await expect
      .element(
        dialog()
          .getByRole('listitem')
          .getByText(/^Warmtepomp \(/),
      )
      .toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Akkoord' }));

    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: /Warmtepomp/ })).toBeChecked();
    expect(search()).toBe('?opties=880201%2C880202');
    await rendered.router.navigate(-1);
    await expect.element(page.getByRole('checkbox', { name: /Trekhaak/ })).not.toBeChecked();
    expect(search()).toBe('?opties=');
  });

  it('takes the choice back when the driver keeps their configuration', async () => {
    rendered = renderRoute(`${configuratorPath}?opties=`, {
      session: demoSession(),
      handlers: [towBarNeedsHeatPump],
    });
    await userEvent.click(page.getByRole('checkbox', { name: /Trekhaak/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Mijn samenstelling houden' }));

    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: /Trekhaak/ })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /Warmtepomp/ })).not.toBeChecked();
    expect(search()).toBe('?opties=');
  });

  it('asks again for an unconfirmed choice in a link; Escape takes the choice back', async () => {
    rendered = renderRoute(`${configuratorPath}?opties=880102,880201`, {
      session: demoSession(),
      handlers: [towBarNeedsHeatPump],
    });
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('radio', { name: /Kings Red/ })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /Trekhaak/ })).not.toBeChecked();
    expect(search()).toBe('?opties=880102');
  });
});

describe('a Popup that changes nothing', () => {
  it('is a notice in the page, which the driver can close', async () => {
    rendered = renderRoute(configuratorPath, { session: demoSession() });
    const notice = page.getByRole('note', { name: 'Levertijd' });
    await expect.element(notice.getByText(/12 tot 16 weken/)).toBeVisible();
    expect(page.getByRole('dialog').query()).toBeNull();
    await userEvent.click(notice.getByRole('button', { name: 'Melding sluiten' }));
    await expect.element(notice).not.toBeInTheDocument();
    expect(demoOptionsResponse.Popup?.cTitel).toBe('Levertijd');
  });
});
