import type { DatabaseSync } from 'node:sqlite';
import type { DriverContext } from '../db/driverContext.ts';
import { ownerOf } from '../db/owner.ts';
import { recordCalculation } from './calculations.ts';
import { detailView } from './detailView.ts';
import { priceRequest, type ConfigurationRequest } from './priceRequest.ts';

/** A configuration priced for a driver (`priceRequest`). */
export type PricedRequest = ReturnType<typeof priceRequest>;

/**
 * Records a configuration priced for the context's driver as their calculation: the one path
 * `GetDetails`, `saveConfiguratie`, `SetOfferte` and the demo seed go through, so a quote's figures
 * are a calculation's. The texts (why it cannot be ordered) are worded in `context.language`.
 * Answers the priced configuration and its `GetDetails` detail.
 */
export function recordPricedCalculation(
  db: DatabaseSync,
  context: DriverContext,
  request: ConfigurationRequest,
  options: {
    /** The request already priced (GetDetails prices before it counts a new calculation). */
    priced?: PricedRequest;
    /** When it was priced (ISO); now unless the demo seed backdates it. */
    createdAt?: string;
  } = {},
) {
  const priced = options.priced ?? priceRequest(db, context, request);
  const shape = {
    termMonths: request.nLooptijd,
    kmPerYear: request.nKilometrage,
    language: context.language,
  };
  // The stored detail carries a placeholder id: the row's id is only known once it is written.
  const draft = detailView(priced.configuration, priced.pricing, { ...shape, calculationId: 1 });
  const calculationId = recordCalculation(db, {
    clientCode: context.clientCode,
    owner: ownerOf(context),
    request,
    typeId: priced.type.id,
    detail: draft,
    ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
  });
  return { ...priced, detail: { ...draft, nCalculatieID: calculationId } };
}
