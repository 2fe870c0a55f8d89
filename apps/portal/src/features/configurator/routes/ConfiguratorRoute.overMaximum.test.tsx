import { demoConfiguratorDetailOverBudget } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath, detailsBy, optionsAsChosen } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

/** The ID.4 over the €150 maximum of category A (€199 above the norm) while options are chosen. */
const overWithOptions = detailsBy((body) =>
  body.Opties.length > 0 ? demoConfiguratorDetailOverBudget : { bMagBestellen: true },
);
const summary = () => page.getByRole('complementary', { name: 'Jouw samenstelling' });

describe('a configuration above the maximum own contribution', () => {
  it('says by how much, and which options to take off; taking them off allows the order', async () => {
    rendered = renderRoute(`${configuratorPath}?opties=880102,880201,880202`, {
      session: demoSession(),
      handlers: [optionsAsChosen(), overWithOptions],
    });
    await expect
      .element(
        summary().getByText(/^Je eigen bijdrage is €\s49,- hoger dan het maximum van €\s150,-\.$/),
      )
      .toBeVisible();
    // Every option with what it adds, dearest first; the €9 parent-scheme option is one too.
    const advice = summary().getByRole('region', { name: 'Wat je kunt aanpassen' });
    const choices = advice.getByRole('listitem');
    await expect.element(advice.getByText(/^Warmtepomp: €\s21,- per maand$/)).toBeVisible();
    expect(choices.elements().map((item) => item.textContent?.split(':')[0])).toEqual([
      'Warmtepomp',
      'Kings Red metallic',
      'Trekhaak, elektrisch uitklapbaar',
      'Vervangend vervoer na 24 uur',
    ]);
    await expect.element(advice.getByText(/^Vervangend vervoer na 24 uur: €\s9,-/)).toBeVisible();
    await expect
      .element(
        advice.getByText(
          /^Zonder Warmtepomp, Kings Red metallic en Trekhaak, elektrisch uitklapbaar is je leaseprijs ongeveer €\s51,- per maand lager/,
        ),
      )
      .toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Deze 3 opties verwijderen' }));
    await expect.element(page.getByRole('button', { name: 'Deze auto bestellen' })).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: /Warmtepomp/ })).not.toBeChecked();
    expect(rendered.router.state.location.search).toBe('?opties=');
  });

  it('says when even without options the car stays above the maximum', async () => {
    rendered = renderRoute(`${configuratorPath}?opties=`, {
      session: demoSession(),
      handlers: [optionsAsChosen(), detailsBy(() => demoConfiguratorDetailOverBudget)],
    });
    await expect
      .element(
        summary().getByText(/^Ook zonder je opties blijft je eigen bijdrage boven het maximum/),
      )
      .toBeVisible();
    await expect
      .element(summary().getByRole('region', { name: 'Wat je kunt aanpassen' }).getByRole('button'))
      .not.toBeInTheDocument();
  });
});
