import type { DatabaseSync } from 'node:sqlite';
import {
  configuratorDetailSchema,
  detailRequestSchema,
  DEFAULT_QUOTE_VALID_DAYS,
  INTERFACE_LANGUAGES,
} from '@lease/api/contract';
import { z } from 'zod';
import { prepared } from '../db/prepared.ts';
import { amsterdamDay, lastValidDay } from './quoteDates.ts';
import { quoteNumber } from './quoteNumber.ts';
import type { QuoteSnapshot, QuoteVehicleNames } from './quoteSnapshot.ts';

/** A quote as stored: its snapshot, less whose it is and its key, with its id, number and dates. */
export type StoredQuote = Omit<
  QuoteSnapshot,
  'clientCode' | 'owner' | 'calculationId' | 'detailHash'
> & {
  id: number;
  number: string;
  /** ISO timestamp (UTC). */
  createdAt: string;
  /** The last day it holds, inclusive (`quoteDates`). */
  validUntil: string;
};

/** A quote as the driver's list shows it. */
export interface ListedQuote {
  id: number;
  number: string;
  createdAt: string;
  validUntil: string;
  vehicle: QuoteVehicleNames;
  leasePrice: number;
  ownContribution: number;
}

/** How many days the client's quotes hold: its setting, else the contract's default. */
export function quoteValidDays(db: DatabaseSync, clientCode: string): number {
  const row = prepared(
    db,
    'SELECT quote_valid_days FROM client_settings WHERE client_code = ?',
  ).get(clientCode);
  return typeof row?.quote_valid_days === 'number'
    ? row.quote_valid_days
    : DEFAULT_QUOTE_VALID_DAYS;
}

/**
 * Stores a quote made at `now` (ms) and answers its id; the same owner, calculation and figures
 * while that quote holds answer the existing id instead. Must run inside a write transaction
 * (`inTransaction`, or the seed's): the next id and the insert are then one step no other writer
 * can come between, and two requests at once meet the unique index, not two rows.
 */
export function insertQuote(db: DatabaseSync, snapshot: QuoteSnapshot, now: number): number {
  const createdDay = amsterdamDay(now);
  const key = [snapshot.clientCode, snapshot.owner, snapshot.calculationId, snapshot.detailHash];
  // An expired quote of the same figures gives up its key: asking again makes a new quote, and
  // the expired one stays readable as it was.
  prepared(
    db,
    `UPDATE quotes SET detail_hash = NULL
       WHERE client_code = ? AND owner = ? AND calculation_id = ? AND detail_hash = ?
         AND valid_until < ?`,
  ).run(...key, createdDay);
  const next = Number(prepared(db, 'SELECT coalesce(max(id), 0) + 1 AS id FROM quotes').get()?.id);
  const inserted = prepared(
    db,
    `INSERT INTO quotes (id, client_code, owner, calculation_id, detail_hash, number, language,
       type_id, vehicle, request, detail, option_names, own_options, parent_scheme_components,
       parent_scheme_name, created_at, valid_until)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (client_code, owner, calculation_id, detail_hash) DO NOTHING
     RETURNING id`,
  ).get(
    next,
    ...key,
    quoteNumber(createdDay, next),
    snapshot.language,
    snapshot.typeId,
    JSON.stringify(snapshot.vehicle),
    JSON.stringify(snapshot.request),
    JSON.stringify(snapshot.detail),
    JSON.stringify(snapshot.optionNames),
    JSON.stringify(snapshot.ownOptions),
    JSON.stringify(snapshot.parentSchemeComponents),
    snapshot.parentSchemeName,
    new Date(now).toISOString(),
    lastValidDay(createdDay, quoteValidDays(db, snapshot.clientCode)),
  );
  if (inserted) return Number(inserted.id);
  const existing = prepared(
    db,
    `SELECT id FROM quotes
       WHERE client_code = ? AND owner = ? AND calculation_id = ? AND detail_hash = ?`,
  ).get(...key);
  return Number(existing?.id);
}

const vehicleSchema = z.object({
  nModelID: z.int().positive(),
  cMerk: z.string(),
  cModel: z.string(),
  cType: z.string(),
});
const textsSchema = z.object({ nl: z.string(), en: z.string(), fr: z.string(), de: z.string() });
const ownOptionsSchema = z.array(
  z.object({ cOmschrijving: z.string(), nPrijs: z.number().nullable() }),
);

/** A JSON column, checked: a row edited by hand answers a 500 that says so, not a bad quote. */
function column<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  return z.parse(schema, JSON.parse(String(value)));
}

/** A quote of this owner, or undefined (another owner's is never found, like a missing one). */
export function findQuote(
  db: DatabaseSync,
  clientCode: string,
  owner: string,
  id: number,
): StoredQuote | undefined {
  const row = prepared(
    db,
    `SELECT id, number, language, type_id, vehicle, request, detail, option_names, own_options,
            parent_scheme_components, parent_scheme_name, created_at, valid_until
       FROM quotes WHERE id = ? AND client_code = ? AND owner = ?`,
  ).get(id, clientCode, owner);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    number: String(row.number),
    language: z.parse(z.enum(INTERFACE_LANGUAGES), row.language),
    typeId: Number(row.type_id),
    vehicle: column(vehicleSchema, row.vehicle),
    request: column(detailRequestSchema, row.request),
    detail: column(configuratorDetailSchema, row.detail),
    optionNames: column(z.record(z.string(), textsSchema), row.option_names),
    ownOptions: column(ownOptionsSchema, row.own_options),
    parentSchemeComponents: column(z.array(textsSchema), row.parent_scheme_components),
    parentSchemeName: row.parent_scheme_name === null ? null : String(row.parent_scheme_name),
    createdAt: String(row.created_at),
    validUntil: String(row.valid_until),
  };
}

/** The owner's quotes, newest first, at most `limit`. */
export function listQuotes(
  db: DatabaseSync,
  clientCode: string,
  owner: string,
  limit: number,
): ListedQuote[] {
  return prepared(
    db,
    `SELECT id, number, created_at, valid_until, vehicle,
            detail ->> '$.nLeaseprijs' AS lease_price,
            detail ->> '$.nEigenbijdrage' AS own_contribution
       FROM quotes WHERE client_code = ? AND owner = ?
       ORDER BY created_at DESC, id DESC LIMIT ?`,
  )
    .all(clientCode, owner, limit)
    .map((row) => ({
      id: Number(row.id),
      number: String(row.number),
      createdAt: String(row.created_at),
      validUntil: String(row.valid_until),
      vehicle: column(vehicleSchema, row.vehicle),
      leasePrice: Number(row.lease_price),
      ownContribution: Number(row.own_contribution),
    }));
}
