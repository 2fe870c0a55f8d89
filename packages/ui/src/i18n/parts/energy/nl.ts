import type { EnergyMessageId } from './en.ts';

/** Dutch texts of the energy and total cost. */
export const energyNl = {
  'energy.heading': 'Lease en energie per maand',
  'energy.energy': 'Energie bij {km} km per jaar',
  'energy.total': 'Lease en energie samen',
  'energy.consumptionKwh': '{amount} kWh per 100 km',
  'energy.consumptionLitre': '{amount} liter per 100 km',
  'energy.consumptionKg': '{amount} kg per 100 km',
  'energy.disclaimer':
    'Indicatief: WLTP-verbruik tegen de energieprijzen van je regeling. Hoe je rijdt en waar je laadt, veranderen het.',
  'energy.totalCostBudget':
    'Je norm telt lease en energie samen: je eigen bijdrage volgt dit totaal.',
  'energy.compareEnergy': 'Energie per maand',
  'energy.compareTotal': 'Lease en energie per maand',
  'energy.compareConsumption': 'Verbruik (WLTP)',
} as const satisfies Record<EnergyMessageId, string>;
