import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe's serious and critical violations on the page once no transition is running. */
async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Runs axe on the page once it is still, and fails on any serious or critical violation, listing
 * each rule with the elements it found, so the failure says what to fix. "Still": no transition
 * is running (a button fading in is half its colour, which axe would measure on a slow machine);
 * endless animations such as a spinner are no reason to wait. A control that changes while axe
 * reads the page (enabled as a price arrives, its colour moving from grey to the brand's) is
 * measured halfway: what axe finds is measured once more at rest, and only what stays counts.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  let serious = await seriousViolations(page);
  if (serious.length > 0) serious = await seriousViolations(page);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
