import type { DatabaseSync } from 'node:sqlite';
import type { DriverContext } from '../db/driverContext.ts';
import { ownerOf } from '../db/owner.ts';
import { RequestError } from '../http/RequestError.ts';
import { findCalculation } from './calculations.ts';

/**
 * One of the session driver's own calculations, named by a request's `nCalculatieID`; another
 * driver's is answered 404 as if it did not exist.
 */
export function driverCalculation(db: DatabaseSync, context: DriverContext, id: number) {
  const calculation = findCalculation(db, context.clientCode, ownerOf(context), id);
  if (!calculation) {
    throw new RequestError(`nCalculatieID: there is no calculation ${id}.`, {
      status: 404,
      field: 'nCalculatieID',
    });
  }
  return calculation;
}
