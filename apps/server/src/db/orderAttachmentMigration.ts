import type { Migration } from './migrations.ts';

/**
 * Migration 11: an order keeps the file sent with its form (`cBijlage`, `aBijlage`), with the
 * type read from its first bytes. Before, the file was checked and then dropped; now it is kept
 * for the lessor's desk, or the order is refused.
 */
export const orderAttachmentMigration: Migration = {
  version: 11,
  name: 'order attachments',
  sql: `
    CREATE TABLE order_attachments (
      order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      -- The file name as the driver's device gave it: shown, never trusted for the type.
      name TEXT NOT NULL,
      -- Read from the first bytes (attachmentTypeOf), not from the name.
      media_type TEXT NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
      content BLOB NOT NULL
    ) STRICT;
  `,
};
