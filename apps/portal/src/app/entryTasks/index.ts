/**
 * The entry's modules run in three tasks, not one. Evaluating them (the libraries' top level, MUI's
 * default theme, zod's schemas, emotion's setup, the app's modules) took 35–90 ms in one task at
 * full speed, about three times that on a phone at 4× CPU: the longest task of every page's start
 * and most of its blocking time (ADR 0012, "The entry's modules in three tasks").
 *
 * `main.tsx` imports `afterContract.ts` and `afterStyling.ts` between its imports; each awaits a
 * timer as it runs, and a bundled chunk keeps its modules in the order they run, so the modules
 * after each start in a task of their own. `ENTRY_TASK_BREAKS` names them in that order, for the
 * build to check that they still split the entry (`startAfterFirstPaint.ts`).
 */
export const ENTRY_TASK_BREAKS = [
  /src[\\/]app[\\/]entryTasks[\\/]afterContract\.ts$/,
  /@mui[\\/]material[\\/]styles[\\/]createThemeNoVars\.m?js$/,
  /src[\\/]app[\\/]entryTasks[\\/]afterStyling\.ts$/,
  /src[\\/]app[\\/]App\.tsx$/,
];
