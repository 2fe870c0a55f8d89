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

/** Each demo client's driver in another interface language, with the words of the energy. */
const cases = [
  {
    client: 'horizon',
    lang: 'nl',
    summary: 'Jouw samenstelling',
    heading: 'Lease en energie per maand',
    energy: /Energie bij [\d.]+ km per jaar/,
    month: /per maand/,
  },
  {
    client: 'polder',
    lang: 'fr',
    summary: 'Votre configuration',
    heading: 'Leasing et énergie par mois',
    energy: /Énergie à [\d\s.]+ km par an/,
    month: /par mois/,
  },
  {
    client: 'zonnig',
    lang: 'en',
    summary: 'Your configuration',
    heading: 'Lease and energy a month',
    energy: /Energy at [\d,.]+ km a year/,
    month: /a month/,
  },
  {
    client: 'stadmobiel',
    lang: 'de',
    summary: 'Ihre Konfiguration',
    heading: 'Leasing und Energie pro Monat',
    energy: /Energie bei [\d.]+ km pro Jahr/,
    month: /pro Monat/,
  },
] as const;

for (const { client, lang, summary, heading, energy, month } of cases) {
  test(`${client} in ${lang}: the configurator counts the energy at the mileage and adds it to the lease price`, async ({
    page,
  }) => {
    await logIn(page, demoDriver(client));
    await page.goto(`/${lang}/${client}/calculator`);
    await openFirstConfigurator(page);
    const panel = page.getByRole('complementary', { name: summary });
    // The lease price is the summary's first amount a month.
    const lease = euro(
      (await panel
        .getByText(new RegExp(`€.*${month.source}`))
        .first()
        .textContent()) ?? '',
    );
    const region = panel.getByRole('region', { name: heading });
    await expect(region).toContainText(energy);
    // Its consumption per 100 km, in kWh, litres or kg as the car uses energy.
    await expect(region).toContainText(/\d+([,.]\d)? (kWh|liter|litres|Liter|kg) /);
    const figures = await region.getByRole('definition').allTextContents();
    const [energyCost, total] = [euro(figures[0] ?? ''), euro(figures.at(-1) ?? '')];
    expect(energyCost).toBeGreaterThan(0);
    expect(total).toBeCloseTo(lease + energyCost, 2);
  });
}

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
