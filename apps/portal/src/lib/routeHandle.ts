import type { UiMessagePart } from '@lease/ui';
import type { UIMatch } from 'react-router-dom';
import type { PortalMessageId } from '#src/i18n/en.ts';

/** A panel the default layout shows beside a page, with the header's toggle (spec point 2). */
export interface RouteSidebar {
  panel: 'cart';
  /** Whether it starts open; the person's toggle decides after that. */
  open: boolean;
}

/** What a route tells the layouts about itself through `handle`. */
export interface RouteHandle {
  /** The page's name for the document title. */
  titleId: PortalMessageId;
  sidebar?: RouteSidebar;
  /**
   * Parts of the texts the page's components need beyond the main catalogue (ADR 0021): its
   * loader awaits them, and a server-rendered page's take-over loads them first.
   */
  messageParts?: readonly UiMessagePart[];
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

/** The sidebar the deepest matched route asks for, if it asks for one. */
export function routeSidebar(matches: readonly UIMatch[]): RouteSidebar | undefined {
  const deepest = matches.at(-1)?.handle;
  return isRouteHandle(deepest) ? deepest.sidebar : undefined;
}

/** The parts of the texts that matched routes need (`handle.messageParts`), each once. */
export function routeMessageParts(handles: readonly unknown[]): UiMessagePart[] {
  const parts = handles.flatMap((handle) =>
    isRouteHandle(handle) ? (handle.messageParts ?? []) : [],
  );
  return [...new Set(parts)];
}
