import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The same function on every render, calling the latest `handler`: for the callbacks of memoised
 * parts, which a page that makes its callbacks anew on every render would render again each time.
 * Only for event handlers: called during a render, it would run the previous render's handler.
 */
export function useHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
