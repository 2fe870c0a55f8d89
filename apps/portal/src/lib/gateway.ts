import { createGateway, type Gateway } from '@lease/api';
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_HEADER_VALUE } from './portalServerCalls.ts';
import type { SessionStore } from './sessionStore.ts';

export interface PortalGatewayOptions {
  /** Origin of the lease API; empty means the portal's own origin. */
  baseUrl?: string;
  /** Injected by the route test harness, which answers with the contract's fixtures. */
  fetch?: typeof fetch;
}

/**
 * The portal's gateway. It sends no token: the portal server keeps the lease token and adds it to
 * calls that carry the portal's own header, from the session its HttpOnly cookie names (ADR 0013).
 * On session end it only clears the stored session: the authenticated
 * guard watches that store and sends the person to the login page of the current language and
 * client, so where to go is decided in one place (the router), not in the data layer.
 */
export function createPortalGateway(
  sessionStore: SessionStore,
  options: PortalGatewayOptions = {},
): Gateway {
  return createGateway({
    baseUrl: options.baseUrl ?? '',
    getToken: () => null,
    getSessionKey: () => sessionStore.getClaims(),
    headers: { [PORTAL_REQUEST_HEADER]: PORTAL_REQUEST_HEADER_VALUE },
    credentials: 'same-origin',
    onSessionEnd: () => sessionStore.clear(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
