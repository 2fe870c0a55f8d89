import type { Mutation } from './applyMutation.ts';

const unit = (file: string, name?: string): Mutation['test'] => ({
  project: 'unit',
  file,
  ...(name ? { name } : {}),
});
const portal = (file: string, name?: string): Mutation['test'] => ({
  project: 'portal',
  file,
  ...(name ? { name } : {}),
});

/**
 * The behaviours people and callers rely on, each broken once in the code that provides it, with
 * the test that must then fail: a test that still passes with its behaviour broken guards
 * nothing. `node scripts/check-mutations.ts` applies them one at a time.
 */
export const GUARDED_BEHAVIOURS: readonly Mutation[] = [
  // The reference server
  {
    behaviour: 'a token without a chosen driver reads nothing (403)',
    file: 'apps/server/src/auth/requireSession.ts',
    find: 'if (!chosen && !beforeChoice) {',
    replace: 'if (false) {',
    test: unit('apps/server/src/auth/requireSession.test.ts'),
  },
  {
    behaviour: 'a stale basket version is refused (409), so two tabs lose nothing',
    file: 'apps/server/src/routes/cart.ts',
    find: 'if (body.nVersie !== stored.version) throw staleVersion();\n      const items = priceItems(',
    replace: 'const items = priceItems(',
    test: unit('apps/server/src/routes/cart.test.ts', 'stale version'),
  },
  {
    behaviour: 'an order sent twice with one Idempotency-Key is one order',
    file: 'apps/server/src/routes/cart.ts',
    find: 'if (previous) {',
    replace: 'if (false) {',
    test: unit('apps/server/src/routes/cart.test.ts', 'Idempotency-Key'),
  },
  {
    behaviour: "another driver's order is not found",
    file: 'apps/server/src/cart/orders.ts',
    find: 'WHERE id = ? AND client_code = ? AND owner = ?',
    replace: 'WHERE id = ? AND client_code = ? AND ? IS NOT NULL',
    test: unit('apps/server/src/routes/cart.test.ts', 'owner only'),
  },
  {
    behaviour: 'finalizing after the order form never orders the car a second time',
    file: 'apps/server/src/routes/cart.ts',
    find: 'if (placed[index] != null) return [];',
    replace: '',
    test: unit('apps/server/src/routes/cart.test.ts', 'not a second one'),
  },
  {
    behaviour: 'an attachment over the limit is refused by name',
    file: 'packages/api/src/schemas/order.ts',
    find: '.max(MAX_ATTACHMENT_CHARS, ',
    replace: '.max(Number.MAX_SAFE_INTEGER, ',
    test: unit('apps/server/src/routes/cart.test.ts', 'MAX_ATTACHMENT_BYTES'),
  },
  {
    behaviour: "the basket prices a pricing manager's offer as the offer page did",
    file: 'apps/server/src/cart/basketStore.ts',
    find: 'PMOpties: item.PMOpties,\n          nPricingManagerId: item.nPricingManagerId,\n        });',
    replace: '});',
    test: unit('apps/server/src/configuration/pricingManager.test.ts'),
  },
  {
    behaviour: 'the basket keeps the parent-scheme choices of a car',
    file: 'apps/server/src/cart/basketStore.ts',
    find: 'MantelOpties: item.MantelOpties,\n          PMOpties',
    replace: 'PMOpties',
    test: unit('apps/server/src/routes/cart.test.ts', 'parent-scheme'),
  },
  // The contract: gateway and rules
  {
    behaviour: 'a newer read cancels the older one, so a burst ends in one calculation',
    file: 'packages/api/src/gateway.ts',
    find: 'pendingReads.get(readKey)?.abort();',
    replace: '',
    test: unit('packages/api/src/gateway.test.ts'),
  },
  {
    behaviour: 'a 401 ends the session',
    file: 'packages/api/src/gateway.ts',
    find: 'config.onSessionEnd?.();',
    replace: '',
    test: unit('packages/api/src/gateway.test.ts'),
  },
  {
    behaviour: 'adding to the cart retries on a stale version',
    file: 'packages/api/src/calls/cart/addToCart.ts',
    find: 'const stale = error instanceof HttpError && error.status === 409;',
    replace: 'const stale = false;',
    test: unit('packages/api/src/calls/calls.test.ts'),
  },
  {
    behaviour: 'a settings change re-prices the cart',
    file: 'packages/api/src/calls/settings/setSettings.ts',
    find: 'await syncMobilityBasketPrices(gateway);',
    replace: '',
    test: unit('packages/api/src/calls/mutations.test.ts'),
  },
  {
    behaviour: 'a single offline scheme is refused with its message',
    file: 'packages/api/src/rules/arrangementOutcome.ts',
    find: 'if (scheme && !scheme.bMantelOnline) {',
    replace: 'if (false) {',
    test: unit('packages/api/src/rules/arrangementOutcome.test.ts'),
  },
  {
    behaviour: 'in a mobility container any product meets the order requirement',
    file: 'packages/api/src/rules/isOrderRequirementMet.ts',
    find: 'if (options.mobilityContainer) return present.size > 0;',
    replace: '',
    test: unit('packages/api/src/rules/orderRequirements.test.ts'),
  },
  {
    behaviour: 'a basket item wins over a bare product entry',
    file: 'packages/api/src/rules/dedupeProducts.ts',
    find: 'if (!seen || (!seen.BasketItem && product.BasketItem))',
    replace: 'if (!seen)',
    test: unit('packages/api/src/rules/orderRequirements.test.ts'),
  },
  {
    behaviour: "a supervisor without a driver prices with the device's tax bracket",
    file: 'packages/api/src/rules/effectiveTaxSettings.ts',
    find: 'if (supervisor && withoutDriver && stored) return stored;',
    replace: '',
    test: unit('packages/api/src/rules/effectiveTaxSettings.test.ts'),
  },
  {
    behaviour: 'the default tax bracket is the fifth of five or more',
    file: 'packages/api/src/rules/defaultTaxBracket.ts',
    find: 'if (brackets.length >= 5) return brackets[4];',
    replace: '',
    test: unit('packages/api/src/rules/defaultTaxBracket.test.ts'),
  },
  // The design system
  {
    behaviour: "a client's logo URL with credentials in it is refused (https://bank@evil)",
    file: 'packages/ui/src/theme/safeAssetUrl.ts',
    find: "if (parsed.username !== '' || parsed.password !== '') return null;",
    replace: '',
    test: unit('packages/ui/src/theme/safeAssetUrl.test.ts'),
  },
  // The portal
  {
    behaviour: 'a logged-out deep link lands on the login page',
    file: 'apps/portal/src/app/guards/authenticated.ts',
    find: "if (check.kind !== 'active' || check.session.client !== client) {",
    replace: 'if (false) {',
    test: portal('apps/portal/src/app/guards/guards.test.tsx'),
  },
  {
    behaviour: 'the order button is hidden while a calculation runs',
    file: 'apps/portal/src/features/configurator/routes/ConfiguratorRoute.tsx',
    find: 'recalculating={recalculating || addToCart.isPending}',
    replace: 'recalculating={addToCart.isPending}',
    test: portal(
      'apps/portal/src/features/configurator/routes/ConfiguratorRoute.test.tsx',
      'hides the order button',
    ),
  },
  {
    behaviour: 'quick option clicks keep every option, before the server has answered',
    file: 'apps/portal/src/features/configurator/routes/ConfiguratorRoute.tsx',
    find: 'if (latest === configuration && !pendingChoice) return chosen;',
    replace: 'if (latest === configuration) return chosen;',
    test: portal(
      'apps/portal/src/features/configurator/routes/ConfiguratorRoute.test.tsx',
      'keeps every option of quick clicks',
    ),
  },
  {
    behaviour: 'quick option clicks keep every option, before the page has rendered the one before',
    file: 'apps/portal/src/hooks/useSearchParamsAhead.ts',
    find: 'return ahead === undefined ? rendered.current : new URLSearchParams(ahead);',
    replace: 'return rendered.current;',
    test: portal(
      'apps/portal/src/features/configurator/routes/ConfiguratorRoute.test.tsx',
      'before the page has rendered',
    ),
  },
  {
    behaviour: 'a burst of option clicks is one calculation, however quickly the options answer',
    file: 'apps/portal/src/features/configurator/routes/ConfiguratorRoute.tsx',
    find: 'options.data !== undefined && !changing,',
    replace: 'options.data !== undefined,',
    test: portal(
      'apps/portal/src/features/configurator/routes/ConfiguratorRoute.test.tsx',
      'once the driver stops clicking',
    ),
  },
  {
    behaviour: 'two quick filter changes in the calculator keep both',
    file: 'apps/portal/src/features/search/routes/CalculatorRoute.tsx',
    find: 'const changed = changeOnLatest(filter, next, searched(carFilterFromSearchParams(latest)));',
    replace: 'const changed = next;',
    test: portal(
      'apps/portal/src/features/search/routes/CalculatorRoute.test.tsx',
      'two filter changes',
    ),
  },
  {
    behaviour: 'the chosen options are restored from the URL',
    file: 'apps/portal/src/features/configurator/configurationParams.ts',
    find: "options: idsParam(params.get('opties')),",
    replace: 'options: null,',
    test: unit('apps/portal/src/features/configurator/configurationParams.test.ts'),
  },
  {
    behaviour: 'a failed chunk reloads a page at most once per 10 s',
    file: 'apps/portal/src/lib/chunkReloadGuard.ts',
    find: 'if (Number.isFinite(last) && last > 0 && nowMs - last < CHUNK_RELOAD_GUARD_MS) return false;',
    replace: '',
    test: unit('apps/portal/src/lib/chunkReloadGuard.test.ts'),
  },
  {
    behaviour: 'a new deployment is noticed',
    file: 'apps/portal/src/lib/deploymentCheck.ts',
    find: 'if (latest && latest.id !== currentId) outdated = true;',
    replace: '',
    test: unit('apps/portal/src/lib/deploymentCheck.test.ts'),
  },
  {
    behaviour: 'the order page is the 404 for an item of the other flow',
    file: 'apps/portal/src/features/order/routes/OrderRoute.tsx',
    find: 'if (!item || params.order !== orderFlowOf(item))',
    replace: 'if (!item)',
    test: portal('apps/portal/src/features/order/routes/OrderRoute.test.tsx'),
  },
  {
    behaviour: 'an empty cart outside a container asks for nothing',
    file: 'apps/portal/src/features/cart/components/LiveCartPanel.tsx',
    find: 'cart !== null &&\n    isOrderRequirementMet(',
    replace: 'cart !== null &&\n    cart.Items.length > 0 &&\n    isOrderRequirementMet(',
    test: portal('apps/portal/src/features/cart/routes/CartRoute.test.tsx'),
  },
  {
    behaviour: "the configurator's price coming in moves nothing in the phone's price bar",
    file: 'apps/portal/src/features/configurator/routes/ConfiguratorRoute.tsx',
    find: "<Box sx={{ flex: '0 1 auto', ml: 'auto', display: 'flex', justifyContent: 'flex-end' }}>",
    replace: "<Box sx={{ flex: '1 0 min-content', display: 'flex', justifyContent: 'flex-end' }}>",
    test: portal(
      'apps/portal/src/features/configurator/routes/ConfiguratorRoute.phone.test.tsx',
      'keeps the link to the summary still',
    ),
  },
];
