import type { Segment } from './catalogTypes.ts';
import type { BodyType, FuelType } from './catalogValues.ts';

/** The facts the generator starts from: a real model name, its body, segment and powertrains. */
export interface CarModelFacts {
  name: string;
  bodies: readonly BodyType[];
  segment: Segment;
  fuels: readonly FuelType[];
}

/** A real car make with the models the demo catalog offers. */
export interface CarBrandFacts {
  name: string;
  country: string;
  /** Price level against the segment average (a premium make costs more for the same size). */
  priceFactor: number;
  models: readonly CarModelFacts[];
}

// Short codes keep the table below readable: one line per model.
const FUEL_CODES: Record<string, FuelType> = {
  B: 'benzine',
  D: 'diesel',
  H: 'benzine-hybride',
  DH: 'diesel-hybride',
  E: 'elektrisch',
  PB: 'elektrisch-benzine',
  PD: 'elektrisch-diesel',
  PL: 'elektrisch-lpg',
  G: 'aardgas',
  L: 'lpg',
  W: 'waterstof',
  O: 'overig',
};

const BUS: readonly BodyType[] = ['bus-enkele-cabine', 'bus-dubbele-cabine'];
const PICKUP: readonly BodyType[] = ['pick-up-enkele-cabine', 'pick-up-dubbele-cabine'];

function m(
  name: string,
  body: BodyType | readonly BodyType[],
  segment: Segment,
  fuels: string,
): CarModelFacts {
  return {
    name,
    bodies: typeof body === 'string' ? [body] : body,
    segment,
    fuels: fuels.split(' ').map((code) => {
      const fuel = FUEL_CODES[code];
      if (!fuel) throw new Error(`Unknown fuel code ${code} for ${name}`);
      return fuel;
    }),
  };
}

/**
 * Makes and models (names are facts; segments and powertrains approximate the Dutch line-ups of
 * 2023–2026). No car is sold with an LPG plug-in powertrain, yet the spec lists the fuel type:
 * two vans carry one as an aftermarket conversion so the filter value has results.
 */
export const CAR_BRANDS: readonly CarBrandFacts[] = [
  {
    name: 'Volkswagen',
    country: 'DE',
    priceFactor: 1.05,
    models: [
      m('up!', 'stadsauto', 'city', 'B E'),
      m('Polo', 'hatchback', 'small', 'B'),
      m('Golf', 'hatchback', 'compact', 'B H PB D'),
      m('Golf Variant', 'stationwagen', 'compact', 'B D H'),
      m('ID.3', 'hatchback', 'compact', 'E'),
      m('ID.4', 'suv', 'midsize', 'E'),
      m('ID.7', 'sedan', 'midsize', 'E'),
      m('Tiguan', 'suv', 'midsize', 'B D PB'),
      m('Passat Variant', 'stationwagen', 'midsize', 'B D PB'),
      m('ID. Buzz', 'mpv', 'van', 'E'),
      m('Transporter', BUS, 'van', 'D E'),
      m('Amarok', 'pick-up-dubbele-cabine', 'pickup', 'D'),
    ],
  },
  {
    name: 'Audi',
    country: 'DE',
    priceFactor: 1.25,
    models: [
      m('A1 Sportback', 'hatchback', 'small', 'B'),
      m('A3 Sportback', 'hatchback', 'compact', 'B PB'),
      m('A4 Avant', 'stationwagen', 'midsize', 'B DH'),
      m('A6 e-tron', 'sedan', 'executive', 'E'),
      m('Q4 e-tron', 'suv', 'midsize', 'E'),
      m('Q5', 'suv', 'executive', 'B DH PB'),
      m('Q8 e-tron', 'suv', 'luxury', 'E'),
      m('A5 Cabriolet', 'cabriolet', 'sport', 'B'),
      m('TT Coupé', 'coupe', 'sport', 'B'),
    ],
  },
  {
    name: 'BMW',
    country: 'DE',
    priceFactor: 1.25,
    models: [
      m('1 Serie', 'hatchback', 'compact', 'B'),
      m('2 Serie Active Tourer', 'mpv', 'compact', 'B PB'),
      m('3 Serie Touring', 'stationwagen', 'midsize', 'B D PB'),
      m('i4 Gran Coupé', 'sedan', 'executive', 'E'),
      m('5 Serie Sedan', 'sedan', 'executive', 'B D PB'),
      m('i5 Touring', 'stationwagen', 'executive', 'E'),
      m('iX1', 'suv', 'midsize', 'E'),
      m('X3', 'suv', 'executive', 'B D PB'),
      m('iX', 'suv', 'luxury', 'E'),
      m('4 Serie Coupé', 'coupe', 'sport', 'B D'),
      m('Z4 Roadster', 'cabriolet', 'sport', 'B'),
    ],
  },
  {
    name: 'Mercedes-Benz',
    country: 'DE',
    priceFactor: 1.28,
    models: [
      m('A-Klasse', 'hatchback', 'compact', 'B PB'),
      m('C-Klasse Estate', 'stationwagen', 'midsize', 'B DH PB PD'),
      m('E-Klasse', 'sedan', 'executive', 'DH PB PD'),
      m('EQA', 'suv', 'midsize', 'E'),
      m('EQE', 'sedan', 'luxury', 'E'),
      m('GLC', 'suv', 'executive', 'DH PB PD'),
      m('CLA Coupé', 'coupe', 'sport', 'B H'),
      m('CLE Cabriolet', 'cabriolet', 'sport', 'B'),
      m('Vito', BUS, 'van', 'D E'),
      m('Sprinter', BUS, 'van', 'D E'),
      m('V-Klasse', 'mpv', 'van', 'D E'),
    ],
  },
  {
    name: 'Toyota',
    country: 'JP',
    priceFactor: 1.0,
    models: [
      m('Aygo X', 'stadsauto', 'city', 'B'),
      m('Yaris', 'hatchback', 'small', 'H'),
      m('Corolla Touring Sports', 'stationwagen', 'compact', 'H'),
      m('C-HR', 'suv', 'compact', 'H PB'),
      m('RAV4', 'suv', 'midsize', 'H PB'),
      m('bZ4X', 'suv', 'midsize', 'E'),
      m('Mirai', 'sedan', 'executive', 'W'),
      m('Proace', BUS, 'van', 'D E'),
      m('Hilux', PICKUP, 'pickup', 'D'),
      m('GR86', 'coupe', 'sport', 'B'),
    ],
  },
  {
    name: 'Hyundai',
    country: 'KR',
    priceFactor: 0.95,
    models: [
      m('i10', 'stadsauto', 'city', 'B'),
      m('Inster', 'stadsauto', 'city', 'E'),
      m('i20', 'hatchback', 'small', 'B'),
      m('Kona', 'suv', 'compact', 'B H E'),
      m('Tucson', 'suv', 'midsize', 'H PB'),
      m('Ioniq 5', 'suv', 'midsize', 'E'),
      m('Ioniq 6', 'sedan', 'midsize', 'E'),
      m('Nexo', 'suv', 'executive', 'W'),
    ],
  },
  {
    name: 'Kia',
    country: 'KR',
    priceFactor: 0.95,
    models: [
      m('Picanto', 'stadsauto', 'city', 'B'),
      m('Ceed Sportswagon', 'stationwagen', 'compact', 'B PB'),
      m('Niro', 'suv', 'compact', 'H PB E'),
      m('EV3', 'suv', 'compact', 'E'),
      m('Sportage', 'suv', 'midsize', 'B H PB'),
      m('EV6', 'suv', 'midsize', 'E'),
      m('EV9', 'suv', 'luxury', 'E'),
    ],
  },
  {
    name: 'Škoda',
    country: 'CZ',
    priceFactor: 0.97,
    models: [
      m('Fabia', 'hatchback', 'small', 'B'),
      m('Kamiq', 'suv', 'compact', 'B G'),
      m('Octavia Combi', 'stationwagen', 'compact', 'B D H'),
      m('Elroq', 'suv', 'compact', 'E'),
      m('Superb Combi', 'stationwagen', 'midsize', 'B D PB'),
      m('Enyaq', 'suv', 'midsize', 'E'),
      m('Kodiaq', 'suv', 'midsize', 'B D PB'),
    ],
  },
  {
    name: 'SEAT',
    country: 'ES',
    priceFactor: 0.95,
    models: [
      m('Ibiza', 'hatchback', 'small', 'B G'),
      m('Arona', 'suv', 'compact', 'B G'),
      m('Leon Sportstourer', 'stationwagen', 'compact', 'B PB G'),
      m('Ateca', 'suv', 'midsize', 'B'),
    ],
  },
  {
    name: 'CUPRA',
    country: 'ES',
    priceFactor: 1.08,
    models: [
      m('Born', 'hatchback', 'compact', 'E'),
      m('Leon', 'hatchback', 'compact', 'B PB'),
      m('Formentor', 'suv', 'compact', 'B PB'),
      m('Tavascan', 'suv', 'midsize', 'E'),
    ],
  },
  {
    name: 'Renault',
    country: 'FR',
    priceFactor: 0.93,
    models: [
      m('Twingo', 'stadsauto', 'city', 'B E'),
      m('Clio', 'hatchback', 'small', 'B H L'),
      m('5 E-Tech', 'hatchback', 'small', 'E'),
      m('Captur', 'suv', 'compact', 'B H PB'),
      m('Mégane E-Tech', 'hatchback', 'compact', 'E'),
      m('Scenic E-Tech', 'mpv', 'midsize', 'E'),
      m('Austral', 'suv', 'midsize', 'H'),
      m('Kangoo', 'bus-enkele-cabine', 'van', 'D E'),
      m('Trafic', BUS, 'van', 'D E'),
      m('Master', BUS, 'van', 'D E PL'),
    ],
  },
  {
    name: 'Dacia',
    country: 'RO',
    priceFactor: 0.72,
    models: [
      m('Spring', 'stadsauto', 'city', 'E'),
      m('Sandero', 'hatchback', 'small', 'B L'),
      m('Sandero Stepway', 'hatchback', 'small', 'B L'),
      m('Jogger', 'mpv', 'compact', 'B L H'),
      m('Duster', 'suv', 'compact', 'B L H'),
      m('Bigster', 'suv', 'midsize', 'B L H'),
    ],
  },
  {
    name: 'Peugeot',
    country: 'FR',
    priceFactor: 0.98,
    models: [
      m('208', 'hatchback', 'small', 'B H E'),
      m('308 SW', 'stationwagen', 'compact', 'B H PB E'),
      m('2008', 'suv', 'compact', 'B H E'),
      m('408', 'sedan', 'midsize', 'H PB E'),
      m('3008', 'suv', 'midsize', 'H PB E'),
      m('5008', 'suv', 'midsize', 'H E'),
      m('Rifter', 'mpv', 'compact', 'B D E'),
      m('Partner', 'bus-enkele-cabine', 'van', 'D E'),
      m('Expert', BUS, 'van', 'D E'),
    ],
  },
  {
    name: 'Citroën',
    country: 'FR',
    priceFactor: 0.92,
    models: [
      m('C3', 'hatchback', 'small', 'B H E'),
      m('ë-C4', 'hatchback', 'compact', 'E'),
      m('C5 X', 'stationwagen', 'midsize', 'H PB'),
      m('C5 Aircross', 'suv', 'midsize', 'H PB E'),
      m('Berlingo', 'mpv', 'compact', 'B D E'),
      m('Jumpy', BUS, 'van', 'D E'),
    ],
  },
  {
    name: 'Opel',
    country: 'DE',
    priceFactor: 0.95,
    models: [
      m('Corsa', 'hatchback', 'small', 'B H E'),
      m('Astra Sports Tourer', 'stationwagen', 'compact', 'B PB E'),
      m('Mokka', 'suv', 'compact', 'B H E'),
      m('Frontera', 'suv', 'compact', 'H E'),
      m('Grandland', 'suv', 'midsize', 'H PB E'),
      m('Combo Life', 'mpv', 'compact', 'B D E'),
      m('Vivaro', BUS, 'van', 'D E'),
      m('Movano', 'bus-enkele-cabine', 'van', 'D E PL'),
    ],
  },
  {
    name: 'Ford',
    country: 'US',
    priceFactor: 1.0,
    models: [
      m('Puma', 'suv', 'compact', 'H E'),
      m('Focus Wagon', 'stationwagen', 'compact', 'B H'),
      m('Kuga', 'suv', 'midsize', 'H PB O'),
      m('Explorer', 'suv', 'midsize', 'E'),
      m('Mustang Mach-E', 'suv', 'executive', 'E'),
      m('Mustang', ['coupe', 'cabriolet'], 'sport', 'B'),
      m('Tourneo Connect', 'mpv', 'compact', 'B D'),
      m('Transit Custom', BUS, 'van', 'D PB E'),
      m('Transit', BUS, 'van', 'D E'),
      m('Ranger', PICKUP, 'pickup', 'D PB'),
    ],
  },
  {
    name: 'Volvo',
    country: 'SE',
    priceFactor: 1.2,
    models: [
      m('EX30', 'suv', 'compact', 'E'),
      m('XC40', 'suv', 'midsize', 'H E'),
      m('EC40', 'suv', 'midsize', 'E'),
      m('V60', 'stationwagen', 'midsize', 'H DH PB'),
      m('XC60', 'suv', 'executive', 'H DH PB'),
      m('V90', 'stationwagen', 'executive', 'DH PB'),
      m('XC90', 'suv', 'luxury', 'DH PB'),
      m('EX90', 'suv', 'luxury', 'E'),
    ],
  },
  {
    name: 'Tesla',
    country: 'US',
    priceFactor: 1.0,
    models: [
      m('Model 3', 'sedan', 'midsize', 'E'),
      m('Model Y', 'suv', 'midsize', 'E'),
      m('Model S', 'sedan', 'luxury', 'E'),
      m('Model X', 'suv', 'luxury', 'E'),
    ],
  },
  {
    name: 'Nissan',
    country: 'JP',
    priceFactor: 0.95,
    models: [
      m('Micra', 'hatchback', 'small', 'B E'),
      m('Leaf', 'hatchback', 'compact', 'E'),
      m('Juke', 'suv', 'compact', 'B H'),
      m('Qashqai', 'suv', 'compact', 'B H'),
      m('X-Trail', 'suv', 'midsize', 'H'),
      m('Ariya', 'suv', 'midsize', 'E'),
      m('Townstar', 'bus-enkele-cabine', 'van', 'B E'),
      m('Navara', 'pick-up-dubbele-cabine', 'pickup', 'D'),
    ],
  },
  {
    name: 'Mazda',
    country: 'JP',
    priceFactor: 1.0,
    models: [
      m('Mazda2 Hybrid', 'hatchback', 'small', 'H'),
      m('Mazda3', 'hatchback', 'compact', 'B'),
      m('CX-30', 'suv', 'compact', 'B'),
      m('MX-30', 'suv', 'compact', 'E PB'),
      m('CX-5', 'suv', 'midsize', 'B'),
      m('Mazda6e', 'sedan', 'midsize', 'E'),
      m('CX-60', 'suv', 'executive', 'PB DH'),
      m('MX-5', 'cabriolet', 'sport', 'B'),
    ],
  },
  {
    name: 'Honda',
    country: 'JP',
    priceFactor: 1.02,
    models: [
      m('Jazz', 'hatchback', 'small', 'H'),
      m('Civic', 'hatchback', 'compact', 'H'),
      m('HR-V', 'suv', 'compact', 'H'),
      m('e:Ny1', 'suv', 'compact', 'E'),
      m('ZR-V', 'suv', 'midsize', 'H'),
      m('CR-V', 'suv', 'midsize', 'H PB'),
    ],
  },
  {
    name: 'MG',
    country: 'CN',
    priceFactor: 0.82,
    models: [
      m('MG3', 'hatchback', 'small', 'H'),
      m('MG4', 'hatchback', 'compact', 'E'),
      m('ZS', 'suv', 'compact', 'B H E'),
      m('MG5', 'stationwagen', 'compact', 'E'),
      m('HS', 'suv', 'midsize', 'B PB'),
      m('Cyberster', 'cabriolet', 'sport', 'E'),
    ],
  },
  {
    name: 'BYD',
    country: 'CN',
    priceFactor: 0.92,
    models: [
      m('Dolphin Surf', 'stadsauto', 'city', 'E'),
      m('Dolphin', 'hatchback', 'compact', 'E'),
      m('Atto 3', 'suv', 'compact', 'E'),
      m('Seal', 'sedan', 'midsize', 'E'),
      m('Sealion 7', 'suv', 'midsize', 'E'),
      m('Seal U', 'suv', 'midsize', 'E PB'),
      m('Han', 'sedan', 'executive', 'E'),
      m('Tang', 'suv', 'luxury', 'E'),
    ],
  },
  {
    name: 'Polestar',
    country: 'SE',
    priceFactor: 1.1,
    models: [
      m('Polestar 2', 'sedan', 'midsize', 'E'),
      m('Polestar 4', 'suv', 'executive', 'E'),
      m('Polestar 3', 'suv', 'luxury', 'E'),
    ],
  },
  {
    name: 'Fiat',
    country: 'IT',
    priceFactor: 0.88,
    models: [
      m('Panda', 'stadsauto', 'city', 'H G'),
      m('500', 'stadsauto', 'city', 'H'),
      m('500e', ['stadsauto', 'cabriolet'], 'city', 'E'),
      m('600', 'suv', 'compact', 'H E'),
      m('Doblò', 'mpv', 'compact', 'D E'),
      m('Scudo', 'bus-enkele-cabine', 'van', 'D E'),
      m('Ducato', BUS, 'van', 'D E'),
    ],
  },
  {
    name: 'Jeep',
    country: 'US',
    priceFactor: 1.05,
    models: [
      m('Avenger', 'suv', 'compact', 'B H E'),
      m('Renegade', 'suv', 'compact', 'H PB'),
      m('Compass', 'suv', 'midsize', 'H PB'),
      m('Wrangler', 'suv', 'luxury', 'PB'),
      m('Gladiator', 'pick-up-dubbele-cabine', 'pickup', 'D'),
    ],
  },
  {
    name: 'Porsche',
    country: 'DE',
    priceFactor: 1.55,
    models: [
      m('Taycan', 'sedan', 'luxury', 'E'),
      m('Macan', 'suv', 'luxury', 'E'),
      m('Cayenne', 'suv', 'luxury', 'B PB'),
      m('Panamera', 'sedan', 'luxury', 'B PB'),
      m('718 Cayman', 'coupe', 'sport', 'B'),
      m('911 Carrera', 'coupe', 'sport', 'B'),
      m('911 Cabriolet', 'cabriolet', 'sport', 'B'),
    ],
  },
  {
    name: 'Land Rover',
    country: 'GB',
    priceFactor: 1.45,
    models: [
      m('Range Rover Evoque', 'suv', 'executive', 'H PB'),
      m('Discovery Sport', 'suv', 'executive', 'PB DH'),
      m('Defender', 'suv', 'luxury', 'DH PB B'),
      m('Range Rover Sport', 'suv', 'luxury', 'DH PB'),
    ],
  },
  {
    name: 'MINI',
    country: 'GB',
    priceFactor: 1.1,
    models: [
      m('Cooper', 'hatchback', 'small', 'B E'),
      m('Aceman', 'suv', 'compact', 'E'),
      m('Countryman', 'suv', 'compact', 'B E'),
      m('Cooper Cabrio', 'cabriolet', 'sport', 'B'),
    ],
  },
  {
    name: 'Lexus',
    country: 'JP',
    priceFactor: 1.2,
    models: [
      m('LBX', 'suv', 'compact', 'H'),
      m('UX', 'suv', 'compact', 'H E'),
      m('NX', 'suv', 'executive', 'H PB'),
      m('RZ', 'suv', 'executive', 'E'),
      m('ES', 'sedan', 'executive', 'H'),
      m('RX', 'suv', 'luxury', 'H PB'),
    ],
  },
  {
    name: 'Mitsubishi',
    country: 'JP',
    priceFactor: 0.9,
    models: [
      m('Space Star', 'stadsauto', 'city', 'B'),
      m('Colt', 'hatchback', 'small', 'B H'),
      m('ASX', 'suv', 'compact', 'B H PB'),
      m('Eclipse Cross', 'suv', 'midsize', 'PB'),
      m('Outlander', 'suv', 'midsize', 'PB'),
      m('L200', PICKUP, 'pickup', 'D'),
    ],
  },
  {
    name: 'Suzuki',
    country: 'JP',
    priceFactor: 0.86,
    models: [
      m('Ignis', 'stadsauto', 'city', 'H'),
      m('Swift', 'hatchback', 'small', 'H'),
      m('Vitara', 'suv', 'compact', 'H'),
      m('S-Cross', 'suv', 'compact', 'H'),
      m('Swace', 'stationwagen', 'compact', 'H'),
      m('Jimny', 'suv', 'compact', 'B'),
      m('Across', 'suv', 'midsize', 'PB'),
    ],
  },
  {
    name: 'Isuzu',
    country: 'JP',
    priceFactor: 0.95,
    models: [m('D-Max', PICKUP, 'pickup', 'D E')],
  },
  {
    name: 'smart',
    country: 'DE',
    priceFactor: 1.0,
    models: [m('#1', 'suv', 'compact', 'E'), m('#3', 'suv', 'midsize', 'E')],
  },
  {
    name: 'Alfa Romeo',
    country: 'IT',
    priceFactor: 1.12,
    models: [
      m('Junior', 'suv', 'compact', 'H E'),
      m('Tonale', 'suv', 'midsize', 'H PB'),
      m('Giulia', 'sedan', 'executive', 'B'),
      m('Stelvio', 'suv', 'executive', 'B D'),
    ],
  },
];
