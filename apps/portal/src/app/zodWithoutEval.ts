/**
 * Turns off zod's JIT for object schemas before any schema runs. The first parse would otherwise
 * probe `new Function('')`, which the portal's CSP (`script-src 'self'`, no `'unsafe-eval'`)
 * refuses with a `securitypolicyviolation`, even though zod catches the error and falls back.
 *
 * zod 4 keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod on the
 * page; `z.config()` writes the same object). The portal does not depend on zod itself, so it sets
 * the flag there; `e2e/csp.spec.ts` fails if a zod update moves it. Imported first in `main.tsx`.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
