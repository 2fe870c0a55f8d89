import type { DemoClient } from '@lease/api/testing';
import type { Localized } from '../catalog/catalogTypes.ts';
import type { FuelLabel } from '../catalog/catalogValues.ts';

/**
 * The demo clients' settings, arrangements and content, by client. Hand-written on purpose
 * (unlike the catalog): each client shows a different case, and the arrangements are what make
 * the demo accounts of `seed/demo-accounts.json` behave as their descriptions say.
 */

export interface SeedCategory {
  id: number;
  name: Localized;
  normBudget: number;
  maxContribution: number | null;
  privateContribution: number;
}

export interface SeedDriver {
  id: number;
  /** The login that may act as this driver (`demo-accounts.json` username); none: no login. */
  username: string | null;
  name: string;
  email: string | null;
  employeeNumber: string | null;
  categoryId: number | null;
  language: 'nl' | 'en' | 'fr' | 'de';
  active?: boolean;
}

export interface SeedScheme {
  nr: number;
  name: string;
  online: boolean;
  inactiveMessage: Localized | null;
  drivers: SeedDriver[];
}

export interface SeedContainer {
  id: number;
  name: string;
  mobilityCategories: { id: number; name: string; budget: number; categoryId: number }[];
  drivers: (SeedDriver & { mobilityCategoryId: number })[];
}

export interface SeedMobilityProduct {
  id: number;
  name: Localized;
  description: Localized;
  objectType: 'Car' | 'Bike' | 'Card';
  icon: string;
  monthlyAmount: number | null;
  arrangement: { id: number; name: Localized; budget: number | null };
}

export interface SeedAgreement {
  id: number;
  /** Only when ordering this mobility product. */
  mobilityProductId?: number;
  required: boolean;
  title: Localized;
  text: Localized;
  linkUrl: string | null;
  linkText: Localized | null;
}

/** The car policy beyond the categories (`client_policies`). */
export interface SeedPolicy {
  plugInOnly: boolean;
  maxFuelLabel: FuelLabel | null;
  fuelCard: boolean;
  chargingCard: boolean;
  insurance: boolean;
  replacementVehicle: boolean;
  /** The norm budgets lease and energy together. */
  totalCostBudget?: boolean;
  /** Euro per kWh where the client counts with its own; else the Dutch default. */
  electricityPrice?: number;
}

export interface SeedClientContent {
  businessOnly: boolean;
  policy: SeedPolicy;
  autoReviewEnabled: boolean;
  searchPage: Record<
    'bShowLeaseprijs' | 'bShowEigenbijdrage' | 'bShowNettoKosten' | 'bShowFiscaleWaarde',
    boolean
  >;
  detailPage: Record<
    | 'bShowLeaseprijs'
    | 'bShowEigenbijdrage'
    | 'bShowNettoKosten'
    | 'bShowUitleg'
    | 'bShowLooptijdKilometrage'
    | 'bShowOpties',
    boolean
  >;
  categories: SeedCategory[];
  /** Percentages of `TAX_BRACKETS`, in display order. */
  taxBrackets: number[];
  schemes: SeedScheme[];
  containers: SeedContainer[];
  mobilityProducts: SeedMobilityProduct[];
  agreements: SeedAgreement[];
  contact: {
    name: Localized;
    phone: string;
    email: string;
    address: string;
    postcode: string;
    town: string;
    openingHours: Localized;
    website: string | null;
  };
}

/** The 2026 box-1 rates of docs/spec/lease-domain.md, with their labels. */
export const TAX_BRACKETS: Readonly<Record<number, Localized>> = {
  0: { nl: 'Geen belasting', en: 'No tax', fr: "Pas d'impôt", de: 'Keine Steuer' },
  17.85: {
    nl: 'AOW-leeftijd, schijf 1 (17,85%)',
    en: 'State pension age, bracket 1 (17.85%)',
    fr: 'Âge de la retraite, tranche 1 (17,85 %)',
    de: 'Rentenalter, Stufe 1 (17,85 %)',
  },
  35.75: {
    nl: 'Schijf 1, t/m € 38.883 (35,75%)',
    en: 'Bracket 1, up to € 38,883 (35.75%)',
    fr: "Tranche 1, jusqu'à 38 883 € (35,75 %)",
    de: 'Stufe 1, bis 38.883 € (35,75 %)',
  },
  37.56: {
    nl: 'Schijf 2, t/m € 78.426 (37,56%)',
    en: 'Bracket 2, up to € 78,426 (37.56%)',
    fr: "Tranche 2, jusqu'à 78 426 € (37,56 %)",
    de: 'Stufe 2, bis 78.426 € (37,56 %)',
  },
  49.5: {
    nl: 'Schijf 3, boven € 78.426 (49,50%)',
    en: 'Bracket 3, above € 78,426 (49.50%)',
    fr: 'Tranche 3, au-delà de 78 426 € (49,50 %)',
    de: 'Stufe 3, über 78.426 € (49,50 %)',
  },
};

const ALL_BRACKETS = [0, 17.85, 35.75, 37.56, 49.5];

function category(
  id: number,
  letter: string,
  nl: string,
  en: string,
  normBudget: number,
  maxContribution: number | null,
  privateContribution = 0,
): SeedCategory {
  return {
    id,
    name: {
      nl: `Categorie ${letter} (${nl})`,
      en: `Category ${letter} (${en})`,
      fr: `Catégorie ${letter} (${en.replace('scale', 'échelle').replace('and up', 'et plus')})`,
      de: `Kategorie ${letter} (${en.replace('scale', 'Stufe').replace('and up', 'und höher')})`,
    },
    normBudget,
    maxContribution,
    privateContribution,
  };
}

const ALL_SHOWN = {
  bShowLeaseprijs: true,
  bShowEigenbijdrage: true,
  bShowNettoKosten: true,
  bShowFiscaleWaarde: true,
};
const DETAIL_ALL_SHOWN = {
  bShowLeaseprijs: true,
  bShowEigenbijdrage: true,
  bShowNettoKosten: true,
  bShowUitleg: true,
  bShowLooptijdKilometrage: true,
  bShowOpties: true,
};

function userAgreement(id: number, company: string, url: string): SeedAgreement {
  return {
    id,
    required: true,
    title: {
      nl: 'Gebruikersovereenkomst',
      en: 'User agreement',
      fr: "Contrat d'utilisation",
      de: 'Nutzungsvereinbarung',
    },
    text: {
      nl: `Ik ga akkoord met de gebruikersovereenkomst leaseauto van ${company}.`,
      en: `I accept the lease car user agreement of ${company}.`,
      fr: `J'accepte le contrat d'utilisation de la voiture de leasing de ${company}.`,
      de: `Ich akzeptiere die Nutzungsvereinbarung für das Leasingfahrzeug von ${company}.`,
    },
    linkUrl: url,
    linkText: {
      nl: 'Gebruikersovereenkomst (pdf)',
      en: 'User agreement (pdf)',
      fr: "Contrat d'utilisation (pdf)",
      de: 'Nutzungsvereinbarung (pdf)',
    },
  };
}

function payrollAgreement(id: number): SeedAgreement {
  return {
    id,
    required: true,
    title: {
      nl: 'Inhouding eigen bijdrage',
      en: 'Own contribution by payroll',
      fr: 'Retenue de la contribution personnelle',
      de: 'Einbehalt des Eigenanteils',
    },
    text: {
      nl: 'Ik geef toestemming om mijn eigen bijdrage op mijn salaris in te houden.',
      en: 'I consent to my own contribution being deducted from my salary.',
      fr: 'J’autorise la retenue de ma contribution personnelle sur mon salaire.',
      de: 'Ich stimme zu, dass mein Eigenanteil vom Gehalt einbehalten wird.',
    },
    linkUrl: null,
    linkText: null,
  };
}

function newsletterAgreement(id: number): SeedAgreement {
  return {
    id,
    required: false,
    title: { nl: 'Nieuwsbrief', en: 'Newsletter', fr: 'Lettre d’information', de: 'Newsletter' },
    text: {
      nl: 'Ik wil de nieuwsbrief van de leasemaatschappij ontvangen.',
      en: 'I would like to receive the leasing company’s newsletter.',
      fr: 'Je souhaite recevoir la lettre d’information de la société de leasing.',
      de: 'Ich möchte den Newsletter der Leasinggesellschaft erhalten.',
    },
    linkUrl: null,
    linkText: null,
  };
}

const OFFICE_HOURS: Localized = {
  nl: 'Maandag t/m vrijdag 8.30–17.00 uur',
  en: 'Monday to Friday 8:30 am–5:00 pm',
  fr: 'Du lundi au vendredi de 8 h 30 à 17 h',
  de: 'Montag bis Freitag 8:30–17:00 Uhr',
};

function desk(company: string): Localized {
  return {
    nl: `Leasedesk ${company}`,
    en: `${company} lease desk`,
    fr: `Service leasing ${company}`,
    de: `Leasing-Service ${company}`,
  };
}

export const clientContent: Record<DemoClient, SeedClientContent> = {
  horizon: {
    businessOnly: false,
    // Everything included, no rule on the car beyond the categories.
    policy: {
      plugInOnly: false,
      maxFuelLabel: null,
      fuelCard: true,
      chargingCard: true,
      insurance: true,
      replacementVehicle: true,
    },
    autoReviewEnabled: true,
    searchPage: { ...ALL_SHOWN, bShowFiscaleWaarde: false },
    detailPage: DETAIL_ALL_SHOWN,
    categories: [
      category(1, 'A', 't/m schaal 8', 'up to scale 8', 550, 150),
      category(2, 'B', 'schaal 9–11', 'scale 9–11', 700, 150),
      category(3, 'C', 'schaal 12–14', 'scale 12–14', 850, 200),
      category(4, 'D', 'schaal 15 en hoger', 'scale 15 and up', 1000, 250),
    ],
    taxBrackets: ALL_BRACKETS,
    schemes: [
      {
        nr: 10,
        name: 'Horizon Leaseregeling 2026',
        online: true,
        inactiveMessage: null,
        drivers: [
          {
            id: 501,
            username: 'jan@horizon.example',
            name: 'Jan de Vries',
            email: 'jan@horizon.example',
            employeeNumber: 'HM-004217',
            categoryId: 2,
            language: 'nl',
          },
          {
            id: 502,
            username: 'sanne@horizon.example',
            name: 'Sanne Bakker',
            email: 'sanne@horizon.example',
            employeeNumber: 'HM-003120',
            categoryId: 3,
            language: 'nl',
          },
          {
            // The supervisor acts without a driver of their own: an empty name (spec point 6).
            id: 509,
            username: 'beheer@horizon.example',
            name: '',
            email: 'beheer@horizon.example',
            employeeNumber: null,
            categoryId: null,
            language: 'nl',
          },
          {
            id: 505,
            username: null,
            name: 'Fatima el Amrani',
            email: 'fatima@horizon.example',
            employeeNumber: 'HM-005530',
            categoryId: 1,
            language: 'en',
          },
          {
            // An ended contract in an online scheme: listed with includeOrderedAndInactive for
            // its history, but never chosen for ordering (GetKeuzeToken refuses it).
            id: 507,
            username: 'sanne@horizon.example',
            name: 'Sanne Bakker (2021)',
            email: 'sanne@horizon.example',
            employeeNumber: 'HM-003120',
            categoryId: 2,
            language: 'nl',
            active: false,
          },
        ],
      },
      {
        nr: 11,
        name: 'Horizon Directieregeling',
        online: true,
        inactiveMessage: null,
        drivers: [
          {
            id: 503,
            username: 'sanne@horizon.example',
            name: 'Sanne Bakker',
            email: 'sanne@horizon.example',
            employeeNumber: 'HM-003120',
            categoryId: 4,
            language: 'nl',
          },
        ],
      },
      {
        nr: 12,
        name: 'Horizon Leaseregeling 2024',
        online: false,
        inactiveMessage: {
          nl: 'De leaseregeling 2024 is gesloten. Kies de leaseregeling 2026 of neem contact op met de leasedesk.',
          en: 'The 2024 lease scheme is closed. Choose the 2026 scheme or contact the lease desk.',
          fr: 'Le régime de leasing 2024 est fermé. Choisissez le régime 2026 ou contactez le service leasing.',
          de: 'Die Leasingregelung 2024 ist geschlossen. Wählen Sie die Regelung 2026 oder wenden Sie sich an den Leasing-Service.',
        },
        drivers: [
          {
            id: 504,
            username: 'sanne@horizon.example',
            name: 'Sanne Bakker',
            email: 'sanne@horizon.example',
            employeeNumber: 'HM-003120',
            categoryId: 2,
            language: 'nl',
          },
          {
            // An ended contract: only listed with includeOrderedAndInactive.
            id: 506,
            username: 'sanne@horizon.example',
            name: 'Sanne Bakker (2019)',
            email: 'sanne@horizon.example',
            employeeNumber: 'HM-003120',
            categoryId: 1,
            language: 'nl',
            active: false,
          },
        ],
      },
    ],
    containers: [],
    mobilityProducts: [],
    agreements: [
      userAgreement(1, 'Horizon Mobility', '/documenten/gebruikersovereenkomst-2026.pdf'),
      payrollAgreement(2),
      newsletterAgreement(3),
    ],
    contact: {
      name: desk('Horizon Mobility'),
      phone: '030 123 45 67',
      email: 'leasedesk@horizon.example',
      address: 'Stationsplein 12',
      postcode: '3511 ED',
      town: 'Utrecht',
      openingHours: OFFICE_HOURS,
      website: 'https://horizon.example',
    },
  },
  polder: {
    businessOnly: true,
    // An energy company: plug-in cars only.
    policy: {
      plugInOnly: true,
      maxFuelLabel: null,
      fuelCard: true,
      chargingCard: true,
      insurance: true,
      replacementVehicle: true,
    },
    autoReviewEnabled: false,
    searchPage: ALL_SHOWN,
    detailPage: DETAIL_ALL_SHOWN,
    categories: [
      category(5, 'I', 't/m schaal 9', 'up to scale 9', 550, 200, 25),
      category(6, 'II', 'schaal 10–12', 'scale 10–12', 700, 200, 25),
      category(7, 'III', 'schaal 13 en hoger', 'scale 13 and up', 850, null, 25),
    ],
    taxBrackets: ALL_BRACKETS,
    schemes: [
      {
        nr: 20,
        name: 'Rijksmobiliteit – Polder Energie',
        online: true,
        inactiveMessage: null,
        drivers: [
          {
            id: 521,
            username: 'eva@polder.example',
            name: 'Eva Visser',
            email: 'eva@polder.example',
            employeeNumber: 'PE-1187',
            categoryId: 6,
            language: 'nl',
          },
        ],
      },
      {
        nr: 21,
        name: 'Polder Energie Leaseregeling 2025',
        online: false,
        inactiveMessage: {
          nl: 'Deze leaseregeling is gesloten tot 1 maart 2027. Neem contact op met de leasedesk.',
          en: 'This lease scheme is closed until 1 March 2027. Please contact the lease desk.',
          fr: 'Ce régime de leasing est fermé jusqu’au 1er mars 2027. Veuillez contacter le service leasing.',
          de: 'Diese Leasingregelung ist bis zum 1. März 2027 geschlossen. Bitte wenden Sie sich an den Leasing-Service.',
        },
        drivers: [
          {
            id: 522,
            username: 'kees@polder.example',
            name: 'Kees Jansen',
            email: 'kees@polder.example',
            employeeNumber: 'PE-0921',
            categoryId: 5,
            language: 'nl',
          },
        ],
      },
    ],
    containers: [],
    mobilityProducts: [],
    agreements: [
      userAgreement(11, 'Polder Energie', '/documenten/polder-gebruikersovereenkomst.pdf'),
      payrollAgreement(12),
    ],
    contact: {
      name: desk('Polder Energie'),
      phone: '020 765 43 21',
      email: 'lease@polder.example',
      address: 'Dijkweg 3',
      postcode: '1781 AA',
      town: 'Den Helder',
      openingHours: OFFICE_HOURS,
      website: null,
    },
  },
  zonnig: {
    businessOnly: false,
    // Fuel label C or better.
    policy: {
      plugInOnly: false,
      maxFuelLabel: 'C',
      fuelCard: true,
      chargingCard: true,
      insurance: true,
      replacementVehicle: true,
    },
    autoReviewEnabled: false,
    searchPage: {
      bShowLeaseprijs: false,
      bShowEigenbijdrage: true,
      bShowNettoKosten: true,
      bShowFiscaleWaarde: false,
    },
    detailPage: { ...DETAIL_ALL_SHOWN, bShowUitleg: false },
    categories: [
      category(8, 'Zorg 1', 't/m FWG 45', 'up to FWG 45', 550, null),
      category(9, 'Zorg 2', 'FWG 50 en hoger', 'FWG 50 and up', 700, null),
    ],
    // Exactly four: the default is the last one (decisions.md §3).
    taxBrackets: [17.85, 35.75, 37.56, 49.5],
    schemes: [
      {
        nr: 30,
        name: 'Zonnig Zorg Leaseregeling',
        online: true,
        inactiveMessage: null,
        drivers: [
          {
            id: 531,
            username: 'lotte@zonnig.example',
            name: 'Lotte Mulder',
            email: 'lotte@zonnig.example',
            employeeNumber: 'ZZ-2207',
            categoryId: 8,
            language: 'en',
          },
        ],
      },
    ],
    containers: [],
    mobilityProducts: [],
    agreements: [userAgreement(21, 'Zonnig Zorg', '/documenten/zonnig-lease.pdf')],
    contact: {
      name: desk('Zonnig Zorg'),
      phone: '043 350 60 70',
      email: 'lease@zonnig.example',
      address: 'Zonneweg 88',
      postcode: '6221 AB',
      town: 'Maastricht',
      openingHours: OFFICE_HOURS,
      website: 'https://zonnig.example',
    },
  },
  stadmobiel: {
    businessOnly: false,
    // A city's mobility budget: clean cars only (label B or better), insured; no cards and no
    // replacement vehicle (its drivers have no parent scheme whose components would bring them).
    // The norm budgets the total cost, at the city's own charging price.
    policy: {
      plugInOnly: false,
      maxFuelLabel: 'B',
      fuelCard: false,
      chargingCard: false,
      insurance: true,
      replacementVehicle: false,
      totalCostBudget: true,
      electricityPrice: 0.3,
    },
    autoReviewEnabled: true,
    searchPage: ALL_SHOWN,
    detailPage: DETAIL_ALL_SHOWN,
    categories: [
      category(10, 'S', 'basisbudget', 'basic budget', 550, 100),
      category(11, 'M', 'middenbudget', 'medium budget', 700, 150),
    ],
    taxBrackets: ALL_BRACKETS,
    schemes: [],
    containers: [
      {
        id: 4,
        name: 'StadMobiel Budget',
        mobilityCategories: [
          { id: 11, name: 'Budget S', budget: 700, categoryId: 10 },
          { id: 12, name: 'Budget M', budget: 900, categoryId: 11 },
        ],
        drivers: [
          {
            id: 541,
            username: 'amir@stadmobiel.example',
            name: 'Amir El Amrani',
            email: 'amir@stadmobiel.example',
            employeeNumber: 'SM-0042',
            categoryId: 11,
            language: 'nl',
            mobilityCategoryId: 12,
          },
          {
            id: 542,
            username: null,
            name: 'Noor de Wit',
            email: 'noor@stadmobiel.example',
            employeeNumber: 'SM-0057',
            categoryId: 10,
            language: 'nl',
            mobilityCategoryId: 11,
          },
        ],
      },
    ],
    mobilityProducts: [
      {
        id: 1,
        name: { nl: 'Leaseauto', en: 'Lease car', fr: 'Voiture de leasing', de: 'Leasingauto' },
        description: {
          nl: 'Een elektrische of hybride leaseauto binnen uw budget.',
          en: 'An electric or hybrid lease car within your budget.',
          fr: 'Une voiture de leasing électrique ou hybride dans votre budget.',
          de: 'Ein Elektro- oder Hybrid-Leasingauto innerhalb Ihres Budgets.',
        },
        objectType: 'Car',
        icon: 'car',
        monthlyAmount: null,
        arrangement: {
          id: 21,
          name: { nl: 'Auto', en: 'Car', fr: 'Voiture', de: 'Auto' },
          budget: 900,
        },
      },
      {
        id: 2,
        name: { nl: 'Leasefiets', en: 'Lease bike', fr: 'Vélo de leasing', de: 'Leasingfahrrad' },
        description: {
          nl: 'Een (elektrische) fiets voor woon-werkverkeer.',
          en: 'An (electric) bike for commuting.',
          fr: 'Un vélo (électrique) pour les trajets domicile-travail.',
          de: 'Ein (Elektro-)Fahrrad für den Arbeitsweg.',
        },
        objectType: 'Bike',
        icon: 'bike',
        monthlyAmount: null,
        arrangement: {
          id: 22,
          name: { nl: 'Fiets', en: 'Bike', fr: 'Vélo', de: 'Fahrrad' },
          budget: 100,
        },
      },
      {
        id: 3,
        name: {
          nl: 'NS-Business Card',
          en: 'NS Business Card',
          fr: 'Carte NS Business',
          de: 'NS-Business-Card',
        },
        description: {
          nl: 'Reizen met trein, bus, tram en metro.',
          en: 'Travel by train, bus, tram and metro.',
          fr: 'Voyager en train, bus, tram et métro.',
          de: 'Reisen mit Zug, Bus, Straßenbahn und U-Bahn.',
        },
        objectType: 'Card',
        icon: 'card',
        monthlyAmount: 0,
        arrangement: {
          id: 23,
          name: { nl: 'OV', en: 'Public transport', fr: 'Transports publics', de: 'ÖPNV' },
          budget: null,
        },
      },
    ],
    agreements: [
      userAgreement(31, 'StadMobiel', '/documenten/stadmobiel-voorwaarden.pdf'),
      {
        id: 32,
        mobilityProductId: 2,
        required: true,
        title: {
          nl: 'Fietsverzekering',
          en: 'Bike insurance',
          fr: 'Assurance vélo',
          de: 'Fahrradversicherung',
        },
        text: {
          nl: 'Ik zet de leasefiets altijd op slot en meld diefstal binnen 24 uur.',
          en: 'I always lock the lease bike and report theft within 24 hours.',
          fr: 'Je verrouille toujours le vélo de leasing et signale un vol dans les 24 heures.',
          de: 'Ich schließe das Leasingfahrrad immer ab und melde einen Diebstahl innerhalb von 24 Stunden.',
        },
        linkUrl: null,
        linkText: null,
      },
    ],
    contact: {
      name: desk('StadMobiel'),
      phone: '010 200 30 40',
      email: 'mobiliteit@stadmobiel.example',
      address: 'Coolsingel 40',
      postcode: '3011 AD',
      town: 'Rotterdam',
      openingHours: OFFICE_HOURS,
      website: 'https://stadmobiel.example',
    },
  },
};

/** FAQ shared by every client, with the client's name filled in. */
export function faqFor(
  company: string,
): { category: Localized; question: Localized; answer: Localized }[] {
  return [
    {
      category: { nl: 'Kosten', en: 'Costs', fr: 'Coûts', de: 'Kosten' },
      question: {
        nl: 'Waarom betaal ik een eigen bijdrage?',
        en: 'Why do I pay an own contribution?',
        fr: 'Pourquoi dois-je payer une contribution personnelle ?',
        de: 'Warum zahle ich einen Eigenanteil?',
      },
      answer: {
        nl: 'Kiest u een auto met een leaseprijs boven het normbedrag van uw categorie, dan betaalt u het verschil als eigen bijdrage.',
        en: 'If you choose a car whose lease price is above the norm budget of your category, you pay the difference as your own contribution.',
        fr: 'Si vous choisissez une voiture dont le loyer dépasse le budget de votre catégorie, vous payez la différence comme contribution personnelle.',
        de: 'Wählen Sie ein Auto, dessen Leasingrate über dem Normbetrag Ihrer Kategorie liegt, zahlen Sie die Differenz als Eigenanteil.',
      },
    },
    {
      category: { nl: 'Fiscaal', en: 'Tax', fr: 'Fiscalité', de: 'Steuern' },
      question: {
        nl: 'Hoe wordt mijn bijtelling berekend?',
        en: 'How is my taxable benefit calculated?',
        fr: "Comment l'avantage imposable est-il calculé ?",
        de: 'Wie wird mein geldwerter Vorteil berechnet?',
      },
      answer: {
        nl: 'Over de fiscale waarde (cataloguswaarde inclusief fabrieksopties) betaalt u bijtelling: voor een elektrische auto uit 2026 18% tot € 30.000 en 22% daarboven.',
        en: 'You pay tax on the fiscal value (list price including factory options): for an electric car first registered in 2026, 18% up to € 30,000 and 22% above.',
        fr: 'Vous êtes imposé sur la valeur fiscale (prix catalogue options d’usine comprises) : pour une voiture électrique de 2026, 18 % jusqu’à 30 000 € et 22 % au-delà.',
        de: 'Versteuert wird der steuerliche Wert (Listenpreis inkl. Werksoptionen): für ein Elektroauto mit Erstzulassung 2026 18 % bis 30.000 € und 22 % darüber.',
      },
    },
    {
      category: { nl: 'Bestellen', en: 'Ordering', fr: 'Commande', de: 'Bestellung' },
      question: {
        nl: 'Kan ik mijn bestelling nog wijzigen?',
        en: 'Can I still change my order?',
        fr: 'Puis-je encore modifier ma commande ?',
        de: 'Kann ich meine Bestellung noch ändern?',
      },
      answer: {
        nl: `Zolang de status "ontvangen" is, kan de leasedesk van ${company} uw bestelling aanpassen.`,
        en: `While the status is "received", the ${company} lease desk can change your order.`,
        fr: `Tant que le statut est « reçue », le service leasing de ${company} peut modifier votre commande.`,
        de: `Solange der Status „eingegangen“ ist, kann der Leasing-Service von ${company} Ihre Bestellung ändern.`,
      },
    },
    {
      category: { nl: 'Bestellen', en: 'Ordering', fr: 'Commande', de: 'Bestellung' },
      question: {
        nl: 'Waarom is er een optie toegevoegd die ik niet koos?',
        en: 'Why was an option added that I did not choose?',
        fr: "Pourquoi une option que je n'ai pas choisie a-t-elle été ajoutée ?",
        de: 'Warum wurde eine Option hinzugefügt, die ich nicht gewählt habe?',
      },
      answer: {
        nl: 'Sommige opties kunnen alleen samen met een andere optie of een pakket worden geleverd. De configurator toont dan welke regel geldt en wat het kost.',
        en: 'Some options can only be delivered together with another option or a pack. The configurator then shows which rule applies and what it costs.',
        fr: "Certaines options ne sont livrables qu'avec une autre option ou un pack. Le configurateur indique alors la règle et son coût.",
        de: 'Manche Optionen sind nur zusammen mit einer anderen Option oder einem Paket lieferbar. Der Konfigurator zeigt dann die Regel und die Kosten.',
      },
    },
  ];
}

/** General news for every client. */
export const GENERAL_NEWS: { published: string; title: Localized; text: Localized }[] = [
  {
    published: '2026-01-05',
    title: {
      nl: 'Nieuwe bijtellingspercentages 2026',
      en: 'New taxable benefit rates for 2026',
      fr: "Nouveaux taux d'avantage imposable 2026",
      de: 'Neue Sätze für den geldwerten Vorteil 2026',
    },
    text: {
      nl: 'Voor elektrische auto’s met een eerste toelating in 2026 geldt 18% bijtelling tot € 30.000.',
      en: 'Electric cars first registered in 2026 are taxed at 18% up to € 30,000.',
      fr: 'Les voitures électriques immatriculées en 2026 sont imposées à 18 % jusqu’à 30 000 €.',
      de: 'Für Elektroautos mit Erstzulassung 2026 gelten 18 % bis 30.000 €.',
    },
  },
  {
    published: '2026-02-12',
    title: {
      nl: 'Laadpas: nieuwe tarieven',
      en: 'Charging card: new rates',
      fr: 'Carte de recharge : nouveaux tarifs',
      de: 'Ladekarte: neue Tarife',
    },
    text: {
      nl: 'Vanaf 1 maart gelden nieuwe tarieven voor openbaar laden met de laadpas.',
      en: 'From 1 March, new rates apply to public charging with the charging card.',
      fr: 'À partir du 1er mars, de nouveaux tarifs s’appliquent à la recharge publique.',
      de: 'Ab dem 1. März gelten neue Tarife für öffentliches Laden mit der Ladekarte.',
    },
  },
];
