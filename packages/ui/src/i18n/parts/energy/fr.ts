import type { EnergyMessageId } from './en.ts';

/** French texts of the energy and total cost. */
export const energyFr = {
  'energy.heading': 'Leasing et énergie par mois',
  'energy.energy': 'Énergie à {km} km par an',
  'energy.total': 'Leasing et énergie ensemble',
  'energy.consumptionKwh': '{amount} kWh aux 100 km',
  'energy.consumptionLitre': '{amount} litres aux 100 km',
  'energy.consumptionKg': '{amount} kg aux 100 km',
  'energy.disclaimer':
    'Indicatif : consommation WLTP aux prix de l’énergie de votre régime. Votre conduite et l’endroit où vous rechargez la modifient.',
  'energy.totalCostBudget':
    'Votre norme compte le leasing et l’énergie ensemble : votre contribution personnelle suit ce total.',
  'energy.compareEnergy': 'Énergie par mois',
  'energy.compareTotal': 'Leasing et énergie par mois',
  'energy.compareConsumption': 'Consommation (WLTP)',
} as const satisfies Record<EnergyMessageId, string>;
