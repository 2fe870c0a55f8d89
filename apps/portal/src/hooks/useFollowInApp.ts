import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click the browser would follow itself in this tab: the main button, no key held that opens
 * the link elsewhere (a new tab or window, a download), the link not aimed at another target.
 */
export function followsInThisTab(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (target === null || target === '' || target === '_self')
  );
}

/**
 * For a design-system link that takes an address (`href`) and tells of its clicks: follows a
 * click inside the app, as the router's own links do, instead of loading the page anew. A click
 * that opens the link elsewhere is left to the browser.
 */
export function useFollowInApp(): (href: string, event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return (href, event) => {
    if (!followsInThisTab(event)) return;
    event.preventDefault();
    void navigate(href);
  };
}
