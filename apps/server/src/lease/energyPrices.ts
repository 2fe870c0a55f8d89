import type { EnergyPrices } from '@lease/api/contract';

/**
 * The energy prices a client counts with unless it sets its own (euro per kWh, litre or kg, VAT
 * included), illustrative Dutch figures for 2026: electricity as a mix of charging at home and
 * on the road, fuel at the pump.
 */
export const DUTCH_ENERGY_PRICES: EnergyPrices = {
  stroom: 0.35,
  benzine: 1.95,
  diesel: 1.75,
  lpg: 0.95,
  aardgas: 1.5,
  waterstof: 15,
};
