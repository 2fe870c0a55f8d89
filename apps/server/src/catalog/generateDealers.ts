import type { CatalogBrand, CatalogDealer } from './catalogTypes.ts';
import type { Random } from './createRandom.ts';

/** Dutch towns with the first two digits of their postcodes. */
const TOWNS: readonly (readonly [string, string])[] = [
  ['Amsterdam', '10'],
  ['Rotterdam', '30'],
  ['Den Haag', '25'],
  ['Utrecht', '35'],
  ['Eindhoven', '56'],
  ['Groningen', '97'],
  ['Zwolle', '80'],
  ['Arnhem', '68'],
  ['Nijmegen', '65'],
  ['Breda', '48'],
  ['Tilburg', '50'],
  ["'s-Hertogenbosch", '52'],
  ['Haarlem', '20'],
  ['Leiden', '23'],
  ['Amersfoort', '38'],
  ['Apeldoorn', '73'],
  ['Enschede', '75'],
  ['Maastricht', '62'],
  ['Almere', '13'],
  ['Leeuwarden', '89'],
  ['Delft', '26'],
  ['Alkmaar', '18'],
  ['Deventer', '74'],
  ['Venlo', '59'],
  ['Middelburg', '43'],
  ['Assen', '94'],
  ['Hoorn', '16'],
  ['Gouda', '28'],
];

/** Common Dutch surnames: dealer businesses are often named after a founding family. */
const SURNAMES = [
  'De Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'De Boer',
  'Mulder',
  'De Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Van Leeuwen',
  'Dekker',
  'Brouwer',
  'De Wit',
  'Dijkstra',
];

/** Street names that exist in most Dutch towns' business parks. */
const STREETS = [
  'Industrieweg',
  'Marconistraat',
  'Edisonweg',
  'Nijverheidsweg',
  'Ambachtsweg',
  'Transportweg',
  'Energieweg',
  'Handelsweg',
  'Kelvinstraat',
  'Televisieweg',
];

// Postcode letter pairs SA, SD and SS are never issued in the Netherlands.
const LETTERS = 'ABCEGHJKLMNPRTVWXZ';

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Two to four dealers of a brand, each in a different Dutch town, with a `.example` address. */
export function generateDealers(
  random: Random,
  brand: CatalogBrand,
  nextId: () => number,
): CatalogDealer[] {
  const towns = random.sample(TOWNS, random.int(2, 4));
  const prefixes =
    brand.kind === 'car'
      ? ['Autobedrijf', 'Autohuis', 'Garage']
      : ['Tweewielerhuis', 'Fietsspeciaalzaak'];
  return towns.map(([town, postcodePrefix]) => {
    const name = `${random.pick(prefixes)} ${random.pick(SURNAMES)} ${brand.name}`;
    return {
      id: nextId(),
      brandId: brand.id,
      name,
      street: `${random.pick(STREETS)} ${random.int(1, 180)}`,
      postcode: `${postcodePrefix}${String(random.int(0, 99)).padStart(2, '0')} ${random.pick([...LETTERS])}${random.pick([...LETTERS])}`,
      town,
      // A reserved domain: demo data must never reach a real mailbox.
      email: `verkoop@${slug(`${name} ${town}`)}.example`,
    };
  });
}
