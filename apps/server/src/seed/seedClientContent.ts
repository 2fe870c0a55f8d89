import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { demoClients, demoStylings } from '@lease/api/testing';
import type { Localized } from '../catalog/catalogTypes.ts';
import { normalizeUsername } from '../db/users.ts';
import {
  clientContent,
  faqFor,
  GENERAL_NEWS,
  TAX_BRACKETS,
  type SeedDriver,
} from './clientContent.ts';

const LANGUAGES = ['nl', 'en', 'fr', 'de'] as const;

/** `{ name_nl: …, name_en: …, … }` for a localized text (or NULLs). */
function localized(column: string, text: Localized | null): Record<string, SQLInputValue> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [`${column}_${language}`, text ? text[language] : null]),
  );
}

const flag = (value: boolean) => (value ? 1 : 0);

/** AutoNieuws templates; `{car}` is the brand and model. */
const MODEL_NEWS: { title: Localized; text: Localized }[] = [
  {
    title: {
      nl: '{car}: levertijd verkort',
      en: '{car}: shorter delivery time',
      fr: '{car} : délai de livraison réduit',
      de: '{car}: kürzere Lieferzeit',
    },
    text: {
      nl: 'De levertijd van de {car} is teruggebracht naar ongeveer 12 weken.',
      en: 'The delivery time of the {car} is down to about 12 weeks.',
      fr: 'Le délai de livraison de la {car} est ramené à environ 12 semaines.',
      de: 'Die Lieferzeit des {car} liegt jetzt bei etwa 12 Wochen.',
    },
  },
  {
    title: {
      nl: '{car}: nieuw modeljaar',
      en: '{car}: new model year',
      fr: '{car} : nouvelle année-modèle',
      de: '{car}: neues Modelljahr',
    },
    text: {
      nl: 'Het nieuwe modeljaar van de {car} heeft meer standaarduitrusting en een vernieuwd infotainmentsysteem.',
      en: 'The new model year of the {car} brings more standard equipment and a renewed infotainment system.',
      fr: 'La nouvelle année-modèle de la {car} offre plus d’équipements de série et un système multimédia renouvelé.',
      de: 'Das neue Modelljahr des {car} bringt mehr Serienausstattung und ein erneuertes Infotainmentsystem.',
    },
  },
  {
    title: {
      nl: '{car}: actie voor leaserijders',
      en: '{car}: offer for lease drivers',
      fr: '{car} : offre pour les conducteurs en leasing',
      de: '{car}: Angebot für Leasingfahrer',
    },
    text: {
      nl: 'Tot het einde van het kwartaal is het comfortpakket van de {car} zonder meerprijs.',
      en: 'Until the end of the quarter, the comfort pack of the {car} comes at no extra cost.',
      fr: 'Jusqu’à la fin du trimestre, le pack confort de la {car} est offert.',
      de: 'Bis zum Quartalsende gibt es das Komfortpaket des {car} ohne Aufpreis.',
    },
  },
];

function fill(text: Localized, car: string): Localized {
  return {
    nl: text.nl.replaceAll('{car}', car),
    en: text.en.replaceAll('{car}', car),
    fr: text.fr.replaceAll('{car}', car),
    de: text.de.replaceAll('{car}', car),
  };
}

/**
 * Writes the car policy of each demo client that has none yet: with the rest of the content on a
 * fresh database, on its own for a database seeded before the policy's migration. Whether anything
 * was written.
 */
export function seedClientPolicies(db: DatabaseSync): boolean {
  const insert = db.prepare(
    `INSERT INTO client_policies (client_code, plug_in_only, max_fuel_label, fuel_card,
       charging_card, insurance, replacement_vehicle, total_cost_budget, price_electricity)
     SELECT code, ?, ?, ?, ?, ?, ?, ?, ? FROM clients
      WHERE code = ? AND NOT EXISTS (SELECT 1 FROM client_policies WHERE client_code = code)`,
  );
  let written = false;
  for (const client of demoClients) {
    const { policy } = clientContent[client];
    const { changes } = insert.run(
      flag(policy.plugInOnly),
      policy.maxFuelLabel,
      flag(policy.fuelCard),
      flag(policy.chargingCard),
      flag(policy.insurance),
      flag(policy.replacementVehicle),
      flag(policy.totalCostBudget ?? false),
      policy.electricityPrice ?? null,
      client,
    );
    if (Number(changes) > 0) written = true;
  }
  return written;
}

/**
 * Writes the clients' settings, arrangements and content (`clientContent.ts`), and news about
 * every eighth car model of the catalog. Runs inside the seed's transaction, after the clients
 * and users: drivers are linked to the demo logins by username; a login that is not there (a
 * test seeding other accounts) simply gets no driver.
 */
export function seedClientContent(db: DatabaseSync): void {
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const insert = (table: string, row: Record<string, SQLInputValue>) => {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    statement.run(...Object.values(row));
  };
  const findUser = db.prepare('SELECT id FROM users WHERE client_code = ? AND username = ?');

  for (const client of demoClients) {
    const content = clientContent[client];
    const company = demoStylings[client].cName;

    insert('client_settings', {
      client_code: client,
      business_only: flag(content.businessOnly),
      auto_review_enabled: flag(content.autoReviewEnabled),
      search_page: JSON.stringify(content.searchPage),
      detail_page: JSON.stringify(content.detailPage),
    });

    content.categories.forEach((category, position) => {
      insert('categories', {
        id: category.id,
        client_code: client,
        position,
        ...localized('name', category.name),
        norm_budget: category.normBudget,
        max_contribution: category.maxContribution,
        private_contribution: category.privateContribution,
      });
    });
    content.taxBrackets.forEach((percentage, position) => {
      const label = TAX_BRACKETS[percentage];
      if (!label) throw new Error(`No label for tax bracket ${percentage}`);
      insert('tax_brackets', {
        client_code: client,
        position,
        percentage,
        ...localized('label', label),
      });
    });
    content.mobilityProducts.forEach((product, position) => {
      insert('mobility_products', {
        id: product.id,
        client_code: client,
        position,
        ...localized('name', product.name),
        ...localized('description', product.description),
        object_type: product.objectType,
        object_id: product.id,
        icon: product.icon,
        monthly_amount: product.monthlyAmount,
        arrangement_id: product.arrangement.id,
        ...localized('arrangement_name', product.arrangement.name),
        arrangement_budget: product.arrangement.budget,
      });
    });
    content.agreements.forEach((agreement, position) => {
      insert('agreements', {
        id: agreement.id,
        client_code: client,
        mobility_product_id: agreement.mobilityProductId ?? null,
        position,
        required: flag(agreement.required),
        ...localized('title', agreement.title),
        ...localized('text', agreement.text),
        link_url: agreement.linkUrl,
        ...localized('link_text', agreement.linkText),
      });
    });
    faqFor(company).forEach((item, position) => {
      insert('faq', {
        client_code: client,
        position,
        ...localized('category', item.category),
        ...localized('question', item.question),
        ...localized('answer', item.answer),
      });
    });
    insert('news', {
      client_code: client,
      model_id: null,
      published: '2026-03-02',
      ...localized('title', {
        nl: `Welkom in het leaseportaal van ${company}`,
        en: `Welcome to the ${company} lease portal`,
        fr: `Bienvenue sur le portail de leasing de ${company}`,
        de: `Willkommen im Leasingportal von ${company}`,
      }),
      ...localized('text', {
        nl: 'Stel uw auto samen, vergelijk uw netto kosten en bestel online.',
        en: 'Configure your car, compare your net costs and order online.',
        fr: 'Configurez votre voiture, comparez vos coûts nets et commandez en ligne.',
        de: 'Stellen Sie Ihr Auto zusammen, vergleichen Sie Ihre Nettokosten und bestellen Sie online.',
      }),
      image_url: null,
      link_url: null,
    });
    insert('contact_details', {
      client_code: client,
      ...localized('name', content.contact.name),
      phone: content.contact.phone,
      email: content.contact.email,
      address: content.contact.address,
      postcode: content.contact.postcode,
      town: content.contact.town,
      ...localized('opening_hours', content.contact.openingHours),
      website: content.contact.website,
    });

    const writtenDrivers = new Set<number>();
    const writeDriver = (driver: SeedDriver) => {
      if (writtenDrivers.has(driver.id)) return;
      writtenDrivers.add(driver.id);
      insert('drivers', {
        id: driver.id,
        client_code: client,
        name: driver.name,
        email: driver.email,
        employee_number: driver.employeeNumber,
        category_id: driver.categoryId,
        language: driver.language,
        active: flag(driver.active ?? true),
      });
      if (driver.username === null) return;
      const user = findUser.get(client, normalizeUsername(driver.username));
      if (user) insert('user_drivers', { user_id: Number(user.id), driver_id: driver.id });
    };
    content.schemes.forEach((scheme, position) => {
      insert('schemes', {
        nr: scheme.nr,
        client_code: client,
        position,
        name: scheme.name,
        online: flag(scheme.online),
        ...localized('inactive_message', scheme.inactiveMessage),
      });
      for (const driver of scheme.drivers) {
        writeDriver(driver);
        insert('scheme_drivers', { scheme_nr: scheme.nr, driver_id: driver.id });
      }
    });
    for (const container of content.containers) {
      insert('containers', { id: container.id, client_code: client, name: container.name });
      for (const category of container.mobilityCategories) {
        insert('mobility_categories', {
          id: category.id,
          container_id: container.id,
          name: category.name,
          budget: category.budget,
          category_id: category.categoryId,
        });
      }
      for (const driver of container.drivers) {
        writeDriver(driver);
        insert('container_drivers', {
          container_id: container.id,
          driver_id: driver.id,
          mobility_category_id: driver.mobilityCategoryId,
        });
      }
    }
  }

  for (const item of GENERAL_NEWS) {
    insert('news', {
      client_code: null,
      model_id: null,
      published: item.published,
      ...localized('title', item.title),
      ...localized('text', item.text),
      image_url: null,
      link_url: null,
    });
  }

  // AutoNieuws: every eighth car model, for every client.
  const models = db
    .prepare(
      `SELECT m.id, b.name AS brand, m.name AS model FROM models m JOIN brands b ON b.id = m.brand_id
       WHERE m.kind = 'car' ORDER BY m.id`,
    )
    .all();
  models.forEach((row, index) => {
    if (index % 8 !== 0) return;
    const car = `${String(row.brand)} ${String(row.model)}`;
    const template = MODEL_NEWS[(index / 8) % MODEL_NEWS.length];
    if (!template) return;
    const day = String(1 + (index % 28)).padStart(2, '0');
    insert('news', {
      client_code: null,
      model_id: Number(row.id),
      published: `2026-0${1 + (index % 3)}-${day}`,
      ...localized('title', fill(template.title, car)),
      ...localized('text', fill(template.text, car)),
      image_url: null,
      link_url: null,
    });
  });
  seedClientPolicies(db);
}
