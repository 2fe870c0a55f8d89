import type { Plugin } from 'vite';
import { ENTRY_TASK_BREAKS } from './src/app/entryTasks/index.ts';

/**
 * The build fails when the entry's modules would no longer run in three tasks: the modules that
 * end a task and the ones that mark what comes between them must sit in one chunk in the order
 * `ENTRY_TASK_BREAKS` names (a chunk keeps its modules in the order they run). An import moved in
 * `main.tsx`, or a chunk layout that moves them apart, would quietly put the work back into one
 * long task (src/app/entryTasks/).
 */
export function entryInTasks(): Plugin {
  return {
    name: 'lease:entry-in-tasks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const found = chunks.some((chunk) => {
        const at = ENTRY_TASK_BREAKS.map((module) =>
          chunk.moduleIds.findIndex((id) => module.test(id)),
        );
        return at.every((index, i) => index >= 0 && (i === 0 || index > (at[i - 1] as number)));
      });
      if (!found) {
        throw new Error(
          `The entry's modules no longer run in three tasks: one chunk must hold ${ENTRY_TASK_BREAKS.join(', ')} in this order (src/app/entryTasks/).`,
        );
      }
    },
  };
}
