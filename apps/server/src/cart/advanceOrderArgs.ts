import { parseArgs } from 'node:util';
import { ORDER_STATUSES, type OrderStatus } from '@lease/api/contract';
import type { OrderMove } from './moveOrder.ts';

export const ADVANCE_ORDER_USAGE = [
  'Usage: pnpm --filter @lease/server advance-order -- --order <id> [--status <status>] [--delivery YYYY-MM-DD]',
  '',
  '  --order     the order to move (its number, as on the status page)',
  `  --status    the status to move to (${ORDER_STATUSES.join(', ')});`,
  "              without it (and without --delivery) the next status of the order's timeline",
  '  --delivery  the expected delivery date; alone, it moves the date and keeps the status',
  '',
  'Works on the database of DATABASE_PATH; the driver is mailed through the outbox.',
].join('\n');

/** Whether the command was asked for its usage; otherwise the move it was asked to make. */
export type AdvanceOrderRequest = { help: true } | { help: false; move: OrderMove };

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

function asStatus(value: string | undefined): OrderStatus | undefined {
  if (value === undefined) return undefined;
  const status = ORDER_STATUSES.find((known) => known === value);
  if (!status) throw new UsageError(`--status must be one of ${ORDER_STATUSES.join(', ')}.`);
  return status;
}

/** The command line of `advance-order`; throws a UsageError saying what is wrong. */
export function parseAdvanceOrderArgs(argv: readonly string[]): AdvanceOrderRequest {
  // `pnpm run x -- --order 1` passes the `--` on; it separates nothing here.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        order: { type: 'string' },
        status: { type: 'string' },
        delivery: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true };
  const orderId = Number(values.order);
  if (values.order === undefined || !/^\d+$/.test(values.order) || orderId <= 0) {
    throw new UsageError('--order must be the number of an order.');
  }
  return {
    help: false,
    move: { orderId, status: asStatus(values.status), delivery: values.delivery },
  };
}
