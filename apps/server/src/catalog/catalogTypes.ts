import type {
  BikeDrive,
  BikeKind,
  BodyType,
  ChargeCable,
  FrameType,
  FuelLabel,
  FuelType,
  Transmission,
} from './catalogValues.ts';

/** A text in each interface language of the portal. */
export interface Localized {
  nl: string;
  en: string;
  fr: string;
  de: string;
}

/** Cars and bikes share brands, models and type ids (`nTypeIDHist`), as the contract does. */
export type VehicleKind = 'car' | 'bike';

/** Price and size class of a car model; it drives prices, power, battery and equipment. */
export type Segment =
  'city' | 'small' | 'compact' | 'midsize' | 'executive' | 'luxury' | 'sport' | 'van' | 'pickup';

/** A make (`nMerkID`). */
export interface CatalogBrand {
  id: number;
  name: string;
  kind: VehicleKind;
  /** ISO 3166 alpha-2 code of the brand's home country. */
  country: string;
}

/** A model of a brand (`nModelID`). */
export interface CatalogModel {
  id: number;
  brandId: number;
  name: string;
  kind: VehicleKind;
  /** Car segment; `null` for bikes, which are classed by `BikeKind` per type instead. */
  segment: Segment | null;
}

/** An orderable car version (`nTypeIDHist`). Prices in euro incl. VAT and BPM. */
export interface CatalogCarType {
  id: number;
  modelId: number;
  /** Version title (`cUitvoering`), e.g. `77 kWh 210 kW Business`. */
  name: string;
  cataloguePrice: number;
  /** Date of first admission, `YYYY-MM-DD`: it fixes the bijtelling for 60 months. */
  firstAdmission: string;
  body: BodyType;
  fuel: FuelType;
  transmission: Transmission;
  doors: number;
  seats: number;
  /** WLTP CO2 in g/km; 0 for electric and hydrogen cars. */
  co2: number;
  /** WLTP range in km (electric range for plug-in hybrids); `null` for cars without a plug. */
  rangeKm: number | null;
  powerKw: number;
  towingBrakedKg: number;
  towingUnbrakedKg: number;
  fuelLabel: FuelLabel;
  /** Connectors the car can charge with; empty for cars without a plug. */
  chargeCables: ChargeCable[];
  /** On offer (`bActie`). */
  onOffer: boolean;
  /** WLTP kWh of electricity per 100 km; `null` for a car without a plug. */
  electricityPer100Km: number | null;
  /** WLTP litres (kg for natural gas and hydrogen) of fuel per 100 km; `null` if it burns none. */
  fuelPer100Km: number | null;
}

/** A lease bike version; its bijtelling is 7% of `retailPrice` a year. */
export interface CatalogBike {
  id: number;
  modelId: number;
  name: string;
  /** Recommended retail price incl. VAT (`nAdviesprijs`). */
  retailPrice: number;
  kind: BikeKind;
  frameType: FrameType;
  frameHeight: string;
  /** Rider length the frame fits (`Lengte`). */
  riderLength: string;
  gears: string;
  wheelSize: string;
  drive: BikeDrive;
  smartphoneSupport: boolean;
  /** Range on one charge in km; `null` without a motor. */
  rangeKm: number | null;
  batteryWh: number | null;
}

/** A heading of the configurator (paint, upholstery, wheels, packs, options, accessories). */
export interface CatalogOptionGroup {
  id: number;
  typeId: number;
  position: number;
  name: Localized;
}

/** A factory option, pack or dealer accessory of one type (`nOptieIDHist`). */
export interface CatalogOption {
  id: number;
  typeId: number;
  groupId: number;
  position: number;
  code: string;
  name: Localized;
  /** Options of one cluster exclude each other (one paint, one upholstery, one wheel set). */
  cluster: string | null;
  /** Price incl. VAT and BPM. */
  price: number;
  /** The cluster's choice when the driver picks none (`bStandaard`); exactly one per cluster. */
  isDefault: boolean;
  /** Paint (`bLak`): it recolours the car's image. */
  isPaint: boolean;
  /** `#rrggbb` for paint, `null` otherwise. */
  colourHex: string | null;
  /** Changes the WLTP figures (weight or drag), so CO2, range and price are final at delivery. */
  changesWltp: boolean;
  /** Dealer-fitted: raises the lease price, not the fiscal value. */
  isAccessory: boolean;
}

/** Choosing `optionId` adds `forcedOptionId`; the portal explains it with `popup`. */
export interface CatalogOptionRule {
  id: number;
  typeId: number;
  optionId: number;
  forcedOptionId: number;
  popup: Localized;
}

/** Equipment a type has as standard (`AutoDiskStandaardOpties`). */
export interface CatalogStandardEquipment {
  typeId: number;
  position: number;
  name: Localized;
}

/** A component of the parent scheme (`MantelOpties`): on by default, some may be switched off. */
export interface CatalogParentSchemeOption {
  typeId: number;
  componentNr: number;
  sequence: number;
  name: Localized;
  removable: boolean;
  checked: boolean;
  /** Effect on the monthly lease price. */
  monthlyPrice: number;
}

/** An option of the pricing manager (`PMOpties`); a negative price is a discount. */
export interface CatalogPricingManagerOption {
  id: number;
  typeId: number;
  name: Localized;
  price: number;
  checked: boolean;
}

/** A question the order form asks (an `EigenOptie` with `bIsBestellingVraag`). */
export interface CatalogOrderQuestion {
  id: number;
  typeId: number;
  position: number;
  question: Localized;
  answerType: 'tekst' | 'bedrag' | 'janee';
  required: boolean;
}

/** One term and mileage a type can be leased at; `kmPerYear` is 0 for bikes. */
export interface CatalogTerm {
  typeId: number;
  termMonths: number;
  kmPerYear: number;
  /** The combination preselected in the configurator (48 months / 30,000 km when offered). */
  isDefault: boolean;
}

/** A dealer of a brand (`GetDealers`). */
export interface CatalogDealer {
  id: number;
  brandId: number;
  name: string;
  street: string;
  postcode: string;
  town: string;
  email: string;
}

/** A road test of a model (`api-news/autotests`). */
export interface CatalogReview {
  id: number;
  modelId: number;
  title: Localized;
  summary: Localized;
  /** Out of 10, one decimal. */
  score: number;
  /** `YYYY-MM-DD`. */
  published: string;
}

/** How often a type was viewed (`GetMeestBekeken`). */
export interface CatalogView {
  typeId: number;
  views: number;
}

/** The whole demo catalog as flat rows, one array per table. */
export interface Catalog {
  brands: CatalogBrand[];
  models: CatalogModel[];
  carTypes: CatalogCarType[];
  bikes: CatalogBike[];
  optionGroups: CatalogOptionGroup[];
  options: CatalogOption[];
  optionRules: CatalogOptionRule[];
  standardEquipment: CatalogStandardEquipment[];
  parentSchemeOptions: CatalogParentSchemeOption[];
  pricingManagerOptions: CatalogPricingManagerOption[];
  orderQuestions: CatalogOrderQuestion[];
  terms: CatalogTerm[];
  dealers: CatalogDealer[];
  reviews: CatalogReview[];
  views: CatalogView[];
}
