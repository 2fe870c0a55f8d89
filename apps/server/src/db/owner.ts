import type { DriverContext } from './driverContext.ts';

/**
 * The owner of a driver's rows (calculations, saved cars, basket, orders): the chosen driver, or
 * the login itself before one is chosen. Every query of those tables filters on client and owner.
 */
export function ownerOf(context: DriverContext): string {
  return context.driverId !== null ? `driver:${context.driverId}` : `user:${context.userId}`;
}
