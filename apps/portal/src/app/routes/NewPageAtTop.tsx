import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Another page starts at its top, as one the browser loads does; a change of the address's state
 * (the search's filters, the configuration's options) keeps the place. A step back or forward is
 * left to the browser, which puts the page where it was. The router's `ScrollRestoration` does
 * this and keeps positions in session storage too, at about 870 B more on every page.
 */
export function NewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
