import { contextVersionTriggers } from './contextVersionMigration.ts';
import type { Migration } from './migrations.ts';

/**
 * Migration 15: the client's car policy beyond its categories: the rules that limit which cars can
 * be ordered, and what the lease includes beside the car (`GetRegeling`). A client without a row
 * has no such rules and states no inclusions. Prices and order permission depend on it, so a
 * write bumps the context version like the other tables a driver's context is read from.
 */
export const clientPolicyMigration: Migration = {
  version: 15,
  name: 'client car policy',
  sql: `
    CREATE TABLE client_policies (
      client_code TEXT PRIMARY KEY REFERENCES clients (code) ON DELETE CASCADE,
      -- Only plug-in cars (electric or plug-in hybrid) can be ordered.
      plug_in_only INTEGER NOT NULL CHECK (plug_in_only IN (0, 1)),
      -- The worst fuel label a car may have to be ordered; NULL: any.
      max_fuel_label TEXT CHECK (max_fuel_label IN ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
      fuel_card INTEGER NOT NULL CHECK (fuel_card IN (0, 1)),
      charging_card INTEGER NOT NULL CHECK (charging_card IN (0, 1)),
      insurance INTEGER NOT NULL CHECK (insurance IN (0, 1)),
      replacement_vehicle INTEGER NOT NULL CHECK (replacement_vehicle IN (0, 1))
    ) STRICT;
    ${contextVersionTriggers('client_policies')}
  `,
};
