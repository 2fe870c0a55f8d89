import { createHash } from 'node:crypto';
import { prepared } from '../db/prepared.ts';
import type { DatabaseSync } from 'node:sqlite';

/** SHA-256 of a value's JSON: parsed request bodies have a fixed key order, so equal means equal. */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** Whether the owner already has a calculation of this configuration (recording it adds no row). */
export function hasCalculation(
  db: DatabaseSync,
  row: { clientCode: string; owner: string; request: unknown },
): boolean {
  return (
    prepared(
      db,
      'SELECT 1 FROM calculations WHERE client_code = ? AND owner = ? AND config_hash = ?',
    ).get(row.clientCode, row.owner, hashOf(row.request)) !== undefined
  );
}

/**
 * Records a priced configuration and answers its `nCalculatieID`. The same configuration of the
 * same owner keeps its id (its figures are refreshed), so clicking through options does not pile
 * up rows for every repeat.
 */
export function recordCalculation(
  db: DatabaseSync,
  row: {
    clientCode: string;
    owner: string;
    typeId: number;
    request: unknown;
    detail: unknown;
    /** ISO time of a new row; now unless the demo seed backdates it. */
    createdAt?: string;
  },
): number {
  const result = prepared(
    db,
    `INSERT INTO calculations (client_code, owner, type_id, config_hash, request, detail, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (client_code, owner, config_hash) DO UPDATE SET detail = excluded.detail
       RETURNING id`,
  ).get(
    row.clientCode,
    row.owner,
    row.typeId,
    hashOf(row.request),
    JSON.stringify(row.request),
    JSON.stringify(row.detail),
    row.createdAt ?? new Date().toISOString(),
  );
  return Number(result?.id);
}

/** A calculation of this owner, or undefined (another owner's is never found). */
export function findCalculation(
  db: DatabaseSync,
  clientCode: string,
  owner: string,
  id: number,
):
  { id: number; typeId: number; request: unknown; detail: unknown; createdAt: string } | undefined {
  const row = prepared(
    db,
    `SELECT id, type_id, request, detail, created_at FROM calculations
       WHERE id = ? AND client_code = ? AND owner = ?`,
  ).get(id, clientCode, owner);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    typeId: Number(row.type_id),
    request: JSON.parse(String(row.request)) as unknown,
    detail: JSON.parse(String(row.detail)) as unknown,
    createdAt: String(row.created_at),
  };
}

/** A calculation by id alone: only for the signed overview link, which names its own id. */
export function findCalculationById(db: DatabaseSync, id: number) {
  const row = prepared(
    db,
    'SELECT id, type_id, detail, created_at FROM calculations WHERE id = ?',
  ).get(id);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    typeId: Number(row.type_id),
    detail: JSON.parse(String(row.detail)) as unknown,
    createdAt: String(row.created_at),
  };
}
