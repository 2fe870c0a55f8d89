import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * For the configurator and the pricing manager: a change of the choice only changes the query
 * string, and the page fetches what it needs itself, so the change shows at once instead of after
 * the loader. A new path (another car) loads as usual.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
