const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, index) => Object.is(value, b[index]))
    : Object.is(a, b);

/**
 * A change made to the filter on screen (`shown` → `next`), applied to the latest filter (the
 * URL once the navigations already made are rendered; the screen may be a click behind). Each
 * field the change touched takes its new value, but a list gets the values added and loses the
 * values removed, so two quick picks in one list both stay. Fields it did not touch keep the
 * latest value: a click before the render of the one before does not undo that one.
 */
export function changeOnLatest<T extends object>(shown: T, next: T, latest: T): T {
  const result: T = { ...latest };
  for (const key of Object.keys(next) as (keyof T)[]) {
    const before = shown[key];
    const after = next[key];
    if (sameValue(before, after)) continue;
    const current = latest[key];
    if (Array.isArray(before) && Array.isArray(after) && Array.isArray(current)) {
      const removed = before.filter((value: unknown) => !after.includes(value));
      const added = after.filter((value: unknown) => !before.includes(value));
      result[key] = [
        ...current.filter((value: unknown) => !removed.includes(value)),
        ...added.filter((value: unknown) => !current.includes(value)),
      ] as T[keyof T];
    } else {
      result[key] = after;
    }
  }
  return result;
}
