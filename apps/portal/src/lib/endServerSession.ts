import type { Gateway } from '@lease/api';
import { z } from 'zod/mini';
import { LOGOUT_PATH } from './portalServerCalls.ts';

/**
 * Ends the session on the portal server: it forgets the lease token and the browser the cookie,
 * so a copied cookie opens nothing afterwards.
 */
export function endServerSession(gateway: Gateway): Promise<undefined> {
  return gateway.call({
    name: 'Logout',
    method: 'POST',
    path: LOGOUT_PATH,
    // 204: nothing to read.
    response: z.undefined(),
    kind: 'write',
  });
}
