import { HttpError, isApiError } from '@lease/api';
import type { PortalMessageId } from './en.ts';

/** A translated message for a failed call: its id and the values its placeholders need. */
export interface ErrorMessage {
  id: PortalMessageId;
  values?: Record<string, string | number>;
}

/**
 * Picks the message a person sees for a failed call, by the error's stable `kind`. A cancelled
 * call is not a failure the person caused or can act on, so it gets none.
 */
export function apiErrorMessage(error: unknown): ErrorMessage | null {
  if (!isApiError(error)) return { id: 'error.title' };
  switch (error.kind) {
    case 'cancelled':
      return null;
    case 'network':
      return { id: 'error.network' };
    case 'invalid-response':
      return { id: 'error.invalidResponse' };
    case 'session-ended':
      return { id: 'error.sessionEnded' };
    case 'http':
      // A limit the caller reached (too many tickets, messages or new calculations): waiting
      // helps, unlike the failures the general text is for.
      if (error instanceof HttpError && error.status === 429)
        return { id: 'error.tooManyRequests' };
      return {
        id: 'error.http',
        values: { status: error instanceof HttpError ? error.status : 0 },
      };
  }
}
