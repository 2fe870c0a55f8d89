import type { BikeModelFacts } from './bikeBrands.ts';
import type { CatalogBike } from './catalogTypes.ts';
import { FRAME_SIZES, type FrameType, type GEARS, type WHEEL_SIZES } from './catalogValues.ts';
import type { Random } from './createRandom.ts';

/** Frame types a bike kind is sold with; sporty bikes have a high step, cargo bikes a low one. */
const FRAMES_BY_KIND: Readonly<Record<BikeModelFacts['kind'], readonly FrameType[]>> = {
  'e-bike': ['lage-instap', 'middel-instap', 'hoge-instap'],
  'speed-pedelec': ['hoge-instap', 'middel-instap'],
  bakfiets: ['lage-instap', 'unisex'],
  stadsfiets: ['lage-instap', 'hoge-instap'],
  hybride: ['hoge-instap', 'middel-instap', 'unisex'],
  racefiets: ['hoge-instap'],
  mountainbike: ['hoge-instap', 'unisex'],
};

const WHEELS_BY_KIND: Readonly<
  Record<BikeModelFacts['kind'], readonly (typeof WHEEL_SIZES)[number][]>
> = {
  'e-bike': ['28 inch'],
  'speed-pedelec': ['27.5 inch', '28 inch'],
  bakfiets: ['20 inch', '24 inch'],
  stadsfiets: ['26 inch', '28 inch'],
  hybride: ['28 inch'],
  racefiets: ['28 inch'],
  mountainbike: ['27.5 inch', '29 inch'],
};

const GEARS_BY_KIND: Readonly<Record<BikeModelFacts['kind'], readonly (typeof GEARS)[number][]>> = {
  'e-bike': ['5', '7', '8', 'traploos'],
  'speed-pedelec': ['10', '11', 'traploos'],
  bakfiets: ['5', 'traploos'],
  stadsfiets: ['1', '3', '7'],
  hybride: ['8', '10', '11'],
  racefiets: ['11', '12'],
  mountainbike: ['11', '12'],
};

const FRAME_LABEL: Readonly<Record<FrameType, string>> = {
  'lage-instap': 'Lage instap',
  'middel-instap': 'Middenstang',
  'hoge-instap': 'Hoge instap',
  unisex: 'Unisex',
};

/**
 * The versions of one bike model: two frames (three for e-bikes, the largest group of lease
 * bikes), each with every bike filter field and a retail price; electric ones get a battery.
 */
export function generateBikes(
  random: Random,
  model: BikeModelFacts,
  modelId: number,
  nextId: () => number,
): CatalogBike[] {
  const frames = FRAMES_BY_KIND[model.kind];
  const count = Math.min(frames.length, model.kind === 'e-bike' ? 3 : 2);
  const electric = model.drive !== 'geen';
  return frames.slice(0, count).map((frameType, level) => {
    const size = random.pick(FRAME_SIZES);
    const gears = random.pick(GEARS_BY_KIND[model.kind]);
    const wheelSize = random.pick(WHEELS_BY_KIND[model.kind]);
    const batteryWh = electric ? random.pick([400, 500, 545, 625, 750, 800]) : null;
    const retailPrice =
      Math.round(
        (model.basePrice * (1 + 0.06 * level) + (batteryWh ? (batteryWh - 500) * 1.2 : 0)) / 10,
      ) *
        10 -
      1;
    return {
      id: nextId(),
      modelId,
      name: `${FRAME_LABEL[frameType]}${batteryWh ? ` ${batteryWh} Wh` : ''} ${size.height}`,
      retailPrice,
      kind: model.kind,
      frameType,
      frameHeight: size.height,
      riderLength: size.riderLength,
      gears,
      wheelSize,
      drive: model.drive,
      smartphoneSupport: electric ? random.chance(0.6) : random.chance(0.1),
      rangeKm: batteryWh ? Math.round((batteryWh / 6.5) * random.between(0.9, 1.2)) : null,
      batteryWh,
    };
  });
}
