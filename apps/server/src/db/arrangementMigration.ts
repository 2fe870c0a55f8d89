import type { Migration } from './migrations.ts';

/** `name_nl TEXT NOT NULL, name_en …`: one column per interface language. */
function localized(column: string, nullable = false): string {
  const type = nullable ? 'TEXT' : 'TEXT NOT NULL';
  return ['nl', 'en', 'fr', 'de'].map((language) => `${column}_${language} ${type}`).join(', ');
}

/**
 * Migration 3: what a client offers its drivers and who may act as whom.
 *
 * - Per client: settings (business-only default, page flags, auto reviews), lease categories with
 *   norm budgets, tax brackets, agreement texts, FAQ, news, contact details, mobility products.
 * - Arrangements: parent schemes (`Mantels`, online or not, with an inactive message) and
 *   mobility containers with mobility categories. A driver belongs to one client; `user_drivers`
 *   says which drivers a login may act as; `scheme_drivers` and `container_drivers` put drivers
 *   in arrangements.
 * - The driver's own choices (tax bracket, business only): per driver once one is chosen, per
 *   login before that.
 * - Writes of the content calls: tickets, contact messages; and login failures for throttling.
 *
 * Texts a driver reads have a column per interface language, as in the catalog.
 */
export const arrangementMigration: Migration = {
  version: 3,
  name: 'settings, arrangements and content',
  sql: `
    CREATE TABLE client_settings (
      client_code TEXT PRIMARY KEY REFERENCES clients (code) ON DELETE CASCADE,
      -- Default of the business-only choice (no bijtelling) until a driver sets their own.
      business_only INTEGER NOT NULL CHECK (business_only IN (0, 1)),
      auto_review_enabled INTEGER NOT NULL CHECK (auto_review_enabled IN (0, 1)),
      -- ZoekpaginaSettings and DetailpaginaSettings as sent: read and written whole.
      search_page TEXT NOT NULL CHECK (json_valid(search_page)),
      detail_page TEXT NOT NULL CHECK (json_valid(detail_page))
    ) STRICT;

    CREATE TABLE categories (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      ${localized('name')},
      -- Norm lease amount a month; above it the driver pays an own contribution.
      norm_budget REAL NOT NULL CHECK (norm_budget >= 0),
      -- Highest own contribution above the norm; NULL: no limit.
      max_contribution REAL CHECK (max_contribution >= 0),
      -- Fixed private contribution a month, the same for every car.
      private_contribution REAL NOT NULL DEFAULT 0 CHECK (private_contribution >= 0),
      UNIQUE (client_code, position)
    ) STRICT;

    CREATE TABLE tax_brackets (
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      percentage REAL NOT NULL CHECK (percentage BETWEEN 0 AND 100),
      ${localized('label')},
      PRIMARY KEY (client_code, percentage),
      UNIQUE (client_code, position)
    ) STRICT;

    CREATE TABLE mobility_products (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      ${localized('name')},
      ${localized('description')},
      -- DataObject: { object_id, type }; the product type is lower(type).
      object_type TEXT NOT NULL,
      object_id INTEGER NOT NULL,
      icon TEXT NOT NULL,
      monthly_amount REAL CHECK (monthly_amount >= 0),
      arrangement_id INTEGER NOT NULL,
      ${localized('arrangement_name')},
      -- NULL: no budget of its own (e.g. a mobility card paid per trip).
      arrangement_budget REAL CHECK (arrangement_budget >= 0),
      UNIQUE (client_code, position)
    ) STRICT;

    CREATE TABLE agreements (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      -- NULL: for every product; else only when ordering this mobility product.
      mobility_product_id INTEGER REFERENCES mobility_products (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      required INTEGER NOT NULL CHECK (required IN (0, 1)),
      ${localized('title')},
      ${localized('text')},
      link_url TEXT,
      ${localized('link_text', true)}
    ) STRICT;
    CREATE INDEX agreements_client ON agreements (client_code, position);

    CREATE TABLE faq (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      ${localized('category')},
      ${localized('question')},
      ${localized('answer')}
    ) STRICT;
    CREATE INDEX faq_client ON faq (client_code, position);

    CREATE TABLE news (
      id INTEGER PRIMARY KEY,
      -- NULL: news for every client.
      client_code TEXT REFERENCES clients (code) ON DELETE CASCADE,
      -- Set for news about one car model (AutoNieuws).
      model_id INTEGER REFERENCES models (id) ON DELETE CASCADE,
      published TEXT NOT NULL CHECK (published GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      ${localized('title')},
      ${localized('text')},
      image_url TEXT,
      link_url TEXT
    ) STRICT;
    CREATE INDEX news_model ON news (model_id);

    CREATE TABLE contact_details (
      client_code TEXT PRIMARY KEY REFERENCES clients (code) ON DELETE CASCADE,
      ${localized('name')},
      phone TEXT NOT NULL,
      email TEXT NOT NULL,
      address TEXT NOT NULL,
      postcode TEXT NOT NULL,
      town TEXT NOT NULL,
      ${localized('opening_hours')},
      website TEXT
    ) STRICT;

    CREATE TABLE schemes (
      nr INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      online INTEGER NOT NULL CHECK (online IN (0, 1)),
      -- Shown instead of letting the driver in while the scheme is offline.
      ${localized('inactive_message', true)}
    ) STRICT;
    CREATE INDEX schemes_client ON schemes (client_code, position);

    CREATE TABLE drivers (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      -- Empty for a supervisor acting without a driver of their own (spec point 6).
      name TEXT NOT NULL,
      email TEXT,
      employee_number TEXT,
      -- The driver's lease category (job level); NULL: may look at every category.
      category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
      language TEXT NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en', 'fr', 'de')),
      -- An ended contract: left out of the choices unless includeOrderedAndInactive.
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
    ) STRICT;
    CREATE INDEX drivers_client ON drivers (client_code);

    -- Which drivers a login may act as.
    CREATE TABLE user_drivers (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      driver_id INTEGER NOT NULL REFERENCES drivers (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, driver_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX user_drivers_driver ON user_drivers (driver_id);

    CREATE TABLE scheme_drivers (
      scheme_nr INTEGER NOT NULL REFERENCES schemes (nr) ON DELETE CASCADE,
      driver_id INTEGER NOT NULL REFERENCES drivers (id) ON DELETE CASCADE,
      PRIMARY KEY (scheme_nr, driver_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX scheme_drivers_driver ON scheme_drivers (driver_id);

    CREATE TABLE containers (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      name TEXT NOT NULL
    ) STRICT;

    CREATE TABLE mobility_categories (
      id INTEGER PRIMARY KEY,
      container_id INTEGER NOT NULL REFERENCES containers (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      -- Total budget a month for everything taken from the container.
      budget REAL NOT NULL CHECK (budget >= 0),
      -- The lease category whose norm budget prices the cars of this mobility category.
      category_id INTEGER NOT NULL REFERENCES categories (id)
    ) STRICT;

    CREATE TABLE container_drivers (
      container_id INTEGER NOT NULL REFERENCES containers (id) ON DELETE CASCADE,
      driver_id INTEGER NOT NULL REFERENCES drivers (id) ON DELETE CASCADE,
      mobility_category_id INTEGER NOT NULL REFERENCES mobility_categories (id) ON DELETE CASCADE,
      PRIMARY KEY (container_id, driver_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX container_drivers_driver ON container_drivers (driver_id);

    -- The driver's own choices; the client's defaults apply until one is stored.
    CREATE TABLE driver_settings (
      driver_id INTEGER PRIMARY KEY REFERENCES drivers (id) ON DELETE CASCADE,
      tax_percentage REAL NOT NULL CHECK (tax_percentage BETWEEN 0 AND 100),
      business_only INTEGER NOT NULL CHECK (business_only IN (0, 1)),
      updated_at TEXT NOT NULL
    ) STRICT;
    -- The same for a session before a driver is chosen.
    CREATE TABLE user_settings (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      tax_percentage REAL NOT NULL CHECK (tax_percentage BETWEEN 0 AND 100),
      business_only INTEGER NOT NULL CHECK (business_only IN (0, 1)),
      updated_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE tickets (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL,
      email TEXT NOT NULL,
      environment TEXT NOT NULL,
      -- The matching login, if any; the answer is the same either way.
      user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE contact_messages (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      driver_id INTEGER REFERENCES drivers (id) ON DELETE SET NULL,
      subject TEXT NOT NULL,
      message TEXT NOT NULL,
      email TEXT,
      phone TEXT,
      type_id INTEGER,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX contact_messages_user ON contact_messages (user_id, created_at);

    -- Failed logins, for throttling. key is a SHA-256 of the account (client + username) or of
    -- the address, so typed usernames (sometimes a password typed in the wrong field) are not kept.
    CREATE TABLE login_failures (
      scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
      key TEXT NOT NULL,
      failed_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX login_failures_key ON login_failures (scope, key, failed_at);
  `,
};
