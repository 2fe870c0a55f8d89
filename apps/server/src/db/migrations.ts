import { arrangementMigration } from './arrangementMigration.ts';
import { basketItemOrderMigration } from './basketItemOrderMigration.ts';
import { basketItemOrderOnceMigration } from './basketItemOrderOnceMigration.ts';
import { cardLineMigration } from './cardLineMigration.ts';
import { cartMigration } from './cartMigration.ts';
import { clientPolicyMigration } from './clientPolicyMigration.ts';
import { clientViewsMigration } from './clientViewsMigration.ts';
import { catalogMigration } from './catalogMigration.ts';
import { contextVersionMigration } from './contextVersionMigration.ts';
import { discountLineMigration } from './discountLineMigration.ts';
import { energyMigration } from './energyMigration.ts';
import { handOverMigration } from './handOverMigration.ts';
import { lineTextsMigration } from './lineTextsMigration.ts';
import { mailOutboxMigration } from './mailOutboxMigration.ts';
import { orderAttachmentMigration } from './orderAttachmentMigration.ts';
import { quoteMigration } from './quoteMigration.ts';
import { savedOptionNamesMigration } from './savedOptionNamesMigration.ts';

/** One step of the schema. Versions only grow; an applied migration is never edited. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema, in order. To change it, append a migration with the next version: databases that
 * already exist get only the new steps, fresh ones get them all.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'clients and users',
    sql: `
      CREATE TABLE clients (
        code TEXT PRIMARY KEY CHECK (code GLOB '[a-z0-9-]*' AND length(code) BETWEEN 1 AND 64),
        -- Seed order; the first client is the default fallback unless DEFAULT_CLIENT says otherwise.
        position INTEGER NOT NULL,
        -- The GetStyling body as JSON: it is read and written whole, never queried by field.
        styling TEXT NOT NULL CHECK (json_valid(styling))
      ) STRICT;

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
        -- Stored trimmed and lower-cased, so a login matches whatever case the user types.
        username TEXT NOT NULL,
        -- scrypt$N$r$p$salt$hash: never the password itself.
        password_hash TEXT NOT NULL,
        level INTEGER NOT NULL DEFAULT 1 CHECK (level >= 0),
        driver_name TEXT NOT NULL DEFAULT '',
        UNIQUE (client_code, username)
      ) STRICT;
    `,
  },
  catalogMigration,
  arrangementMigration,
  cartMigration,
  cardLineMigration,
  contextVersionMigration,
  discountLineMigration,
  basketItemOrderMigration,
  lineTextsMigration,
  basketItemOrderOnceMigration,
  orderAttachmentMigration,
  clientViewsMigration,
  handOverMigration,
  savedOptionNamesMigration,
  clientPolicyMigration,
  energyMigration,
  quoteMigration,
  mailOutboxMigration,
];
