import type { Segment } from './catalogTypes.ts';
import { SEGMENT_PROFILES } from './segmentProfiles.ts';
import type { FuelLabel } from './catalogValues.ts';

/** Upper CO2 bounds (g/km) of labels A–F for a compact car; above the last is G. */
const BOUNDS: readonly [FuelLabel, number][] = [
  ['A', 95],
  ['B', 115],
  ['C', 135],
  ['D', 155],
  ['E', 180],
  ['F', 210],
];

/**
 * The fuel label A–G. It is relative to cars of similar size, so a segment's allowance shifts the
 * bounds; a car without tailpipe CO2 is always A (docs/spec/lease-domain.md).
 */
export function fuelLabel(co2: number, segment: Segment): FuelLabel {
  if (co2 <= 0) return 'A';
  const adjusted = co2 - SEGMENT_PROFILES[segment].labelAllowance;
  for (const [label, bound] of BOUNDS) if (adjusted <= bound) return label;
  return 'G';
}
