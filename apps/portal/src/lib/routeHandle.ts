import type { UIMatch } from 'react-router-dom';
import type { PortalMessageId } from '#src/i18n/en.ts';

/** What a route tells the layouts about itself through `handle`. */
export interface RouteHandle {
  /** The page's name for the document title. */
  titleId: PortalMessageId;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleId' in handle;
}

/** The title of the deepest matched route that names one. */
export function routeTitleId(matches: readonly UIMatch[]): PortalMessageId | undefined {
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle)) return match.handle.titleId;
  }
  return undefined;
}
