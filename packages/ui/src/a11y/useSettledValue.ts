import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a live region should say about
 * something that changes while a person types. Announcing every intermediate state makes a
 * screen reader interrupt itself (and the echo of the typed letters) on each keystroke; the
 * settled state is announced once typing pauses.
 */
export function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
