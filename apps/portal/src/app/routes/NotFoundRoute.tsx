import { ErrorPage } from '@lease/ui';
import { useLocation } from 'react-router-dom';
import { HomeAction } from './HomeAction.tsx';

/**
 * Any unmatched route: a non-fatal 404 "Page not found: {path}" (spec points 2 and 8), in the
 * error layout that `ErrorPage` brings.
 */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} action={<HomeAction />} />;
}
