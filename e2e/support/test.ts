import { expect, test as base, type Locator, type Page } from '@playwright/test';

interface ConsoleOptions {
  /** Console errors a test expects, e.g. the browser's own note on a deliberately failed call. */
  expectedConsoleErrors: RegExp[];
}

/**
 * Waits until the app has taken over a page the server rendered (apps/portal/src/app/routes/
 * MarkTakenOver.tsx marks it once the page's own part is adopted): its controls answer from then
 * on, as a person would find once the page is ready. A page the app renders itself needs no wait:
 * its controls appear when they answer. Page loads wait for it by themselves; a test that follows
 * a link the browser may load as a page of its own (a click before the take-over) waits too.
 */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('page-hydration') || 'takenOver' in document.documentElement.dataset,
  );
}

/**
 * Holds back the scripts whose address matches until the returned `release` is called: the page
 * the server sent is on screen, and the app (or the part those scripts bring) is not yet in it.
 */
export async function holdScripts(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has adopted an element of a part that the page takes over after itself (its
 * code loads apart): React marks the elements it has adopted with its own properties.
 */
export async function untilAdopted(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactProps'))
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
}

/** A page load that returns once the app has taken the loaded page over. */
function thenTakenOver<A extends unknown[], R>(
  page: Page,
  load: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const result = await load(...args);
    await untilTakenOver(page);
    return result;
  };
}

/** Every way a test loads a page (a step through history may load the page anew) waits for it. */
function waitForTakeOverOnLoad(page: Page): void {
  page.goto = thenTakenOver(page, page.goto.bind(page));
  page.reload = thenTakenOver(page, page.reload.bind(page));
  page.goBack = thenTakenOver(page, page.goBack.bind(page));
  page.goForward = thenTakenOver(page, page.goForward.bind(page));
}

/**
 * Playwright's `test`, failing any test whose page logged an error or threw: a React warning,
 * a CSP violation or an unhandled rejection is a bug even when the page looks right.
 */
export const test = base.extend<ConsoleOptions & { pageErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  // Every page of the test's browser context, the first and any other tab it opens.
  context: async ({ context }, use) => {
    context.on('page', waitForTakeOverOnLoad);
    await use(context);
  },
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
