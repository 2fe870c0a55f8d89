import type { DetailRequest } from '@lease/api';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath, detailsBy, optionsAsChosen } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

/** `GetDetails` pricing each own option at 2% of its price a month over € 500. */
const pricedByOwnOptions = (bodies: DetailRequest[]) =>
  detailsBy(
    (body) => ({
      nLeaseprijs: 500 + body.EigenOpties.reduce((sum, o) => sum + (o.nPrijs ?? 0) * 0.02, 0),
    }),
    bodies,
  );
const ownOptions = () => page.getByRole('region', { name: 'Eigen opties' });
const price = (text: string) =>
  page.getByRole('complementary', { name: 'Jouw samenstelling' }).getByText(text);
const lastOwn = (bodies: DetailRequest[]) =>
  bodies.at(-1)?.EigenOpties.map((o) => [o.cOmschrijving, o.nPrijs, o.bIsBestellingVraag]);

describe('own options', () => {
  it('are kept in the URL as they are added and removed, and priced', async () => {
    const bodies: DetailRequest[] = [];
    rendered = renderRoute(`${configuratorPath}?opties=`, {
      session: demoSession(),
      handlers: [optionsAsChosen(), pricedByOwnOptions(bodies)],
    });
    // The demo server offers "Dakdragers" (€ 245) until the driver changes the list.
    await expect.element(ownOptions().getByText('Dakdragers')).toBeVisible();
    await expect.element(price('€ 504,90 per maand')).toBeVisible();

    await userEvent.fill(
      ownOptions().getByRole('textbox', { name: 'Omschrijving' }),
      'Matten: rubber',
    );
    await userEvent.fill(ownOptions().getByRole('textbox', { name: 'Prijs incl. btw' }), '1.000');
    await userEvent.click(ownOptions().getByRole('button', { name: 'Toevoegen' }));

    await expect.element(ownOptions().getByText('Matten: rubber')).toBeVisible();
    await expect.element(price('€ 524,90 per maand')).toBeVisible();
    expect(new URLSearchParams(rendered.router.state.location.search).getAll('eigen')).toEqual([
      '245:Dakdragers',
      '1000:Matten: rubber',
    ]);
    expect(lastOwn(bodies)).toEqual([
      ['Dakdragers', 245, false],
      ['Matten: rubber', 1000, false],
    ]);

    await userEvent.click(ownOptions().getByRole('button', { name: 'Dakdragers verwijderen' }));
    await expect.element(ownOptions().getByText('Dakdragers')).not.toBeInTheDocument();
    await expect.element(price('€ 520,- per maand')).toBeVisible();

    // The back button brings the removed one back.
    await rendered.router.navigate(-1);
    await expect.element(ownOptions().getByText('Dakdragers')).toBeVisible();
    await expect.element(price('€ 524,90 per maand')).toBeVisible();
  });

  it('are restored from a shared link exactly; a malformed one is left out', async () => {
    const bodies: DetailRequest[] = [];
    rendered = renderRoute(
      `${configuratorPath}?opties=&eigen=100:Matten&eigen=onzin&eigen=50:Spatlappen%20%26%20co`,
      { session: demoSession(), handlers: [optionsAsChosen(), pricedByOwnOptions(bodies)] },
    );
    await expect.element(ownOptions().getByText('Spatlappen & co')).toBeVisible();
    await expect.element(ownOptions().getByText('Dakdragers')).not.toBeInTheDocument();
    await expect.element(price('€ 503,- per maand')).toBeVisible();
    expect(lastOwn(bodies)).toEqual([
      ['Matten', 100, false],
      ['Spatlappen & co', 50, false],
    ]);
  });

  it('"none" is kept too: without own options the server\'s are not brought back', async () => {
    rendered = renderRoute(`${configuratorPath}?opties=&eigen=`, {
      session: demoSession(),
      handlers: [optionsAsChosen(), pricedByOwnOptions([])],
    });
    await expect
      .element(ownOptions().getByText('Je hebt nog geen eigen opties toegevoegd.'))
      .toBeVisible();
    await expect.element(price('€ 500,- per maand')).toBeVisible();
  });
});
