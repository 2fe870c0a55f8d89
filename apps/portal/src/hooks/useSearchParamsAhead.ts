import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';
import { pushesAhead } from './pushesAhead.ts';

/**
 * `useSearchParams`, and the query the URL has once the navigations already made are rendered.
 * The router renders a navigation in a transition, after the click that made it; a second click
 * before that render would build on the query before the first click and drop it (quick option
 * clicks lost one of three). Handlers that build the next query from the current one start from
 * `latest()`; the render shows `params`.
 */
export function useSearchParamsAhead(): readonly [
  params: URLSearchParams,
  setParams: (next: URLSearchParams, options?: NavigateOptions) => void,
  latest: () => URLSearchParams,
] {
  const [params, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const pushed = useRef<string[]>([]);
  const rendered = useRef(params);
  useLayoutEffect(() => {
    rendered.current = params;
    pushed.current = pushesAhead(pushed.current, params.toString());
  }, [key, params]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      pushed.current = [...pushed.current, next.toString()];
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  const latest = useCallback(() => {
    const ahead = pushed.current.at(-1);
    return ahead === undefined ? rendered.current : new URLSearchParams(ahead);
  }, []);
  return [params, setParams, latest] as const;
}
