/**
 * The queries pushed but not yet rendered, once a render shows `rendered`: the ones pushed after
 * it, when it is one of them (React may render several pushes at once, or one at a time), else
 * none (the URL changed some other way, e.g. the back button, and the pushes are overtaken).
 */
export function pushesAhead(pushed: readonly string[], rendered: string): string[] {
  const at = pushed.lastIndexOf(rendered);
  return at === -1 ? [] : pushed.slice(at + 1);
}
