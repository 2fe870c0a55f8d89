import type { HydrationState, StaticHandlerContext } from 'react-router-dom';

/**
 * What the router hands over: the loaders' data of every matched route, and each matched route
 * that guards with middleware but loads nothing, as done. A route of that kind has no data to
 * hand over, and the browser's router would otherwise count it as not loaded and start by running
 * the page's guards again (10-30 ms at full speed on a phone, in the take-over's longest task) to
 * decide what the server has decided already. The browser keeps what the guards keep there
 * itself as it takes the page over (`hydratePage.tsx`).
 */
export function routerHydration(
  context: Pick<StaticHandlerContext, 'matches' | 'loaderData' | 'actionData'>,
): HydrationState {
  const loaderData: Record<string, unknown> = { ...context.loaderData };
  for (const { route } of context.matches) {
    if (route.middleware && !route.loader && loaderData[route.id] === undefined) {
      loaderData[route.id] = null;
    }
  }
  return { loaderData, actionData: context.actionData };
}
