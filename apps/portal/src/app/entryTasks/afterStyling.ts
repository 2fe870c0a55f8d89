/**
 * Ends the second of the entry's tasks: MUI's styling core (its default theme, emotion) has run.
 * The app's own modules, its pages' layouts and the design system's components run after this,
 * in a later task. See `index.ts` for why the entry runs in steps.
 */
import { nextTask } from '#src/lib/startInSteps.ts';

await nextTask();
