import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the first one at once), and whether a newer
 * one is still waiting; a value that goes back to the settled one before the delay never settles
 * anew. What a live region should say while a person types (announcing every keystroke's state
 * makes a screen reader interrupt itself), and what a price waits for while a driver clicks.
 */
export function useSettledValue<Value>(
  value: Value,
  delayMs: number,
): { settled: Value; waiting: boolean } {
  const [settled, setSettled] = useState(value);
  const waiting = !Object.is(value, settled);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, waiting, delayMs]);
  return { settled, waiting };
}
