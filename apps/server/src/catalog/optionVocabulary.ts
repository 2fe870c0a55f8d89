import type { Localized } from './catalogTypes.ts';

/**
 * The words the option generator combines, written for this catalog in the four interface
 * languages. Option names are generic (no make's own package names), so they suit every brand.
 */

const t = (nl: string, en: string, fr: string, de: string): Localized => ({ nl, en, fr, de });

/** Headings of the configurator, in display order. */
export const OPTION_GROUP_NAMES = {
  paint: t('Lak', 'Paint', 'Peinture', 'Lackierung'),
  upholstery: t('Bekleding', 'Upholstery', 'Sellerie', 'Polsterung'),
  wheels: t('Velgen', 'Wheels', 'Jantes', 'Felgen'),
  packs: t('Pakketten', 'Packs', 'Packs', 'Pakete'),
  options: t('Losse opties', 'Individual options', 'Options individuelles', 'Einzeloptionen'),
  accessories: t(
    'Dealeraccessoires',
    'Dealer accessories',
    'Accessoires concessionnaire',
    'Händlerzubehör',
  ),
} as const;

/** A paint colour; the first of a type's list is its standard (free, solid) paint. */
export interface PaintColour {
  code: string;
  name: Localized;
  hex: string;
}

/** The standard paint: a solid colour at no extra cost. */
export const SOLID_PAINTS: readonly PaintColour[] = [
  { code: 'WIT', name: t('Wit', 'White', 'Blanc', 'Weiß'), hex: '#f2f2ef' },
  { code: 'ZWA', name: t('Zwart', 'Black', 'Noir', 'Schwarz'), hex: '#16171a' },
  { code: 'GRS', name: t('Grijs', 'Grey', 'Gris', 'Grau'), hex: '#7b7f84' },
];

/** Metallic and pearl paints, at a price. */
export const EXTRA_PAINTS: readonly PaintColour[] = [
  {
    code: 'ZWM',
    name: t('Zwart metallic', 'Black metallic', 'Noir métallisé', 'Schwarz Metallic'),
    hex: '#1f2125',
  },
  {
    code: 'ZLM',
    name: t('Zilver metallic', 'Silver metallic', 'Argent métallisé', 'Silber Metallic'),
    hex: '#b9bcc0',
  },
  {
    code: 'GRM',
    name: t('Grafiet metallic', 'Graphite metallic', 'Graphite métallisé', 'Graphit Metallic'),
    hex: '#4a4d52',
  },
  {
    code: 'BLM',
    name: t('Blauw metallic', 'Blue metallic', 'Bleu métallisé', 'Blau Metallic'),
    hex: '#1f4e8c',
  },
  {
    code: 'DBM',
    name: t(
      'Donkerblauw metallic',
      'Dark blue metallic',
      'Bleu foncé métallisé',
      'Dunkelblau Metallic',
    ),
    hex: '#1b2a4a',
  },
  {
    code: 'RDP',
    name: t('Rood parelmoer', 'Red pearl', 'Rouge nacré', 'Rot Perleffekt'),
    hex: '#9e1b24',
  },
  {
    code: 'GNM',
    name: t('Groen metallic', 'Green metallic', 'Vert métallisé', 'Grün Metallic'),
    hex: '#2f5d46',
  },
  { code: 'WTP', name: t('Parelwit', 'Pearl white', 'Blanc nacré', 'Perlweiß'), hex: '#f7f5ee' },
  {
    code: 'BRM',
    name: t('Brons metallic', 'Bronze metallic', 'Bronze métallisé', 'Bronze Metallic'),
    hex: '#7a5a3a',
  },
];

/** Upholstery, cheapest first; the first is the standard. */
export const UPHOLSTERIES: readonly { code: string; name: Localized; priceShare: number }[] = [
  {
    code: 'STF',
    name: t('Stof antraciet', 'Anthracite cloth', 'Tissu anthracite', 'Stoff Anthrazit'),
    priceShare: 0,
  },
  {
    code: 'MIC',
    name: t('Stof/microvezel', 'Cloth and microfibre', 'Tissu et microfibre', 'Stoff/Mikrofaser'),
    priceShare: 0.012,
  },
  {
    code: 'KLD',
    name: t('Kunstleder', 'Synthetic leather', 'Similicuir', 'Kunstleder'),
    priceShare: 0.02,
  },
  { code: 'LDR', name: t('Leder', 'Leather', 'Cuir', 'Leder'), priceShare: 0.035 },
];

/** Packs: independent of each other except the two levels of driver assistance. */
export const PACKS: readonly {
  code: string;
  name: Localized;
  price: number;
  cluster: string | null;
}[] = [
  {
    code: 'PCOMF',
    name: t('Comfortpakket', 'Comfort pack', 'Pack confort', 'Komfortpaket'),
    price: 1150,
    cluster: null,
  },
  {
    code: 'PWINT',
    name: t('Winterpakket', 'Winter pack', 'Pack hiver', 'Winterpaket'),
    price: 650,
    cluster: null,
  },
  {
    code: 'PPARK',
    name: t('Parkeerpakket', 'Parking pack', 'Pack stationnement', 'Parkpaket'),
    price: 890,
    cluster: null,
  },
  {
    code: 'PTECH',
    name: t('Technologiepakket', 'Technology pack', 'Pack technologie', 'Technologiepaket'),
    price: 1450,
    cluster: null,
  },
  {
    code: 'PASS1',
    name: t(
      'Assistentiepakket',
      'Driver assistance pack',
      "Pack d'aide à la conduite",
      'Assistenzpaket',
    ),
    price: 950,
    cluster: 'assistentie',
  },
  {
    code: 'PASS2',
    name: t(
      'Assistentiepakket Plus',
      'Driver assistance pack plus',
      "Pack d'aide à la conduite plus",
      'Assistenzpaket Plus',
    ),
    price: 1750,
    cluster: 'assistentie',
  },
];

/** Individual factory options; `wltp` marks those that change weight or drag. */
export const SINGLE_OPTIONS: readonly {
  code: string;
  name: Localized;
  price: number;
  wltp: boolean;
  /** Only offered on cars with a plug. */
  plugInOnly?: boolean;
  /** Only offered on cars that may tow. */
  towingOnly?: boolean;
}[] = [
  {
    code: 'TRKH',
    name: t(
      'Trekhaak, elektrisch wegklapbaar',
      'Tow bar, electrically folding',
      'Attelage rabattable électriquement',
      'Anhängerkupplung, elektrisch schwenkbar',
    ),
    price: 1095,
    wltp: true,
    towingOnly: true,
  },
  {
    code: 'PANO',
    name: t('Panoramadak', 'Panoramic roof', 'Toit panoramique', 'Panoramadach'),
    price: 1395,
    wltp: true,
  },
  {
    code: 'HUD',
    name: t('Head-up display', 'Head-up display', 'Affichage tête haute', 'Head-up-Display'),
    price: 795,
    wltp: false,
  },
  {
    code: 'STVW',
    name: t(
      'Stoelverwarming voor',
      'Heated front seats',
      'Sièges avant chauffants',
      'Sitzheizung vorn',
    ),
    price: 395,
    wltp: false,
  },
  {
    code: 'AUDIO',
    name: t(
      'Premium audiosysteem',
      'Premium sound system',
      'Système audio premium',
      'Premium-Soundsystem',
    ),
    price: 850,
    wltp: false,
  },
  {
    code: 'WPMP',
    name: t('Warmtepomp', 'Heat pump', 'Pompe à chaleur', 'Wärmepumpe'),
    price: 995,
    wltp: true,
    plugInOnly: true,
  },
  {
    code: 'LAAD',
    name: t(
      'Snellader 22 kW (AC)',
      '22 kW onboard charger (AC)',
      'Chargeur embarqué 22 kW (AC)',
      '22-kW-Bordlader (AC)',
    ),
    price: 750,
    wltp: false,
    plugInOnly: true,
  },
];

/** Dealer-fitted accessories: they raise the lease price but not the fiscal value. */
export const ACCESSORIES: readonly { code: string; name: Localized; price: number }[] = [
  {
    code: 'AMAT',
    name: t(
      'Rubberen vloermatten',
      'Rubber floor mats',
      'Tapis de sol en caoutchouc',
      'Gummifußmatten',
    ),
    price: 95,
  },
  { code: 'ADAK', name: t('Dakdragers', 'Roof bars', 'Barres de toit', 'Dachträger'), price: 245 },
  {
    code: 'AFTR',
    name: t(
      'Fietsdrager voor trekhaak',
      'Tow bar bike carrier',
      "Porte-vélos d'attelage",
      'Fahrradträger für Anhängerkupplung',
    ),
    price: 495,
  },
  {
    code: 'ABAK',
    name: t('Kofferbakmat', 'Boot liner', 'Bac de coffre', 'Kofferraumwanne'),
    price: 85,
  },
];

/** Wheel sizes in inch; each type offers three consecutive sizes for its segment. */
export const WHEEL_INCHES = [15, 16, 17, 18, 19, 20, 21, 22] as const;

/** The name of a wheel option, e.g. "18 inch lichtmetalen velgen". */
export function wheelName(inch: number): Localized {
  return t(
    `${inch} inch lichtmetalen velgen`,
    `${inch}-inch alloy wheels`,
    `Jantes alliage ${inch} pouces`,
    `${inch}-Zoll-Leichtmetallfelgen`,
  );
}

/** The popup shown when choosing `option` adds `forced` (a forced package). */
export function forcedOptionPopup(option: Localized, forced: Localized): Localized {
  return t(
    `${option.nl} kan alleen samen met ${forced.nl}. We hebben ${forced.nl} voor u toegevoegd; de prijs is aangepast.`,
    `${option.en} is only available with ${forced.en}. We have added ${forced.en} for you; the price has been updated.`,
    `${option.fr} n'est disponible qu'avec ${forced.fr}. Nous avons ajouté ${forced.fr} pour vous ; le prix a été mis à jour.`,
    `${option.de} ist nur zusammen mit ${forced.de} erhältlich. Wir haben ${forced.de} für Sie hinzugefügt; der Preis wurde angepasst.`,
  );
}

/** Option codes where choosing the first adds the second, when a type offers both. */
export const FORCED_PAIRS: readonly (readonly [string, string])[] = [
  ['PANO', 'PCOMF'],
  ['HUD', 'PTECH'],
  ['LDR', 'STVW'],
  ['AFTR', 'TRKH'],
  ['PASS2', 'PPARK'],
];

/** Standard equipment, roughly from basic to premium; better trims get more of the list. */
export const STANDARD_EQUIPMENT: readonly Localized[] = [
  t('Airconditioning', 'Air conditioning', 'Climatisation', 'Klimaanlage'),
  t('Cruise control', 'Cruise control', 'Régulateur de vitesse', 'Tempomat'),
  t(
    'Apple CarPlay en Android Auto',
    'Apple CarPlay and Android Auto',
    'Apple CarPlay et Android Auto',
    'Apple CarPlay und Android Auto',
  ),
  t(
    'Parkeersensoren achter',
    'Rear parking sensors',
    'Capteurs de stationnement arrière',
    'Parksensoren hinten',
  ),
  t('Led-koplampen', 'LED headlights', 'Phares à LED', 'LED-Scheinwerfer'),
  t(
    'Rijstrookassistent',
    'Lane keeping assist',
    'Aide au maintien dans la voie',
    'Spurhalteassistent',
  ),
  t('Navigatiesysteem', 'Navigation system', 'Système de navigation', 'Navigationssystem'),
  t('Achteruitrijcamera', 'Reversing camera', 'Caméra de recul', 'Rückfahrkamera'),
  t(
    'Climate control, twee zones',
    'Dual-zone climate control',
    'Climatisation automatique bizone',
    'Zwei-Zonen-Klimaautomatik',
  ),
  t(
    'Adaptieve cruise control',
    'Adaptive cruise control',
    'Régulateur de vitesse adaptatif',
    'Abstandsregeltempomat',
  ),
  t('Keyless entry', 'Keyless entry', 'Accès sans clé', 'Schlüsselloser Zugang'),
  t(
    'Draadloos laden voor telefoon',
    'Wireless phone charging',
    'Recharge sans fil du téléphone',
    'Kabelloses Laden fürs Telefon',
  ),
  t(
    'Elektrisch bedienbare achterklep',
    'Power tailgate',
    'Hayon électrique',
    'Elektrische Heckklappe',
  ),
  t(
    'Matrix-led-koplampen',
    'Matrix LED headlights',
    'Phares matriciels à LED',
    'Matrix-LED-Scheinwerfer',
  ),
];

/** Parent-scheme components (`MantelOpties`): `nComponentNr` is the scheme's own number. */
export const PARENT_SCHEME_COMPONENTS: readonly {
  componentNr: number;
  name: Localized;
  removable: boolean;
  /** Monthly price for a mid-priced car; scaled by segment. */
  monthlyPrice: number;
}[] = [
  {
    componentNr: 1010,
    name: t(
      'Vervangend vervoer',
      'Replacement vehicle',
      'Véhicule de remplacement',
      'Ersatzfahrzeug',
    ),
    removable: false,
    monthlyPrice: 12,
  },
  {
    componentNr: 1020,
    name: t(
      'Pechhulp Europa',
      'European breakdown cover',
      'Assistance dépannage Europe',
      'Pannenhilfe Europa',
    ),
    removable: false,
    monthlyPrice: 4,
  },
  {
    componentNr: 1030,
    name: t('Winterbanden', 'Winter tyres', "Pneus d'hiver", 'Winterreifen'),
    removable: true,
    monthlyPrice: 18,
  },
  {
    componentNr: 1040,
    name: t(
      'Eigen risico schade € 0',
      'No-excess damage cover',
      'Franchise dommages 0 €',
      'Schaden ohne Selbstbeteiligung',
    ),
    removable: true,
    monthlyPrice: 15,
  },
  {
    componentNr: 1050,
    name: t(
      'Laad- en tankpas',
      'Charging and fuel card',
      'Carte de recharge et de carburant',
      'Lade- und Tankkarte',
    ),
    removable: false,
    monthlyPrice: 3,
  },
];

/** Pricing-manager options (`PMOpties`); a negative price is a discount. */
export const PRICING_MANAGER_OPTIONS: readonly {
  name: Localized;
  price: number;
  checked: boolean;
}[] = [
  {
    name: t('Afleverpakket', 'Delivery package', 'Forfait de livraison', 'Überführungspaket'),
    price: 495,
    checked: true,
  },
  {
    name: t('Fleetkorting', 'Fleet discount', 'Remise flotte', 'Flottenrabatt'),
    price: -750,
    checked: true,
  },
  {
    name: t(
      'Kenteken en leges',
      'Registration and fees',
      'Immatriculation et frais',
      'Zulassung und Gebühren',
    ),
    price: 145,
    checked: true,
  },
  {
    name: t('Voorraadactie', 'Stock offer', 'Offre de stock', 'Lageraktion'),
    price: -1250,
    checked: false,
  },
];

/** Questions the order form asks; some only for cars with a plug or a tow bar. */
export const ORDER_QUESTIONS: readonly {
  question: Localized;
  answerType: 'tekst' | 'bedrag' | 'janee';
  required: boolean;
  plugInOnly?: boolean;
  towingOnly?: boolean;
}[] = [
  {
    question: t(
      'Gewenste afleverdatum',
      'Preferred delivery date',
      'Date de livraison souhaitée',
      'Gewünschter Liefertermin',
    ),
    answerType: 'tekst',
    required: true,
  },
  {
    question: t(
      'Moet er thuis een laadpaal komen?',
      'Do you need a charging point at home?',
      'Faut-il installer une borne à domicile ?',
      'Wird zu Hause eine Ladestation benötigt?',
    ),
    answerType: 'janee',
    required: true,
    plugInOnly: true,
  },
  {
    question: t(
      'Wilt u de trekhaak afneembaar?',
      'Do you want a detachable tow bar?',
      'Souhaitez-vous un attelage amovible ?',
      'Möchten Sie eine abnehmbare Anhängerkupplung?',
    ),
    answerType: 'janee',
    required: false,
    towingOnly: true,
  },
  {
    question: t(
      'Eigen bijdrage ineens betalen (bedrag)',
      'Pay part of the own contribution up front (amount)',
      'Payer une partie de la contribution en une fois (montant)',
      'Eigenanteil einmalig zahlen (Betrag)',
    ),
    answerType: 'bedrag',
    required: false,
  },
  {
    question: t(
      'Kentekenwens of opmerking voor de dealer',
      'Number plate request or note for the dealer',
      'Souhait de plaque ou remarque pour le concessionnaire',
      'Kennzeichenwunsch oder Hinweis für den Händler',
    ),
    answerType: 'tekst',
    required: false,
  },
];

/** Trim names: generic words, so they do not claim a make's own line names. */
export const TRIMS = [
  'Business',
  'Comfort',
  'Style',
  'Sport',
  'Premium',
  'Executive',
  'Launch Edition',
] as const;
