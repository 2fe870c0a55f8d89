import type { Migration } from './migrations.ts';

/**
 * Migration 17: quotes (`SetOfferte`, `GetOfferte`, `GetOffertes`). A quote is a fixed record of
 * one calculation as it was priced when the driver asked: its figures (`detail`), the request to
 * price again, and the names it shows (car, options, parent-scheme components, scheme) as they
 * were, so a later catalogue or scheme change never rewrites a quote already given.
 *
 * `detail_hash` is the key that makes asking twice give one quote: one row per owner, calculation
 * and figures (the unique index, which also settles two requests at once). When that quote has
 * expired and the same figures are asked for again, the old row gives up its hash (NULL: SQLite
 * lets NULLs repeat in a unique index) and a new quote is made; the expired one stays readable.
 *
 * Quotes are not driver context (nothing a context or a kept answer is read from), so the table
 * gets no context-version triggers. Clients set how long their quotes hold in `client_settings`
 * (`quote_valid_days`, 30 unless set: `DEFAULT_QUOTE_VALID_DAYS` of the contract).
 */
export const quoteMigration: Migration = {
  version: 17,
  name: 'quotes',
  sql: `
    CREATE TABLE quotes (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      -- The calculation quoted. The quote keeps its own copy of everything it shows, so it
      -- outlives the calculation (and the catalogue's rows: type_id has no foreign key).
      calculation_id INTEGER REFERENCES calculations (id) ON DELETE SET NULL,
      -- OF-<year>-<id, 6 digits>: what a driver and the lease desk call it.
      number TEXT NOT NULL UNIQUE CHECK (number GLOB 'OF-[0-9][0-9][0-9][0-9]-[0-9]*'),
      language TEXT NOT NULL CHECK (language IN ('nl', 'en', 'fr', 'de')),
      type_id INTEGER NOT NULL,
      -- { nModelID, cMerk, cModel, cType } as the catalogue named the car.
      vehicle TEXT NOT NULL CHECK (json_valid(vehicle)),
      -- The configuration (detailRequestSchema), to price again once the quote has expired.
      request TEXT NOT NULL CHECK (json_valid(request)),
      -- The calculation's GetDetails answer when the quote was made.
      detail TEXT NOT NULL CHECK (json_valid(detail)),
      -- { "<option id>": { nl, en, fr, de } } of the options priced (as saved configurations
      -- keep them).
      option_names TEXT NOT NULL CHECK (json_valid(option_names)),
      -- The driver's own options: [{ cOmschrijving, nPrijs }].
      own_options TEXT NOT NULL CHECK (json_valid(own_options)),
      -- [{ nl, en, fr, de }] of the parent-scheme components that were on.
      parent_scheme_components TEXT NOT NULL CHECK (json_valid(parent_scheme_components)),
      parent_scheme_name TEXT,
      -- ISO timestamp (UTC).
      created_at TEXT NOT NULL,
      -- The last day it holds (inclusive), a calendar day in Europe/Amsterdam.
      valid_until TEXT NOT NULL
        CHECK (valid_until GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      -- SHA-256 of detail while this is the quote of those figures; NULL once it has expired and
      -- a new quote of the same figures was made.
      detail_hash TEXT,
      UNIQUE (client_code, owner, calculation_id, detail_hash)
    ) STRICT;
    CREATE INDEX quotes_owner ON quotes (client_code, owner, created_at);

    ALTER TABLE client_settings ADD COLUMN quote_valid_days INTEGER NOT NULL DEFAULT 30
      CHECK (quote_valid_days BETWEEN 1 AND 365);
  `,
};
