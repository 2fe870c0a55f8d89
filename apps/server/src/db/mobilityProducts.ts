import type { DatabaseSync } from 'node:sqlite';
import type { InterfaceLanguage, MobilityCatalogItem } from '@lease/api/contract';

/** Queries on `mobility_products`: what a mobility-container client offers (car, bike, card). */

function toItem(row: Record<string, unknown>): MobilityCatalogItem {
  return {
    Id: Number(row.id),
    cNaam: String(row.name),
    cOmschrijving: String(row.description),
    DataObject: { object_id: Number(row.object_id), type: String(row.object_type) },
    cIcoon: String(row.icon),
    nMaandbedrag: row.monthly_amount === null ? null : Number(row.monthly_amount),
    Arrangement: {
      nArrangementID: Number(row.arrangement_id),
      cNaam: String(row.arrangement_name),
      nBudget: row.arrangement_budget === null ? null : Number(row.arrangement_budget),
    },
  };
}

function selectSql(language: InterfaceLanguage, where: string): string {
  // The language comes from a closed list, never from the request as typed.
  return `SELECT id, name_${language} AS name, description_${language} AS description, object_id,
            object_type, icon, monthly_amount, arrangement_id,
            arrangement_name_${language} AS arrangement_name, arrangement_budget
          FROM mobility_products WHERE ${where} ORDER BY position`;
}

/** The client's mobility products in display order (empty for a client without a container). */
export function listMobilityProducts(
  db: DatabaseSync,
  clientCode: string,
  language: InterfaceLanguage = 'nl',
): MobilityCatalogItem[] {
  return db
    .prepare(selectSql(language, 'client_code = ?'))
    .all(clientCode)
    .map((row) => toItem(row));
}

/** One product of the client; undefined for an unknown id or another client's product (→ 404). */
export function findMobilityProduct(
  db: DatabaseSync,
  clientCode: string,
  id: number,
  language: InterfaceLanguage = 'nl',
): MobilityCatalogItem | undefined {
  const row = db.prepare(selectSql(language, 'client_code = ? AND id = ?')).get(clientCode, id);
  return row ? toItem(row) : undefined;
}
