import type { BikeDrive, BikeKind } from './catalogValues.ts';

/** A real bike model: its kind, where its motor sits, and its price class. */
export interface BikeModelFacts {
  name: string;
  kind: BikeKind;
  drive: BikeDrive;
  /** Recommended retail price of the base version, incl. VAT. */
  basePrice: number;
}

/** A real bike make with the models the demo catalog offers. */
export interface BikeBrandFacts {
  name: string;
  country: string;
  models: readonly BikeModelFacts[];
}

function b(name: string, kind: BikeKind, drive: BikeDrive, basePrice: number): BikeModelFacts {
  return { name, kind, drive, basePrice };
}

/** Bike makes and models (names are facts; kinds and price classes approximate the line-ups). */
export const BIKE_BRANDS: readonly BikeBrandFacts[] = [
  {
    name: 'Gazelle',
    country: 'NL',
    models: [
      b('Ultimate C380', 'e-bike', 'middenmotor', 3699),
      b('Arroyo C7+', 'e-bike', 'voorwielmotor', 2999),
      b('Grenoble C7+', 'e-bike', 'middenmotor', 3299),
      b('Chamonix C7', 'stadsfiets', 'geen', 1049),
      b('Eclipse', 'hybride', 'middenmotor', 4999),
    ],
  },
  {
    name: 'Batavus',
    country: 'NL',
    models: [
      b('Finez E-go', 'e-bike', 'middenmotor', 3299),
      b('Altura E-go', 'e-bike', 'voorwielmotor', 2599),
      b('Dinsdag E-go', 'e-bike', 'voorwielmotor', 2399),
      b('Quip', 'stadsfiets', 'geen', 799),
    ],
  },
  {
    name: 'Sparta',
    country: 'NL',
    models: [
      b('c-Grid', 'e-bike', 'voorwielmotor', 2499),
      b('M8b', 'e-bike', 'middenmotor', 3599),
      b('a-Shine', 'e-bike', 'middenmotor', 3199),
      b('d-Burst', 'e-bike', 'middenmotor', 3899),
    ],
  },
  {
    name: 'Cortina',
    country: 'NL',
    models: [
      b('E-Common', 'e-bike', 'middenmotor', 2799),
      b('E-Octa', 'e-bike', 'voorwielmotor', 2299),
      b('U4', 'stadsfiets', 'geen', 699),
    ],
  },
  {
    name: 'Stromer',
    country: 'CH',
    models: [
      b('ST1', 'speed-pedelec', 'achterwielmotor', 5490),
      b('ST3', 'speed-pedelec', 'achterwielmotor', 7490),
      b('ST5', 'speed-pedelec', 'achterwielmotor', 9990),
      b('ST7', 'speed-pedelec', 'achterwielmotor', 11990),
    ],
  },
  {
    name: 'Cube',
    country: 'DE',
    models: [
      b('Kathmandu Hybrid', 'e-bike', 'middenmotor', 3799),
      b('Nuride Hybrid', 'hybride', 'middenmotor', 3199),
      b('Reaction Hybrid', 'mountainbike', 'middenmotor', 3499),
      b('Attain', 'racefiets', 'geen', 1199),
    ],
  },
  {
    name: 'Trek',
    country: 'US',
    models: [
      b('Allant+', 'e-bike', 'middenmotor', 4299),
      b('FX+', 'hybride', 'achterwielmotor', 2999),
      b('Rail+', 'mountainbike', 'middenmotor', 5999),
      b('Domane', 'racefiets', 'geen', 2499),
      b('Marlin', 'mountainbike', 'geen', 999),
    ],
  },
  {
    name: 'Riese & Müller',
    country: 'DE',
    models: [
      b('Load 75', 'bakfiets', 'middenmotor', 8999),
      b('Packster 70', 'bakfiets', 'middenmotor', 7999),
      b('Charger4', 'e-bike', 'middenmotor', 5999),
      b('Supercharger', 'speed-pedelec', 'middenmotor', 7999),
    ],
  },
  {
    name: 'Giant',
    country: 'TW',
    models: [
      b('Explore E+', 'e-bike', 'middenmotor', 3499),
      b('Expressway E+', 'e-bike', 'achterwielmotor', 2299),
      b('Trance X E+', 'mountainbike', 'middenmotor', 5499),
      b('Escape', 'hybride', 'geen', 749),
    ],
  },
  {
    name: 'Specialized',
    country: 'US',
    models: [
      b('Turbo Vado', 'e-bike', 'middenmotor', 4500),
      b('Turbo Como', 'e-bike', 'middenmotor', 3900),
      b('Turbo Tero', 'mountainbike', 'middenmotor', 4900),
      b('Sirrus', 'hybride', 'geen', 850),
    ],
  },
  {
    name: 'Urban Arrow',
    country: 'NL',
    models: [
      b('Family', 'bakfiets', 'middenmotor', 6999),
      b('Shorty', 'bakfiets', 'middenmotor', 6499),
      b('Tender', 'bakfiets', 'middenmotor', 7499),
    ],
  },
  {
    name: 'QWIC',
    country: 'NL',
    models: [
      b('Premium MN7', 'e-bike', 'middenmotor', 2999),
      b('Performance RD11', 'speed-pedelec', 'achterwielmotor', 4799),
    ],
  },
  {
    name: 'Koga',
    country: 'NL',
    models: [b('Pace', 'e-bike', 'middenmotor', 4299), b('F3', 'hybride', 'geen', 1499)],
  },
  {
    name: 'Ampler',
    country: 'EE',
    models: [
      b('Axel', 'e-bike', 'achterwielmotor', 2990),
      b('Nova', 'e-bike', 'achterwielmotor', 3490),
      b('Stout', 'e-bike', 'achterwielmotor', 3290),
    ],
  },
];
