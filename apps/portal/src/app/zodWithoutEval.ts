import { z } from 'zod/mini';

/**
 * Turns off zod's JIT for object schemas before any schema runs. The first parse would otherwise
 * probe `new Function('')`, which the portal's CSP (`script-src 'self'`, no `'unsafe-eval'`)
 * refuses with a `securitypolicyviolation`, even though zod catches the error and falls back.
 * Imported first in `main.tsx`; `e2e/csp.spec.ts` fails if it stops working.
 */
z.config({ jitless: true });
