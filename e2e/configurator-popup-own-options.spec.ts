import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { openFirstConfigurator } from './support/vehicles.ts';
import { expect, holdScripts, test, untilAdopted } from './support/test.ts';

// The reference server's demo catalogue: the first car of horizon's calculator offers the
// "Assistentiepakket Plus", which only comes with the "Parkeerpakket" (a rule of its options).
test('a forced package asks first; accepted, cancelled and own options all survive a reload', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  const summary = page.getByRole('complementary', { name: 'Jouw samenstelling' });
  const price = summary.getByText(/per maand/).first();
  await expect(price).toBeVisible();

  const plus = page.getByRole('radio', { name: /Assistentiepakket Plus/ });
  const parking = page.getByRole('checkbox', { name: /Parkeerpakket/ });
  const dialog = page.getByRole('dialog', {
    name: 'Assistentiepakket Plus wijzigt je samenstelling',
  });

  // Cancelling takes the choice back.
  await plus.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('kan alleen samen met Parkeerpakket');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(plus).not.toBeChecked();
  await expect(parking).not.toBeChecked();

  // Accepting keeps both, and a reload asks nothing more.
  await plus.click();
  await dialog.getByRole('button', { name: 'Akkoord' }).click();
  await expect(dialog).toBeHidden();
  await expect(plus).toBeChecked();
  await expect(parking).toBeChecked();
  await page.reload();
  await expect(parking).toBeChecked();
  await expect(plus).toBeChecked();
  await expect(dialog).toBeHidden();

  // An own option is priced, and a reload restores it exactly.
  const before = await price.textContent();
  const own = page.getByRole('region', { name: 'Eigen opties' });
  await own.getByRole('textbox', { name: 'Omschrijving' }).fill('Fietsdrager: 2 fietsen');
  await own.getByRole('textbox', { name: 'Prijs incl. btw' }).fill('1.250');
  await own.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(own.getByText('Fietsdrager: 2 fietsen')).toBeVisible();
  await expect(price).not.toHaveText(before ?? '');
  const withOwn = await price.textContent();
  await page.reload();
  await expect(own.getByText('Fietsdrager: 2 fietsen')).toBeVisible();
  await expect(own.getByText('€ 1.250,-')).toBeVisible();
  await expect(price).toHaveText(withOwn ?? '');
  await expect(parking).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Back undoes the own option.
  await page.goBack();
  await expect(own.getByText('Fietsdrager: 2 fietsen')).toBeHidden();
  await expect(price).toHaveText(before ?? '');
});

test('above the maximum own contribution the page says by how much and what to change', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator?cSortering=nLeaseprijs-desc');
  await openFirstConfigurator(page);
  const summary = page.getByRole('complementary', { name: 'Jouw samenstelling' });
  await expect(
    summary.getByText(/^Je eigen bijdrage is €\s[\d.,-]+ hoger dan het maximum van €\s150,-\.$/),
  ).toBeVisible();
  const advice = summary.getByRole('region', { name: 'Wat je kunt aanpassen' });
  await expect(advice).toContainText(
    'Ook zonder je opties blijft je eigen bijdrage boven het maximum',
  );
  await expect(page.getByRole('button', { name: 'Deze auto bestellen' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('an own option typed while the page is still being taken over is kept', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  const configurator = page.url();

  // The own options' code is held back: the server's form is on screen, the app not yet in it.
  const release = await holdScripts(page, /\/assets\/ownOptions-[\w-]+\.js$/);
  const loading = page.goto(configurator);
  const own = page.getByRole('region', { name: 'Eigen opties' });
  await own.getByRole('textbox', { name: 'Omschrijving' }).fill('Trekhaak afneembaar');
  await own.getByRole('textbox', { name: 'Prijs incl. btw' }).fill('950');
  release();
  await loading;
  // The form is adopted with its code, after the page: a click before it would be the browser's.
  await untilAdopted(own.getByRole('button', { name: 'Toevoegen' }));
  await expect(own.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
    'Trekhaak afneembaar',
  );
  await own.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(own.getByText('Trekhaak afneembaar')).toBeVisible();
  await expect(own.getByText('€ 950,-')).toBeVisible();
});
