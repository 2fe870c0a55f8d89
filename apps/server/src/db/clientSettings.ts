import type { DatabaseSync } from 'node:sqlite';
import {
  detailPageSettingsSchema,
  searchPageSettingsSchema,
  type Agreements,
  type DataObject,
  type InterfaceLanguage,
  type Settings,
} from '@lease/api/contract';
import type { DriverContext } from './driverContext.ts';

/** The scheme's settings as the driver sees them (`GetSettings`, `SetSettings`). */

interface AgreementRow {
  id: number;
  title: string;
  text: string;
  required: boolean;
  linkUrl: string | null;
  linkText: string | null;
}

/** General agreements, plus those of the mobility product when one is given. */
function agreementRows(
  db: DatabaseSync,
  clientCode: string,
  language: InterfaceLanguage,
  mobilityProductId: number | null,
): AgreementRow[] {
  return db
    .prepare(
      `SELECT id, title_${language} AS title, text_${language} AS text, required, link_url,
              link_text_${language} AS link_text
       FROM agreements
       WHERE client_code = ? AND (mobility_product_id IS NULL OR mobility_product_id = ?)
       ORDER BY position`,
    )
    .all(clientCode, mobilityProductId)
    .map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      text: String(row.text),
      required: row.required === 1,
      linkUrl: row.link_url === null ? null : String(row.link_url),
      linkText: row.link_text === null ? null : String(row.link_text),
    }));
}

/** `GetAkkoordVinken`: the ticks of the order form. */
export function agreementTicks(
  db: DatabaseSync,
  clientCode: string,
  language: InterfaceLanguage,
  mobilityProductId: number | null,
): Agreements {
  return agreementRows(db, clientCode, language, mobilityProductId).map((row) => ({
    nAkkoordID: row.id,
    cTekst: row.text,
    bVerplicht: row.required,
    cLinkURL: row.linkUrl,
    cLinkTekst: row.linkText,
  }));
}

/**
 * `GetSettings`: categories the driver may search in, the client's brackets with the driver's
 * effective one `bSelected`, the business-only choice, agreement texts, page flags, auto reviews,
 * and the mobility product the settings are for (container mode).
 */
export function settingsFor(
  db: DatabaseSync,
  context: DriverContext,
  product: { id: number; dataObject: DataObject } | null,
): Settings {
  const { clientCode, language } = context;
  const client = db
    .prepare(
      'SELECT auto_review_enabled, search_page, detail_page FROM client_settings WHERE client_code = ?',
    )
    .get(clientCode);
  const brackets = db
    .prepare(
      `SELECT percentage, label_${language} AS label FROM tax_brackets
       WHERE client_code = ? ORDER BY position`,
    )
    .all(clientCode);
  return {
    Categorien: context.categories.map((category) => ({
      nCategorieID: category.nCategorieID,
      cOmschrijving: category.cOmschrijving,
      nNormbedrag: category.normBudget,
      nMaxEigenbijdrage: category.maxContribution,
    })),
    Belastingschijven: brackets.map((row) => ({
      nPercentage: Number(row.percentage),
      bSelected: Number(row.percentage) === context.taxPercentage,
      cOmschrijving: String(row.label),
    })),
    bAlleenZakelijk: context.businessOnly,
    Akkoordteksten: agreementRows(db, clientCode, language, product?.id ?? null).map((row) => ({
      nAkkoordID: row.id,
      cTitel: row.title,
      cTekst: row.text,
    })),
    // Parsed, so a hand-edited row cannot send the portal something it would reject.
    ZoekpaginaSettings: client
      ? searchPageSettingsSchema.parse(JSON.parse(String(client.search_page)))
      : null,
    DetailpaginaSettings: client
      ? detailPageSettingsSchema.parse(JSON.parse(String(client.detail_page)))
      : null,
    IsAutoReviewEnabled: client?.auto_review_enabled === 1,
    DataObject: product?.dataObject ?? null,
  };
}

/** Stores the driver's bracket and business-only choice (per login before a driver is chosen). */
export function saveTaxChoice(
  db: DatabaseSync,
  context: Pick<DriverContext, 'driverId' | 'userId'>,
  choice: { taxPercentage: number; businessOnly: boolean },
): void {
  const now = new Date().toISOString();
  const [table, key, id] =
    context.driverId !== null
      ? (['driver_settings', 'driver_id', context.driverId] as const)
      : (['user_settings', 'user_id', context.userId] as const);
  db.prepare(
    `INSERT INTO ${table} (${key}, tax_percentage, business_only, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (${key}) DO UPDATE SET tax_percentage = excluded.tax_percentage,
       business_only = excluded.business_only, updated_at = excluded.updated_at`,
  ).run(id, choice.taxPercentage, choice.businessOnly ? 1 : 0, now);
}
