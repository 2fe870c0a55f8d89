import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the first one at once), and whether a newer
 * one is still waiting. A value that goes back to the settled one before the delay is over never
 * settles anew.
 */
export function useSettledValue<T>(value: T, delayMs: number): { settled: T; waiting: boolean } {
  const [settled, setSettled] = useState(value);
  const waiting = !Object.is(value, settled);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, waiting, delayMs]);
  return { settled, waiting };
}
