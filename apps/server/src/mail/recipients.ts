import type { DatabaseSync } from 'node:sqlite';
import type { InterfaceLanguage } from '@lease/api/contract';
import { clientLanguage } from '../db/driverContext.ts';
import { prepared } from '../db/prepared.ts';

/** Who a mail goes to, and the language they read the portal in. */
export interface Recipient {
  address: string;
  language: InterfaceLanguage;
}

/** An address a mail can be sent to: one @, a dot in the domain, nothing that splits a header. */
const ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

function address(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return ADDRESS.test(text) ? text : null;
}

function asLanguage(value: unknown, fallback: InterfaceLanguage): InterfaceLanguage {
  return value === 'nl' || value === 'en' || value === 'fr' || value === 'de' ? value : fallback;
}

/**
 * The driver who owns an order or a quote (`driver:<id>`, or `user:<id>` for a login acting
 * before a driver was chosen). A driver's address is `drivers.email` (the order form has no
 * e-mail field of its own), else the username of a login that acts as the driver, when that is
 * an address (the demo's usernames are); a login's is its username. The language is the
 * driver's (`drivers.language`), for a login the client's standard language. Null when no
 * address is known: the order or quote stands, only its mail is not written.
 */
export function ownerRecipient(
  db: DatabaseSync,
  clientCode: string,
  owner: string,
): Recipient | null {
  const [kind, idText] = owner.split(':');
  const id = Number(idText);
  if (kind === 'driver') {
    const driver = prepared(
      db,
      'SELECT email, language FROM drivers WHERE id = ? AND client_code = ?',
    ).get(id, clientCode);
    if (!driver) return null;
    const logins = prepared(
      db,
      `SELECT u.username FROM user_drivers ud JOIN users u ON u.id = ud.user_id
        WHERE ud.driver_id = ? ORDER BY u.id`,
    ).all(id);
    const found = [driver.email, ...logins.map((login) => login.username)]
      .map(address)
      .find((candidate) => candidate !== null);
    return found
      ? { address: found, language: asLanguage(driver.language, clientLanguage(db, clientCode)) }
      : null;
  }
  if (kind === 'user') {
    const user = prepared(db, 'SELECT username FROM users WHERE id = ? AND client_code = ?').get(
      id,
      clientCode,
    );
    const found = address(user?.username);
    return found ? { address: found, language: clientLanguage(db, clientCode) } : null;
  }
  return null;
}

/**
 * The client's lease desk: the address of its contact details (what the portal's service page
 * shows), in the client's standard language. Null for a client without one: the access request
 * is still stored (`tickets`) for the desk to find, only no mail announces it.
 */
export function clientDeskRecipient(db: DatabaseSync, clientCode: string): Recipient | null {
  const row = prepared(db, 'SELECT email FROM contact_details WHERE client_code = ?').get(
    clientCode,
  );
  const found = address(row?.email);
  return found ? { address: found, language: clientLanguage(db, clientCode) } : null;
}
