import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { ticketQuerySchema, type TicketResult } from '@lease/api/contract';
import { storeTicket } from '../db/content.ts';
import { inTransaction } from '../db/inTransaction.ts';
import { findUser, normalizeUsername } from '../db/users.ts';
import { addressBlock, clientAddressReader } from '../http/clientAddress.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readQuery } from '../http/validate.ts';
import { createRateLimit, type RateLimitPolicy } from '../limits/rateLimit.ts';
import { queueAccessRequestMail } from '../mail/accessRequestMail.ts';

/**
 * Ticket requests one address (an IPv6 /64) may make per hour: a person who mistyped their
 * address tries a few times, an office behind one address rarely has many asking at once.
 */
export const TICKETS_PER_ADDRESS: RateLimitPolicy = { points: 10, durationSeconds: 60 * 60 };

/** Ticket requests per hour for one e-mail address, so nobody's inbox can be flooded with them. */
export const TICKETS_PER_EMAIL: RateLimitPolicy = { points: 3, durationSeconds: 60 * 60 };

const REFUSAL = 'Too many access requests. Please try again later.';

/**
 * `POST /api-mapi/ticket/create?email=…&client=…&environment=driver`: a driver asks for an access
 * (password) ticket without being logged in. The e-mail arrives in the query string with `+`
 * escaped as `%2B` (spec point 5); an unescaped `+` decodes as a space and fails validation.
 * The request logger never logs query strings, so the address stays out of the logs. The answer
 * is the same whether or not the address belongs to an account. Limited per caller address and
 * per e-mail address (429 past either). The ticket and the mail that tells the client's lease
 * desk of it are stored in one transaction (`queueAccessRequestMail`).
 */
export function ticketRoutes(deps: {
  db: DatabaseSync;
  trustedProxies?: readonly string[];
  now?: (() => number) | undefined;
  portalUrl?: string | undefined;
}) {
  const now = deps.now ?? Date.now;
  const addressOf = clientAddressReader(deps.trustedProxies);
  const perAddress = createRateLimit(TICKETS_PER_ADDRESS);
  const perEmail = createRateLimit(TICKETS_PER_EMAIL);
  return new Hono()
    .post('/ticket/create', async (c) => {
      const query = readQuery(c, ticketQuerySchema);
      const client = query.client.toLowerCase();
      await perAddress.take(addressBlock(addressOf(c)), { message: REFUSAL });
      await perEmail.take(`${client}\n${normalizeUsername(query.email)}`, {
        message: REFUSAL,
        field: 'email',
      });
      const user = findUser(deps.db, client, query.email);
      const at = now();
      inTransaction(deps.db, () => {
        const ticket = storeTicket(
          deps.db,
          {
            clientCode: client,
            email: query.email,
            environment: query.environment,
            userId: user?.id ?? null,
          },
          new Date(at),
        );
        queueAccessRequestMail(
          deps.db,
          { ...ticket, clientCode: client, email: query.email, accountKnown: user !== undefined },
          { portalUrl: deps.portalUrl, now: at },
        );
      });
      const answer: TicketResult = {
        success: true,
        message: 'If the address belongs to an account, a ticket has been sent to it.',
      };
      return c.json(answer);
    })
    .all('/ticket/create', methodNotAllowed(['POST']));
}
