import { createGateway, type Gateway } from '@lease/api';
import type { SessionStore } from './sessionStore.ts';

export interface PortalGatewayOptions {
  /** Origin of the lease API; empty means the portal's own origin. */
  baseUrl?: string;
  /** Injected by the route test harness, which answers with the contract's fixtures. */
  fetch?: typeof fetch;
}

/**
 * The portal's gateway. On session end it only clears the stored session: the authenticated
 * guard watches that store and sends the person to the login page of the current language and
 * client, so where to go is decided in one place (the router), not in the data layer.
 */
export function createPortalGateway(
  sessionStore: SessionStore,
  options: PortalGatewayOptions = {},
): Gateway {
  return createGateway({
    baseUrl: options.baseUrl ?? '',
    getToken: () => sessionStore.getToken(),
    onSessionEnd: () => sessionStore.clear(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
