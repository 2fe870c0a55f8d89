import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The same function on every render, calling the latest `callback`: for the handlers of memoised
 * filters, which the panel would otherwise make anew, and so redraw every filter, on each render.
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
