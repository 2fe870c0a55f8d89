/**
 * English texts of the energy and total cost (the configurator's summary, the compare table): a
 * part of the catalogue that loads with those pages (`loadUiMessagePart`).
 */
export const energyEn = {
  'energy.heading': 'Lease and energy a month',
  'energy.energy': 'Energy at {km} km a year',
  'energy.total': 'Lease and energy together',
  'energy.consumptionKwh': '{amount} kWh per 100 km',
  'energy.consumptionLitre': '{amount} litres per 100 km',
  'energy.consumptionKg': '{amount} kg per 100 km',
  'energy.disclaimer':
    'Indicative: WLTP consumption at the energy prices of your scheme. How you drive and where you charge change it.',
  'energy.totalCostBudget':
    'Your norm counts lease and energy together: your own contribution follows this total.',
  'energy.compareEnergy': 'Energy a month',
  'energy.compareTotal': 'Lease and energy a month',
  'energy.compareConsumption': 'Consumption (WLTP)',
} as const;

/** The id of a text of the energy part. */
export type EnergyMessageId = keyof typeof energyEn;
