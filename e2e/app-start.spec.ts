import type { Page } from '@playwright/test';
import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test, untilAdopted } from './support/test.ts';

/**
 * Notes, in the page, every error made and every read or write of `document.cookie` that happens
 * while a script's top level is on the stack, with the files of those scripts. With DevTools open
 * (Lighthouse records so), V8 tells the place of each frame of such a stack by parsing its
 * function again, and a script's top level is the whole script: the app's entry is hundreds of
 * kilobytes, parsed a second time inside the page's longest task.
 */
async function noteTopLevelStacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Site {
      getFileName(): string | null;
      getEnclosingLineNumber?(): number | null;
      getEnclosingColumnNumber?(): number | null;
    }
    const noted: string[] = [];
    // React's own errors (their messages lead to react.dev) and whether each has a stack.
    const reactErrors: boolean[] = [];
    Object.assign(window, { topLevelStacks: noted, reactErrorsWithStack: reactErrors });
    const OriginalError = Error;
    const topLevelFiles = (): string[] => {
      const errorApi = OriginalError as unknown as {
        prepareStackTrace?: (error: unknown, sites: Site[]) => unknown;
        captureStackTrace(target: object): void;
      };
      const before = errorApi.prepareStackTrace;
      // A frame whose enclosing function starts at the script's first character is its top level.
      errorApi.prepareStackTrace = (_error, sites) =>
        sites
          .filter((site) => site.getEnclosingLineNumber?.() === 1)
          .filter((site) => site.getEnclosingColumnNumber?.() === 1)
          .map((site) => site.getFileName() ?? '');
      const holder: { stack?: string[] } = {};
      errorApi.captureStackTrace(holder);
      // The stack is made as it is first read, so it is read before the formatter goes back.
      const files = holder.stack ?? [];
      errorApi.prepareStackTrace = before;
      return files;
    };
    const note = (what: string) => {
      const files = topLevelFiles();
      if (files.length > 0) noted.push(`${what} at the top level of ${files.join(', ')}`);
    };
    const made = (error: Error) => {
      if (error.message.includes('react.dev/errors')) reactErrors.push(error.stack !== undefined);
      return error;
    };
    window.Error = new Proxy(OriginalError, {
      apply: (target, self, args: unknown[]) => {
        note('an error');
        return made(Reflect.apply(target, self, args) as Error);
      },
      construct: (target, args: unknown[], newTarget: (...args: unknown[]) => unknown) => {
        note('an error');
        return made(Reflect.construct(target, args, newTarget) as Error);
      },
    });
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        note('a cookie read');
        return cookie?.get?.call(this) as string;
      },
      set(this: Document, value: string) {
        note('a cookie write');
        cookie?.set?.call(this, value);
      },
    });
  });
}

/** The app's entry chunk: the file the page's boot script imports. */
async function entryFile(page: Page): Promise<string> {
  const boot = await page.locator('script[type="module"]').getAttribute('src');
  const source = await (await page.request.get(boot ?? '')).text();
  const entry = /import\("([^"]+)"\)/.exec(source)?.[1] ?? '';
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  return entry;
}

const notedIn = async (page: Page, entry: string): Promise<string[]> =>
  (
    await page.evaluate(() => (window as unknown as { topLevelStacks: string[] }).topLevelStacks)
  ).filter((noted) => noted.includes(entry));

test.describe("the app's entry makes no error and touches no cookie as its modules run", () => {
  test('on a page the server rendered with its data', async ({ page }) => {
    await logIn(page, demoDriver('horizon'));
    await noteTopLevelStacks(page);
    await page.goto('/nl/horizon/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Zoek een voertuig' })).toBeVisible();
    expect(await notedIn(page, await entryFile(page))).toEqual([]);
  });

  test("React's renderer makes its marker errors without a stack, which DevTools would place", async ({
    page,
  }) => {
    // Placing it would parse the renderer's whole module again (src/lib/renderer/).
    await logIn(page, demoDriver('horizon'));
    await noteTopLevelStacks(page);
    await page.goto('/nl/horizon/calculator');
    const withStack = await page.evaluate(
      () => (window as unknown as { reactErrorsWithStack: boolean[] }).reactErrorsWithStack,
    );
    expect(withStack.length).toBeGreaterThanOrEqual(5);
    expect(withStack).not.toContain(true);
  });

  test('on the login page, which the app renders itself', async ({ page }) => {
    await noteTopLevelStacks(page);
    await page.goto('/nl/zonnig/auth/login');
    // The server paints the login card first; React's renderer has started once it holds it.
    await untilAdopted(page.getByRole('button', { name: 'Inloggen' }));
    expect(await notedIn(page, await entryFile(page))).toEqual([]);
  });
});
