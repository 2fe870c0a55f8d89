import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The same function on every render, calling the latest `callback`: for the handlers of memoised
 * parts (the filters, the configurator's panels), which a parent that makes its handlers anew on
 * every render would draw again each time.
 * Only for event handlers: called during a render, it would run the previous render's callback.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
