import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { ticketQuerySchema, type TicketResult } from '@lease/api/contract';
import { storeTicket } from '../db/content.ts';
import { findUser } from '../db/users.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readQuery } from '../http/validate.ts';

/**
 * `POST /api-mapi/ticket/create?email=…&client=…&environment=driver`: a driver asks for an access
 * (password) ticket without being logged in. The e-mail arrives in the query string with `+`
 * escaped as `%2B` (spec point 5); an unescaped `+` decodes as a space and fails validation.
 * The request logger never logs query strings, so the address stays out of the logs. The answer
 * is the same whether or not the address belongs to an account.
 */
export function ticketRoutes(deps: { db: DatabaseSync }) {
  return new Hono()
    .post('/ticket/create', (c) => {
      const query = readQuery(c, ticketQuerySchema);
      const client = query.client.toLowerCase();
      const user = findUser(deps.db, client, query.email);
      storeTicket(deps.db, {
        clientCode: client,
        email: query.email,
        environment: query.environment,
        userId: user?.id ?? null,
      });
      const answer: TicketResult = {
        success: true,
        message: 'If the address belongs to an account, a ticket has been sent to it.',
      };
      return c.json(answer);
    })
    .all('/ticket/create', methodNotAllowed(['POST']));
}
