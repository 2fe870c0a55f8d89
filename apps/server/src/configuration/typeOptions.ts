import type { DatabaseSync } from 'node:sqlite';
import type { InterfaceLanguage } from '@lease/api/contract';

/** A text in each interface language. */
export type Texts = Readonly<Record<InterfaceLanguage, string>>;

export interface TypeOption {
  id: number;
  groupId: number;
  code: string;
  name: Texts;
  cluster: string | null;
  price: number;
  isDefault: boolean;
  isPaint: boolean;
  colourHex: string | null;
  changesWltp: boolean;
  isAccessory: boolean;
}

export interface TypeOptionGroup {
  id: number;
  name: Texts;
  options: TypeOption[];
}

/** Everything the configurator offers for one type, read once and kept (the catalog is fixed). */
export interface TypeOptions {
  groups: TypeOptionGroup[];
  byId: Map<number, TypeOption>;
  rules: { optionId: number; forcedOptionId: number; popup: Texts }[];
  standardEquipment: Texts[];
  parentScheme: {
    componentNr: number;
    sequence: number;
    name: Texts;
    removable: boolean;
    checked: boolean;
    monthlyPrice: number;
  }[];
  pricingManager: { id: number; name: Texts; price: number; checked: boolean }[];
  questions: {
    id: number;
    question: Texts;
    answerType: 'tekst' | 'bedrag' | 'janee';
    required: boolean;
  }[];
  terms: { termMonths: number; kmPerYear: number; isDefault: boolean }[];
}

function texts(row: Record<string, unknown>, column: string): Texts {
  return {
    nl: String(row[`${column}_nl`]),
    en: String(row[`${column}_en`]),
    fr: String(row[`${column}_fr`]),
    de: String(row[`${column}_de`]),
  };
}

function load(db: DatabaseSync, typeId: number): TypeOptions {
  const groups = db
    .prepare('SELECT * FROM option_groups WHERE type_id = ? ORDER BY position')
    .all(typeId)
    .map((row): TypeOptionGroup => ({ id: Number(row.id), name: texts(row, 'name'), options: [] }));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const byId = new Map<number, TypeOption>();
  for (const row of db
    .prepare('SELECT * FROM options WHERE type_id = ? ORDER BY group_id, position')
    .all(typeId)) {
    const option: TypeOption = {
      id: Number(row.id),
      groupId: Number(row.group_id),
      code: String(row.code),
      name: texts(row, 'name'),
      cluster: row.cluster === null ? null : String(row.cluster),
      price: Number(row.price),
      isDefault: row.is_default === 1,
      isPaint: row.is_paint === 1,
      colourHex: row.colour_hex === null ? null : String(row.colour_hex),
      changesWltp: row.changes_wltp === 1,
      isAccessory: row.is_accessory === 1,
    };
    byId.set(option.id, option);
    groupById.get(option.groupId)?.options.push(option);
  }
  return {
    groups,
    byId,
    rules: db
      .prepare('SELECT * FROM option_rules WHERE type_id = ? ORDER BY id')
      .all(typeId)
      .map((row) => ({
        optionId: Number(row.option_id),
        forcedOptionId: Number(row.forced_option_id),
        popup: texts(row, 'popup'),
      })),
    standardEquipment: db
      .prepare('SELECT * FROM standard_equipment WHERE type_id = ? ORDER BY position')
      .all(typeId)
      .map((row) => texts(row, 'name')),
    parentScheme: db
      .prepare('SELECT * FROM parent_scheme_options WHERE type_id = ? ORDER BY sequence')
      .all(typeId)
      .map((row) => ({
        componentNr: Number(row.component_nr),
        sequence: Number(row.sequence),
        name: texts(row, 'name'),
        removable: row.removable === 1,
        checked: row.checked === 1,
        monthlyPrice: Number(row.monthly_price),
      })),
    pricingManager: db
      .prepare('SELECT * FROM pricing_manager_options WHERE type_id = ? ORDER BY id')
      .all(typeId)
      .map((row) => ({
        id: Number(row.id),
        name: texts(row, 'name'),
        price: Number(row.price),
        checked: row.checked === 1,
      })),
    questions: db
      .prepare('SELECT * FROM order_questions WHERE type_id = ? ORDER BY position')
      .all(typeId)
      .map((row) => ({
        id: Number(row.id),
        question: texts(row, 'question'),
        answerType: String(row.answer_type) as 'tekst' | 'bedrag' | 'janee',
        required: row.required === 1,
      })),
    terms: db
      .prepare('SELECT * FROM type_terms WHERE type_id = ? ORDER BY term_months, km_per_year')
      .all(typeId)
      .map((row) => ({
        termMonths: Number(row.term_months),
        kmPerYear: Number(row.km_per_year),
        isDefault: row.is_default === 1,
      })),
  };
}

const caches = new WeakMap<DatabaseSync, Map<number, TypeOptions>>();

/** The configurator rows of a type; read once per database and type. */
export function typeOptions(db: DatabaseSync, typeId: number): TypeOptions {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let options = cache.get(typeId);
  if (!options) {
    options = load(db, typeId);
    cache.set(typeId, options);
  }
  return options;
}
