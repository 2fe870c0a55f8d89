import type { Migration } from './migrations.ts';

/**
 * Migration 16: what a car costs in energy. Each car type gets its WLTP consumption per 100 km
 * (kWh of electricity; litres, or kg for natural gas and hydrogen, of fuel; NULL where it uses
 * none), and each client's policy the energy prices it counts with (euro per kWh, litre or kg;
 * NULL: the Dutch default) and whether its norm budgets the total cost (lease and energy).
 */
export const energyMigration: Migration = {
  version: 16,
  name: 'energy consumption and prices',
  sql: `
    ALTER TABLE types ADD COLUMN electricity_per_100km REAL
      CHECK (electricity_per_100km IS NULL OR electricity_per_100km >= 0);
    ALTER TABLE types ADD COLUMN fuel_per_100km REAL
      CHECK (fuel_per_100km IS NULL OR fuel_per_100km >= 0);
    ALTER TABLE client_policies ADD COLUMN price_electricity REAL CHECK (price_electricity >= 0);
    ALTER TABLE client_policies ADD COLUMN price_petrol REAL CHECK (price_petrol >= 0);
    ALTER TABLE client_policies ADD COLUMN price_diesel REAL CHECK (price_diesel >= 0);
    ALTER TABLE client_policies ADD COLUMN price_lpg REAL CHECK (price_lpg >= 0);
    ALTER TABLE client_policies ADD COLUMN price_natural_gas REAL CHECK (price_natural_gas >= 0);
    ALTER TABLE client_policies ADD COLUMN price_hydrogen REAL CHECK (price_hydrogen >= 0);
    ALTER TABLE client_policies ADD COLUMN total_cost_budget INTEGER NOT NULL DEFAULT 0
      CHECK (total_cost_budget IN (0, 1));
  `,
};
