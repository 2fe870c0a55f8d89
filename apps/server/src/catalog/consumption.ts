import { fuelCarrier, type EnergyCarrier, type FuelType } from '@lease/api/contract';
import type { Segment } from './catalogTypes.ts';
import { isPlugIn } from './catalogValues.ts';
import { SEGMENT_PROFILES } from './segmentProfiles.ts';

/** WLTP g CO2 per km for one unit of fuel per 100 km (a litre, or a kg of natural gas). */
const CO2_PER_UNIT: Readonly<Record<Exclude<EnergyCarrier, 'stroom'>, number>> = {
  benzine: 23.7,
  diesel: 26.5,
  lpg: 16.6,
  aardgas: 27.4,
  // Hydrogen emits none: its consumption comes from the car's size instead.
  waterstof: Number.POSITIVE_INFINITY,
};

/** A midsize fuel-cell car uses about 1 kg of hydrogen per 100 km; other sizes scale with it. */
const HYDROGEN_KG_PER_100KM_MIDSIZE = 1;
/** A plug-in hybrid's weighted WLTP electricity use, as a share of a full-electric car's. */
const PLUG_IN_ELECTRIC_SHARE = 0.6;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** What a car uses per 100 km: kWh of electricity and units of its fuel (`null`: none). */
export interface CarConsumption {
  electricityPer100Km: number | null;
  fuelPer100Km: number | null;
}

/**
 * A car's WLTP consumption per 100 km, from its catalogue facts: a fuel's from its CO2 (burning a
 * litre gives a fixed amount of CO2), electricity from the km per kWh of its size class, a plug-in
 * hybrid both (its weighted WLTP figures), hydrogen from its size. A fuel without a known carrier
 * (`overig`) has none.
 */
export function carConsumption(fuel: FuelType, co2: number, segment: Segment): CarConsumption {
  const kmPerKwh = SEGMENT_PROFILES[segment].kmPerKwh;
  const fullElectric = 100 / kmPerKwh;
  if (fuel === 'elektrisch')
    return { electricityPer100Km: oneDecimal(fullElectric), fuelPer100Km: null };
  if (fuel === 'waterstof') {
    return {
      electricityPer100Km: null,
      fuelPer100Km: oneDecimal(
        (HYDROGEN_KG_PER_100KM_MIDSIZE * SEGMENT_PROFILES.midsize.kmPerKwh) / kmPerKwh,
      ),
    };
  }
  const carrier = fuelCarrier(fuel);
  if (carrier === null) return { electricityPer100Km: null, fuelPer100Km: null };
  return {
    electricityPer100Km: isPlugIn(fuel) ? oneDecimal(fullElectric * PLUG_IN_ELECTRIC_SHARE) : null,
    fuelPer100Km: oneDecimal(co2 / CO2_PER_UNIT[carrier]),
  };
}
