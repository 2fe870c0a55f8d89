import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { ticketResultSchema, type TicketResult } from '../../schemas/choice.ts';
import { authKeys } from './keys.ts';

/** What the portal supplies for a ticket; `environment` is always `driver`. */
export interface TicketInput {
  email: string;
  client: string;
}

/**
 * `POST /api-mapi/ticket/create?email=…&client=…&environment=driver`. The e-mail travels in the
 * query (spec point 7); the query builder percent-encodes it, so a `+` arrives as `%2B` and is
 * not read back as a space.
 */
export function createTicket(gateway: Gateway, input: TicketInput): Promise<TicketResult> {
  return gateway.call({
    name: 'ticket/create',
    method: 'POST',
    path: '/api-mapi/ticket/create',
    query: { email: input.email, client: input.client, environment: 'driver' },
    response: ticketResultSchema,
    kind: 'write',
  });
}

/** Mutation options of `ticket/create`. */
export function createTicketMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: authKeys.ticket,
    mutationFn: (input: TicketInput) => createTicket(gateway, input),
  });
}

/** Hook for `ticket/create`. */
export function useCreateTicketMutation(gateway: Gateway) {
  return useMutation(createTicketMutationOptions(gateway));
}
