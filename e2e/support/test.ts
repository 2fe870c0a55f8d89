import { expect, test as base } from '@playwright/test';

interface ConsoleOptions {
  /** Console errors a test expects, e.g. the browser's own note on a deliberately failed call. */
  expectedConsoleErrors: RegExp[];
}

/**
 * Playwright's `test`, failing any test whose page logged an error or threw: a React warning,
 * a CSP violation or an unhandled rejection is a bug even when the page looks right.
 */
export const test = base.extend<ConsoleOptions & { pageErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
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
