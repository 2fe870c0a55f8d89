import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { DUTCH_ENERGY_PRICES } from '../lease/energyPrices.ts';
import { prepared } from './prepared.ts';
import {
  defaultTaxBracket,
  FUEL_LABELS,
  type EnergyPrices,
  type FuelLabel,
  type InterfaceLanguage,
  type TokenPayload,
} from '@lease/api/contract';

/** A lease category as the price arithmetic needs it. */
export interface DriverCategory {
  nCategorieID: number;
  /** The name in the driver's language. */
  cOmschrijving: string;
  /** Norm lease amount a month. */
  normBudget: number;
  /** Highest own contribution above the norm; null: no limit. */
  maxContribution: number | null;
  /** Fixed private contribution a month (0 when the scheme has none). */
  privateContribution: number;
}

/** The client's rules on which cars can be ordered, and what its lease includes beside the car. */
export interface ClientPolicy {
  /** Only plug-in cars (electric or plug-in hybrid) can be ordered. */
  plugInOnly: boolean;
  /** The worst fuel label an orderable car may have; null: any. */
  maxFuelLabel: FuelLabel | null;
  fuelCard: boolean;
  chargingCard: boolean;
  insurance: boolean;
  replacementVehicle: boolean;
  /** The prices energy is counted with: the client's own, else the Dutch defaults. */
  energyPrices: EnergyPrices;
  /** The norm budgets the total cost (lease and energy), not the lease price alone. */
  totalCostBudget: boolean;
}

/** A client without a policy row: no rules, no inclusions it states, the default prices. */
const NO_POLICY: ClientPolicy = {
  plugInOnly: false,
  maxFuelLabel: null,
  fuelCard: false,
  chargingCard: false,
  insurance: false,
  replacementVehicle: false,
  energyPrices: DUTCH_ENERGY_PRICES,
  totalCostBudget: false,
};

/** A price column of `client_policies`: the client's own, else the default. */
function priceOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/**
 * Everything a protected call needs to know about the caller, read from the token and the
 * database, never from the request: whose data it is and how prices are computed for them.
 */
export interface DriverContext {
  clientCode: string;
  userId: number;
  /** The chosen driver (token `nBerijderID`); null before a choice. */
  driverId: number | null;
  /**
   * The chosen driver's contract has ended (`drivers.active = 0`): the driver may still read
   * (orders, basket) but no longer add to the basket or order.
   */
  contractEnded: boolean;
  level: number;
  /** The driver's name; empty for a supervisor acting without a driver (spec point 6). */
  driverName: string;
  /** Container mode: the chosen mobility category (token `MobilityCategoryId`). */
  mobilityCategoryId: number | null;
  /** The categories this driver may search in, in display order; never empty when seeded. */
  categories: DriverCategory[];
  /** The driver's own category, else the first one (0 only for a client without categories). */
  selectedCategoryId: number;
  /** The tax bracket in effect: the stored choice, else `defaultTaxBracket` of the client's. */
  taxPercentage: number;
  /** Business only (no bijtelling): the stored choice, else the client's default. */
  businessOnly: boolean;
  /** The parent scheme the driver was chosen under, when unambiguous; null in container mode. */
  schemeNr: number | null;
  /** The client's tax brackets, in display order. */
  taxBrackets: number[];
  /** The driver's language, else the client's standard language, else nl. */
  language: InterfaceLanguage;
  /** Container mode: the mobility category's monthly budget. */
  mobilityBudget: number | null;
  /** Container mode: the container the driver was chosen in. */
  containerId: number | null;
  /** The client's car policy beyond the categories. */
  policy: ClientPolicy;
}

const LANGUAGES: readonly string[] = ['nl', 'en', 'fr', 'de'];

function asLanguage(value: unknown): InterfaceLanguage | undefined {
  return typeof value === 'string' && LANGUAGES.includes(value)
    ? (value as InterfaceLanguage)
    : undefined;
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

interface CategoryRow {
  id: number;
  name: string;
  normBudget: number;
  maxContribution: number | null;
  privateContribution: number;
}

function clientCategories(
  db: DatabaseSync,
  clientCode: string,
  language: InterfaceLanguage,
): CategoryRow[] {
  // The column name comes from a closed list, never from the request.
  return prepared(
    db,
    `SELECT id, name_${language} AS name, norm_budget, max_contribution, private_contribution
       FROM categories WHERE client_code = ? ORDER BY position`,
  )
    .all(clientCode)
    .map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      normBudget: Number(row.norm_budget),
      maxContribution: numberOrNull(row.max_contribution),
      privateContribution: Number(row.private_contribution),
    }));
}

/** The client's car policy (`client_policies`), or none. */
function clientPolicy(db: DatabaseSync, clientCode: string): ClientPolicy {
  const row = prepared(
    db,
    `SELECT plug_in_only, max_fuel_label, fuel_card, charging_card, insurance, replacement_vehicle,
            price_electricity, price_petrol, price_diesel, price_lpg, price_natural_gas,
            price_hydrogen, total_cost_budget
       FROM client_policies WHERE client_code = ?`,
  ).get(clientCode);
  if (!row) return NO_POLICY;
  const label = FUEL_LABELS.find((candidate) => candidate === row.max_fuel_label) ?? null;
  return {
    plugInOnly: row.plug_in_only === 1,
    maxFuelLabel: label,
    fuelCard: row.fuel_card === 1,
    chargingCard: row.charging_card === 1,
    insurance: row.insurance === 1,
    replacementVehicle: row.replacement_vehicle === 1,
    energyPrices: {
      stroom: priceOr(row.price_electricity, DUTCH_ENERGY_PRICES.stroom),
      benzine: priceOr(row.price_petrol, DUTCH_ENERGY_PRICES.benzine),
      diesel: priceOr(row.price_diesel, DUTCH_ENERGY_PRICES.diesel),
      lpg: priceOr(row.price_lpg, DUTCH_ENERGY_PRICES.lpg),
      aardgas: priceOr(row.price_natural_gas, DUTCH_ENERGY_PRICES.aardgas),
      waterstof: priceOr(row.price_hydrogen, DUTCH_ENERGY_PRICES.waterstof),
    },
    totalCostBudget: row.total_cost_budget === 1,
  };
}

/** The client's bracket percentages in display order. */
export function clientTaxBrackets(db: DatabaseSync, clientCode: string): number[] {
  return prepared(db, 'SELECT percentage FROM tax_brackets WHERE client_code = ? ORDER BY position')
    .all(clientCode)
    .map((row) => Number(row.percentage));
}

/** The client's standard language from its styling (`cStandaardTaal`), else nl. */
export function clientLanguage(db: DatabaseSync, clientCode: string): InterfaceLanguage {
  const row = prepared(
    db,
    `SELECT styling ->> '$.cStandaardTaal' AS language FROM clients WHERE code = ?`,
  ).get(clientCode);
  return asLanguage(row?.language) ?? 'nl';
}

/**
 * The caller's context, or null when the token no longer matches the database: the user was
 * deleted or moved to another client, the token's driver is not one this user may act as, or its
 * mobility category is not that driver's. Callers answer null with 401 (session end): the token
 * itself is what is wrong.
 */
export function loadDriverContext(db: DatabaseSync, session: TokenPayload): DriverContext | null {
  const userId = Number(session.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const user = prepared(
    db,
    'SELECT id, client_code, level, driver_name FROM users WHERE id = ?',
  ).get(userId);
  if (!user || user.client_code !== session.client) return null;
  const clientCode = session.client;

  const driverId = session.nBerijderID ?? null;
  let driver: Record<string, unknown> | undefined;
  if (driverId !== null) {
    driver = prepared(
      db,
      `SELECT d.id, d.name, d.category_id, d.language, d.active
         FROM drivers d JOIN user_drivers ud ON ud.driver_id = d.id
         WHERE d.id = ? AND ud.user_id = ? AND d.client_code = ?`,
    ).get(driverId, userId, clientCode);
    if (!driver) return null;
  }

  const mobilityCategoryId = session.MobilityCategoryId ?? null;
  let mobility: Record<string, unknown> | undefined;
  if (mobilityCategoryId !== null) {
    if (driverId === null) return null;
    mobility = prepared(
      db,
      `SELECT mc.budget, mc.category_id, cd.container_id
         FROM container_drivers cd
         JOIN mobility_categories mc ON mc.id = cd.mobility_category_id
         JOIN containers c ON c.id = cd.container_id
         WHERE cd.driver_id = ? AND cd.mobility_category_id = ? AND c.client_code = ?`,
    ).get(driverId, mobilityCategoryId, clientCode);
    if (!mobility) return null;
  }

  const language = asLanguage(driver?.language) ?? clientLanguage(db, clientCode);
  const all = clientCategories(db, clientCode, language);
  // A driver searches in their own category (in container mode: the mobility category's);
  // without one (a supervisor, or before a choice) every category of the client is open.
  const ownCategoryId = numberOrNull(mobility?.category_id ?? driver?.category_id);
  const own = all.filter((category) => category.id === ownCategoryId);
  const offered = own.length > 0 ? own : all;

  let schemeNr: number | null = null;
  if (driverId !== null && mobilityCategoryId === null) {
    const schemes = prepared(
      db,
      `SELECT s.nr FROM scheme_drivers sd JOIN schemes s ON s.nr = sd.scheme_nr
         WHERE sd.driver_id = ? AND s.client_code = ? ORDER BY s.position`,
    ).all(driverId, clientCode);
    if (schemes.length === 1) schemeNr = Number(schemes[0]?.nr);
  }

  const stored =
    driverId !== null
      ? prepared(
          db,
          'SELECT tax_percentage, business_only FROM driver_settings WHERE driver_id = ?',
        ).get(driverId)
      : prepared(
          db,
          'SELECT tax_percentage, business_only FROM user_settings WHERE user_id = ?',
        ).get(userId);
  const clientDefaults = prepared(
    db,
    'SELECT business_only FROM client_settings WHERE client_code = ?',
  ).get(clientCode);
  const taxBrackets = clientTaxBrackets(db, clientCode);
  const storedPercentage = numberOrNull(stored?.tax_percentage);
  // A stored bracket the client no longer offers falls back to the default, like the portal's
  // stored category that is no longer offered.
  const taxPercentage =
    storedPercentage !== null && taxBrackets.includes(storedPercentage)
      ? storedPercentage
      : (defaultTaxBracket(taxBrackets.map((nPercentage) => ({ nPercentage, bSelected: false })))
          ?.nPercentage ?? 0);

  return {
    clientCode,
    userId,
    driverId,
    contractEnded: driver !== undefined && driver.active !== 1,
    level: session.Level,
    driverName: driver ? String(driver.name) : String(user.driver_name),
    mobilityCategoryId,
    categories: offered.map((category) => ({
      nCategorieID: category.id,
      cOmschrijving: category.name,
      normBudget: category.normBudget,
      maxContribution: category.maxContribution,
      privateContribution: category.privateContribution,
    })),
    selectedCategoryId: offered[0]?.id ?? 0,
    taxPercentage,
    businessOnly: Boolean(stored?.business_only ?? clientDefaults?.business_only ?? 0),
    schemeNr,
    taxBrackets,
    language,
    mobilityBudget: numberOrNull(mobility?.budget),
    containerId: numberOrNull(mobility?.container_id),
    policy: clientPolicy(db, clientCode),
  };
}

/** Contexts kept per database, valid while `context_version` (bumped by triggers) is unchanged. */
interface ContextCache {
  version: number;
  contexts: Map<string, DriverContext | null>;
}

const contextCaches = new WeakMap<DatabaseSync, ContextCache>();

/** A number per context object handed out by {@link currentDriverContext}; never reused. */
const contextIds = new WeakMap<DriverContext, number>();
let lastContextId = 0;

/**
 * The identity of a context from {@link currentDriverContext}: answers computed for it may be
 * kept under this id, as a change of the data it was read from gives a new context with a new
 * id. Undefined for a context read with `loadDriverContext` (not remembered, so not keyable).
 */
export function contextIdOf(context: DriverContext): number | undefined {
  return contextIds.get(context);
}

const versionQueries = new WeakMap<DatabaseSync, StatementSync>();

/**
 * The `context_version` counter. Asked on every request, so its statement returns the row as an
 * array, which costs half an object row; it is its own statement, not a `prepared()` one, whose
 * rows other callers read as objects.
 */
function contextVersion(db: DatabaseSync): number {
  let query = versionQueries.get(db);
  if (query === undefined) {
    query = db.prepare('SELECT version FROM context_version');
    query.setReturnArrays(true);
    versionQueries.set(db, query);
  }
  return Number((query.get() as unknown as [number] | undefined)?.[0]);
}

/** Far more sessions than the demo ever has; past it the oldest context is read again. */
const MAX_CACHED_CONTEXTS = 10_000;

/** Keys of the sessions seen: the token verifier hands out one frozen object per token. */
const contextKeys = new WeakMap<TokenPayload, string>();

/** The token claims a context is read from: the same claims always give the same context. */
function contextKey(session: TokenPayload): string {
  let key = contextKeys.get(session);
  if (key === undefined) {
    key = claimsKey(session);
    if (Object.isFrozen(session)) contextKeys.set(session, key);
  }
  return key;
}

function claimsKey(session: TokenPayload): string {
  return [
    session.client,
    session.sub,
    session.nBerijderID ?? '',
    session.MobilityCategoryId ?? '',
    session.Level,
  ].join('\u0000');
}

function frozen(context: DriverContext | null): DriverContext | null {
  if (context === null) return null;
  for (const category of context.categories) Object.freeze(category);
  Object.freeze(context.categories);
  Object.freeze(context.taxBrackets);
  return Object.freeze(context);
}

/**
 * {@link loadDriverContext}, remembered until the data changes. Every request needs its caller's
 * context, and reading it is eight queries; a write to any table it comes from bumps
 * `context_version` (migration 6's triggers, which also fire for writes from outside this
 * process), and a new version forgets every context. The object is shared and frozen: callers
 * derive a variant with a spread, never change it.
 */
export function currentDriverContext(
  db: DatabaseSync,
  session: TokenPayload,
): DriverContext | null {
  const version = contextVersion(db);
  let cache = contextCaches.get(db);
  if (cache === undefined || cache.version !== version) {
    cache = { version, contexts: new Map() };
    contextCaches.set(db, cache);
  }
  const key = contextKey(session);
  let context = cache.contexts.get(key);
  if (context === undefined) {
    context = frozen(loadDriverContext(db, session));
    if (context !== null) contextIds.set(context, ++lastContextId);
    if (cache.contexts.size >= MAX_CACHED_CONTEXTS) {
      cache.contexts.delete(cache.contexts.keys().next().value ?? '');
    }
    cache.contexts.set(key, context);
  }
  return context;
}
