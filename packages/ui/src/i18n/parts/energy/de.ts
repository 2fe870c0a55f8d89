import type { EnergyMessageId } from './en.ts';

/** German texts of the energy and total cost. */
export const energyDe = {
  'energy.heading': 'Leasing und Energie pro Monat',
  'energy.energy': 'Energie bei {km} km pro Jahr',
  'energy.total': 'Leasing und Energie zusammen',
  'energy.consumptionKwh': '{amount} kWh pro 100 km',
  'energy.consumptionLitre': '{amount} Liter pro 100 km',
  'energy.consumptionKg': '{amount} kg pro 100 km',
  'energy.disclaimer':
    'Unverbindlich: WLTP-Verbrauch zu den Energiepreisen Ihrer Regelung. Fahrweise und Ladeort verändern ihn.',
  'energy.totalCostBudget':
    'Ihre Norm zählt Leasing und Energie zusammen: Ihr Eigenanteil richtet sich nach dieser Summe.',
  'energy.compareEnergy': 'Energie pro Monat',
  'energy.compareTotal': 'Leasing und Energie pro Monat',
  'energy.compareConsumption': 'Verbrauch (WLTP)',
} as const satisfies Record<EnergyMessageId, string>;
