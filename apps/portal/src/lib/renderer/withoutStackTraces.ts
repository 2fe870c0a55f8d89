/**
 * Turns V8's stack traces off until `restoreStackTraces()`, for React's renderer's start only
 * (`reactDomClient.ts` imports this first and restores them as its last step, in the same task).
 * The renderer makes five marker errors as it starts, compared by identity, their stacks never
 * read. With DevTools open (Lighthouse records so), V8 takes each new error's stack and places
 * its frames by parsing their functions again; here that frame is the renderer's whole module,
 * about 80 ms at 4x CPU. Without `Error.stackTraceLimit`, V8 takes no stack at all.
 */
const limit = Error.stackTraceLimit;
Reflect.deleteProperty(Error, 'stackTraceLimit');

export function restoreStackTraces(): void {
  Error.stackTraceLimit = limit;
}
