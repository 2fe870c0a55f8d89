// The mutation check (`pnpm run check:mutations`): StrykerJS breaks the modules below in every
// way its mutators know, one break at a time, and runs the unit tests that cover the broken line.
// A break no test notices "survives": that behaviour is not really guarded. Not part of
// `npm test`: a first run takes about a quarter of an hour of both cores, a second one checks
// only what changed since (ADR 0024).
//
// The modules are those whose behaviour people and callers rely on most: who may read what, an
// order placed once, the basket's version, the gateway's session end and cancellation, the
// spec's rules, and the checks on a client's asset URLs. Route components are left out: their
// tests run in Chromium, where one break costs about 19 s (ADR 0024).

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.unit.config.ts' },
  coverageAnalysis: 'perTest',
  // Code that runs when a module loads (its schemas, its SQL constants) is reached by every test
  // of the module, so each break of it reruns them all: 9 % of the breaks took 79 % of the time.
  ignoreStatic: true,
  mutate: [
    'apps/server/src/auth/requireSession.ts',
    'apps/server/src/routes/cart.ts',
    'apps/server/src/cart/orders.ts',
    'apps/server/src/cart/basketStore.ts',
    'packages/api/src/schemas/order.ts',
    'packages/api/src/gateway.ts',
    'packages/api/src/calls/cart/addToCart.ts',
    'packages/api/src/calls/settings/setSettings.ts',
    'packages/api/src/rules/arrangementOutcome.ts',
    'packages/api/src/rules/isOrderRequirementMet.ts',
    'packages/api/src/rules/dedupeProducts.ts',
    'packages/api/src/rules/effectiveTaxSettings.ts',
    'packages/api/src/rules/defaultTaxBracket.ts',
    'packages/ui/src/theme/safeAssetUrl.ts',
    'apps/portal/src/lib/deploymentCheck.ts',
    'apps/portal/src/lib/chunkReloadGuard.ts',
  ],
  // A second run tests only the breaks in code or tests changed since the first.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: 'reports/.stryker-tmp',
  reporters: ['clear-text', 'progress-append-only', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
};
