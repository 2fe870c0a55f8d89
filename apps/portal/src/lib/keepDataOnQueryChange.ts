import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * The `shouldRevalidate` of the language and client frames and of every page whose query string
 * holds the person's choices within it (the calculator's filters, the configurator's options, the
 * cart's card, the reviewed models): a change of the query string alone runs no guard and no
 * loader, because the page reads the URL and fetches what it needs itself, so the change shows at
 * once. A new path, and a revalidation of the same address (after the session ended), load as
 * usual.
 *
 * A page whose query string says which thing the page is (the order page's `item`) keeps the
 * router's default: there a new query string is a new page, and its guards run with its loader.
 */
export function keepDataOnQueryChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const onlyQueryChanged =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyQueryChanged ? false : defaultShouldRevalidate;
}
