import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EnvironmentStyling } from '@lease/api/contract';
import { clientCodeSchema } from '../clientCodeSchema.ts';
import { findClientStyling } from '../db/clients.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readQuery } from '../http/validate.ts';

const stylingQuerySchema = z.object({
  // Empty, missing or malformed all mean "not a known client" (decisions.md §3: an unknown client
  // uses the fallback client), so a mistyped URL still shows a styled login page, never an error.
  cClient: z.string().optional(),
});

/**
 * `GET /api/GetStyling?cClient=…`: the client's brand. A missing, malformed or unknown client gets
 * the default client's styling, whose `cClient` tells the portal which client it is looking at.
 */
export function stylingRoutes(deps: { db: DatabaseSync; defaultClient: string }) {
  return new Hono()
    .get('/GetStyling', (c) => {
      const { cClient } = readQuery(c, stylingQuerySchema);
      const styling: EnvironmentStyling | undefined =
        (cClient !== undefined && clientCodeSchema.safeParse(cClient).success
          ? findClientStyling(deps.db, cClient)
          : undefined) ?? findClientStyling(deps.db, deps.defaultClient);
      // main.ts checks DEFAULT_CLIENT exists at start; only a deleted row can land here.
      if (!styling) throw new Error(`Default client "${deps.defaultClient}" has no styling`);
      return c.json(styling);
    })
    .all('/GetStyling', methodNotAllowed(['GET']));
}
