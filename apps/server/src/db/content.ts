import type { DatabaseSync } from 'node:sqlite';
import type {
  ContactDetails,
  ContactMailRequest,
  Dealers,
  DriverProfile,
  Faq,
  InterfaceLanguage,
  NewsItem,
} from '@lease/api/contract';
import type { DriverContext } from './driverContext.ts';

/**
 * Queries of the content calls. Every one is scoped to the caller's client; the language picks
 * a column from a closed list, never a name typed by the caller.
 */

const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

export function contactDetails(
  db: DatabaseSync,
  clientCode: string,
  language: InterfaceLanguage,
): ContactDetails {
  const row = db
    .prepare(
      `SELECT name_${language} AS name, phone, email, address, postcode, town,
              opening_hours_${language} AS opening_hours, website
       FROM contact_details WHERE client_code = ?`,
    )
    .get(clientCode);
  return {
    cNaam: textOrNull(row?.name),
    cTelefoon: textOrNull(row?.phone),
    cEmail: textOrNull(row?.email),
    cAdres: textOrNull(row?.address),
    cPostcode: textOrNull(row?.postcode),
    cPlaats: textOrNull(row?.town),
    cOpeningstijden: textOrNull(row?.opening_hours),
    cWebsite: textOrNull(row?.website),
  };
}

export function driverProfile(db: DatabaseSync, context: DriverContext): DriverProfile {
  const driver =
    context.driverId !== null
      ? db
          .prepare('SELECT email, employee_number, category_id FROM drivers WHERE id = ?')
          .get(context.driverId)
      : undefined;
  const user = db.prepare('SELECT username FROM users WHERE id = ?').get(context.userId);
  return {
    nBerijderID: context.driverId,
    cBerijdernaam: context.driverName,
    cEmail: textOrNull(driver?.email ?? user?.username),
    cPersoneelsnummer: textOrNull(driver?.employee_number),
    nCategorieID: driver?.category_id === null || !driver ? null : Number(driver.category_id),
    cTaal: context.language,
  };
}

export function faq(db: DatabaseSync, clientCode: string, language: InterfaceLanguage): Faq {
  return db
    .prepare(
      `SELECT id, question_${language} AS question, answer_${language} AS answer,
              category_${language} AS category, position
       FROM faq WHERE client_code = ? ORDER BY position`,
    )
    .all(clientCode)
    .map((row) => ({
      nFAQID: Number(row.id),
      cVraag: String(row.question),
      cAntwoord: String(row.answer),
      cCategorie: textOrNull(row.category),
      nVolgorde: Number(row.position) + 1,
    }));
}

/** General news (`modelId` null) or the news about one car model, newest first. */
export function news(
  db: DatabaseSync,
  clientCode: string,
  language: InterfaceLanguage,
  modelId: number | null,
): NewsItem[] {
  return db
    .prepare(
      `SELECT id, title_${language} AS title, text_${language} AS text, published, model_id,
              image_url, link_url
       FROM news
       WHERE (client_code IS NULL OR client_code = ?)
         AND (CASE WHEN ? IS NULL THEN model_id IS NULL ELSE model_id = ? END)
       ORDER BY published DESC, id DESC`,
    )
    .all(clientCode, modelId, modelId)
    .map((row) => ({
      nNieuwsID: Number(row.id),
      cTitel: String(row.title),
      cTekst: String(row.text),
      dDatum: String(row.published),
      nModelID: row.model_id === null ? null : Number(row.model_id),
      cAfbeeldingURL: textOrNull(row.image_url),
      cLinkURL: textOrNull(row.link_url),
    }));
}

/**
 * Messages one login may send: a person with a real question sends a few, so a script cannot
 * fill the lease desk's inbox. Counted from the stored messages, so a restart forgets nothing.
 */
export const CONTACT_MAIL_LIMITS = [
  { max: 10, seconds: 60 * 60 },
  { max: 30, seconds: 24 * 60 * 60 },
] as const;

/**
 * Stores a contact message, unless the login already sent its share: then the seconds until it
 * may send the next one.
 */
export function storeContactMessage(
  db: DatabaseSync,
  context: Pick<DriverContext, 'clientCode' | 'userId' | 'driverId'>,
  message: ContactMailRequest,
  now = new Date(),
): { stored: true } | { retryAfterSeconds: number } {
  for (const limit of CONTACT_MAIL_LIMITS) {
    const since = new Date(now.getTime() - limit.seconds * 1000).toISOString();
    // The oldest message that still counts: another may be sent once it leaves the window.
    const oldest = db
      .prepare(
        `SELECT created_at FROM contact_messages WHERE user_id = ? AND created_at > ?
         ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
      )
      .get(context.userId, since, limit.max - 1);
    if (oldest) {
      const frees = Date.parse(String(oldest.created_at)) + limit.seconds * 1000;
      return { retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
    }
  }
  db.prepare(
    `INSERT INTO contact_messages
       (client_code, user_id, driver_id, subject, message, email, phone, type_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    context.clientCode,
    context.userId,
    context.driverId,
    message.cOnderwerp,
    message.cBericht,
    message.cEmail ?? null,
    message.cTelefoon ?? null,
    message.nTypeIDHist ?? null,
    now.toISOString(),
  );
  return { stored: true };
}

/** The dealers of a brand (the catalog is shared by every client). */
export function dealersOfBrand(db: DatabaseSync, brandId: number): Dealers {
  return db
    .prepare(
      'SELECT id, name, street, postcode, town, email, brand_id FROM dealers WHERE brand_id = ? ORDER BY town, name',
    )
    .all(brandId)
    .map((row) => ({
      nDealerID: Number(row.id),
      cNaam: String(row.name),
      cAdres: String(row.street),
      cPostcode: String(row.postcode),
      cPlaats: String(row.town),
      cTelefoon: null,
      cEmail: String(row.email),
      cContactpersoon: null,
      nMerkID: Number(row.brand_id),
    }));
}

/**
 * Stores a ticket request and answers its id and time; the matching login, if any, is linked but
 * never revealed to the caller.
 */
export function storeTicket(
  db: DatabaseSync,
  ticket: { clientCode: string; email: string; environment: string; userId: number | null },
  now = new Date(),
): { id: number; createdAt: string } {
  const createdAt = now.toISOString();
  const row = db
    .prepare(
      `INSERT INTO tickets (client_code, email, environment, user_id, created_at)
       VALUES (?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(ticket.clientCode, ticket.email, ticket.environment, ticket.userId, createdAt);
  return { id: Number(row?.id), createdAt };
}
