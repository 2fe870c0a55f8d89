import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { openFirstConfigurator } from './support/vehicles.ts';

test('the breadcrumbs lead from the configurator back up to its types, search and home', async ({
  page,
}) => {
  await logIn(page, demoDriver('zonnig'));
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zoek een voertuig' }).click();
  await openFirstConfigurator(page);
  const configurator = page.url();

  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('link')).toHaveText(['Start', 'Zoek een voertuig', 'Uitvoeringen']);
  await expect(crumbs.getByText('Stel je auto samen')).toHaveAttribute('aria-current', 'page');
  // Settled (the price calculated, nothing fading in) before axe looks at the colours.
  await expect(page.getByRole('button', { name: 'Deze auto bestellen' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await crumbs.getByRole('link', { name: 'Uitvoeringen' }).click();
  await expect(page).toHaveURL(/\/types$/);
  await expect(crumbs.getByText('Uitvoeringen')).toHaveAttribute('aria-current', 'page');
  expect(page.url()).toBe(configurator.replace(/\/types\/[^/]+\/configurator.*$/, '/types'));
  await crumbs.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL('/nl/zonnig');
});
