/**
 * `node src/advanceOrder.ts --order <id> [--status <status>] [--delivery YYYY-MM-DD]`: the lease
 * company's back office moves an order on (`cart/moveOrder.ts`), on the database of
 * DATABASE_PATH, beside a running server or not. The driver's status mail goes into the outbox
 * in the same transaction; a running server's sender delivers it.
 */
import { ConfigError, readConfig } from './config.ts';
import { moveOrder, OrderMoveError } from './cart/moveOrder.ts';
import {
  ADVANCE_ORDER_USAGE,
  parseAdvanceOrderArgs,
  UsageError,
  type AdvanceOrderRequest,
} from './cart/advanceOrderArgs.ts';
import { openDatabase } from './db/openDatabase.ts';

function fail(message: string): never {
  process.stderr.write(`advance-order: ${message}\n`);
  process.exit(1);
}

function request(): AdvanceOrderRequest {
  try {
    return parseAdvanceOrderArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n\n${ADVANCE_ORDER_USAGE}`);
    throw error;
  }
}

const asked = request();
if (asked.help) {
  process.stdout.write(`${ADVANCE_ORDER_USAGE}\n`);
  process.exit(0);
}
let config;
try {
  // Only the environment's settings: the flags are this command's, not the server's.
  config = readConfig(process.env, []);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const db = openDatabase(config.databasePath);
let report: string;
try {
  const moved = moveOrder(db, asked.move, { portalUrl: config.portalUrl, now: Date.now() });
  const delivery = moved.expectedDelivery ? `, expected delivery ${moved.expectedDelivery}` : '';
  const mail = moved.mailQueued
    ? 'the status mail is in the outbox'
    : 'no mail: no address is known for the driver';
  report = `Order ${moved.orderId}: ${moved.from} → ${moved.status}${delivery}; ${mail}.\n`;
} catch (error) {
  db.close();
  if (error instanceof OrderMoveError) fail(error.message);
  throw error;
}
db.close();
process.stdout.write(report);
