import { createGateway } from '@lease/api';
import { sessionStore } from './sessionStore.ts';

/**
 * The portal's one gateway. On session end it only clears the stored session: the authenticated
 * guard subscribes to that store and sends the person to the login page of the current language
 * and client, so where to go is decided in one place (the router), not in the data layer.
 */
export const gateway = createGateway({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getToken: () => sessionStore.getToken(),
  onSessionEnd: () => sessionStore.clear(),
});
