import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { openFirstConfigurator } from './support/vehicles.ts';

/** An amount as the portal writes it ("€ 1.234,56" or "€ 435,-"), in euro. */
function euro(text: string): number {
  const match = /€\s?([\d.]+),(\d\d|-)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]?.replaceAll('.', '')) + (match[2] === '-' ? 0 : Number(match[2]) / 100);
}

test('the configurator counts the energy at the mileage and adds it to the lease price', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  const summary = page.getByRole('complementary', { name: 'Jouw samenstelling' });
  const lease = euro(
    (await summary
      .getByText(/per maand/)
      .first()
      .textContent()) ?? '',
  );
  const energy = summary.getByRole('region', { name: 'Lease en energie per maand' });
  await expect(energy).toContainText(/Energie bij [\d.]+ km per jaar/);
  // The cheapest car is electric: its consumption in kWh.
  await expect(energy).toContainText(/\d+(,\d)? kWh per 100 km/);
  const figures = await energy.getByRole('definition').allTextContents();
  const [energyCost, total] = [euro(figures[0] ?? ''), euro(figures.at(-1) ?? '')];
  expect(energyCost).toBeGreaterThan(0);
  expect(total).toBeCloseTo(lease + energyCost, 2);
});

test('on a norm for lease and energy together, the configurator and the policy say so', async ({
  page,
}) => {
  await logIn(page, demoDriver('stadmobiel'));
  await page.goto('/de/stadmobiel/calculator');
  await openFirstConfigurator(page);
  await expect(
    page.getByText(
      'Ihre Norm zählt Leasing und Energie zusammen: Ihr Eigenanteil richtet sich nach dieser Summe.',
    ),
  ).toBeVisible();

  await page.goto('/de/stadmobiel/policy');
  await expect(page.getByText('Norm für Leasing und Energie zusammen')).toBeVisible();
  const prices = page.getByRole('heading', { name: 'Energiepreise' });
  await expect(prices).toBeVisible();
  // The city's own charging price, the Dutch default for petrol.
  await expect(page.getByText('€ 0,30 pro kWh')).toBeVisible();
  await expect(page.getByText('€ 1,95 pro Liter')).toBeVisible();
});
