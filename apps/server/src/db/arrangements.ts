import type { DatabaseSync } from 'node:sqlite';
import type {
  ArrangementChoices,
  InterfaceLanguage,
  MobilityContainer,
  ParentScheme,
} from '@lease/api/contract';

/**
 * The arrangements a login may act under: the parent schemes and containers holding a driver the
 * login may act as (`user_drivers`), each with only those drivers. Never another login's drivers.
 */

export interface ChoiceFilter {
  /** Also list drivers whose contract has ended (`drivers.active = 0`). */
  includeInactive?: boolean;
  /** Only this scheme. */
  schemeNr?: number;
  /** Only this container. */
  containerId?: number;
}

export function arrangementChoices(
  db: DatabaseSync,
  user: { userId: number; clientCode: string },
  language: InterfaceLanguage,
  filter: ChoiceFilter = {},
): ArrangementChoices {
  const active = filter.includeInactive ? '' : 'AND d.active = 1';
  const Mantels: ParentScheme[] = [];
  if (filter.containerId === undefined) {
    const rows = db
      .prepare(
        // The language column comes from a closed list, never from the request as typed.
        `SELECT s.nr, s.name, s.online, s.inactive_message_${language} AS message,
                d.id AS driver_id, d.name AS driver_name
         FROM schemes s
         JOIN scheme_drivers sd ON sd.scheme_nr = s.nr
         JOIN drivers d ON d.id = sd.driver_id
         JOIN user_drivers ud ON ud.driver_id = d.id
         WHERE s.client_code = ? AND ud.user_id = ? AND (? IS NULL OR s.nr = ?) ${active}
         ORDER BY s.position, d.id`,
      )
      .all(user.clientCode, user.userId, filter.schemeNr ?? null, filter.schemeNr ?? null);
    for (const row of rows) {
      const nr = Number(row.nr);
      let scheme = Mantels.at(-1);
      if (scheme?.nMantelNr !== nr) {
        const online = row.online === 1;
        scheme = {
          nMantelNr: nr,
          cMantelnaam: String(row.name),
          bMantelOnline: online,
          cBerichtWanneerMantelInactief: online ? null : (row.message as string | null),
          Berijders: [],
        };
        Mantels.push(scheme);
      }
      scheme.Berijders.push({
        nBerijderID: Number(row.driver_id),
        cBerijdernaam: String(row.driver_name),
      });
    }
  }

  const Containers: MobilityContainer[] = [];
  if (filter.schemeNr === undefined) {
    const rows = db
      .prepare(
        `SELECT c.id, c.name, d.id AS driver_id, d.name AS driver_name,
                mc.id AS category_id, mc.name AS category_name
         FROM containers c
         JOIN container_drivers cd ON cd.container_id = c.id
         JOIN mobility_categories mc ON mc.id = cd.mobility_category_id
         JOIN drivers d ON d.id = cd.driver_id
         JOIN user_drivers ud ON ud.driver_id = d.id
         WHERE c.client_code = ? AND ud.user_id = ? AND (? IS NULL OR c.id = ?) ${active}
         ORDER BY c.id, d.id`,
      )
      .all(user.clientCode, user.userId, filter.containerId ?? null, filter.containerId ?? null);
    for (const row of rows) {
      const id = Number(row.id);
      let container = Containers.at(-1);
      if (container?.Id !== id) {
        container = { Id: id, cNaam: String(row.name), Drivers: [] };
        Containers.push(container);
      }
      container.Drivers.push({
        nBerijderID: Number(row.driver_id),
        cBerijdernaam: String(row.driver_name),
        MobilityCategory: { Id: Number(row.category_id), cNaam: String(row.category_name) },
      });
    }
  }
  return { Mantels, Containers };
}

/** What `GetKeuzeToken` needs to know of a chosen driver: whether the contract still runs. */
interface DriverChoice {
  /** False for an ended contract (`drivers.active = 0`): listed for its history, never chosen. */
  active: boolean;
  /** The driver's language, for a refusal when the request names none. */
  language: InterfaceLanguage;
}

/** A driver of this login within this scheme of its client, with the scheme's state. */
export function findSchemeChoice(
  db: DatabaseSync,
  user: { userId: number; clientCode: string },
  schemeNr: number,
  driverId: number,
):
  | (DriverChoice & {
      online: boolean;
      messages: Record<InterfaceLanguage, string | null>;
    })
  | undefined {
  const row = db
    .prepare(
      `SELECT s.online, s.inactive_message_nl AS nl, s.inactive_message_en AS en,
              s.inactive_message_fr AS fr, s.inactive_message_de AS de, d.language, d.active
       FROM schemes s
       JOIN scheme_drivers sd ON sd.scheme_nr = s.nr
       JOIN drivers d ON d.id = sd.driver_id
       JOIN user_drivers ud ON ud.driver_id = d.id
       WHERE s.nr = ? AND d.id = ? AND ud.user_id = ? AND s.client_code = ?`,
    )
    .get(schemeNr, driverId, user.userId, user.clientCode);
  if (!row) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    online: row.online === 1,
    messages: { nl: text(row.nl), en: text(row.en), fr: text(row.fr), de: text(row.de) },
    language: row.language as InterfaceLanguage,
    active: row.active === 1,
  };
}

/** This login's driver in a container of its client with this mobility category, if there. */
export function findContainerChoice(
  db: DatabaseSync,
  user: { userId: number; clientCode: string },
  mobilityCategoryId: number,
  driverId: number,
): DriverChoice | undefined {
  const row = db
    .prepare(
      `SELECT d.language, d.active FROM container_drivers cd
       JOIN containers c ON c.id = cd.container_id
       JOIN drivers d ON d.id = cd.driver_id
       JOIN user_drivers ud ON ud.driver_id = cd.driver_id
       WHERE cd.driver_id = ? AND cd.mobility_category_id = ? AND ud.user_id = ?
         AND c.client_code = ?`,
    )
    .get(driverId, mobilityCategoryId, user.userId, user.clientCode);
  if (!row) return undefined;
  return { language: row.language as InterfaceLanguage, active: row.active === 1 };
}
