/**
 * Ends the first of the entry's tasks: the contract's schemas and React have run. What `main.tsx`
 * imports after this module runs in a later task (a top-level await of a timer), so the browser
 * can answer input between them. See `index.ts` for why the entry runs in steps.
 */
import { nextTask } from '#src/lib/startInSteps.ts';

await nextTask();
