import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface DemoAccount {
  client: string;
  username: string;
  password: string;
  description: string;
  level?: number;
}

/** The server's demo accounts, read from its seed so no test hard-codes a credential. */
export const demoAccounts: readonly DemoAccount[] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../apps/server/seed/demo-accounts.json'), 'utf8'),
) as DemoAccount[];

/** A driver (below supervisor level) of the given client. */
export function demoDriver(client: string): DemoAccount {
  const account = demoAccounts.find((a) => a.client === client && (a.level ?? 1) < 2);
  if (!account) throw new Error(`apps/server/seed/demo-accounts.json has no driver of ${client}`);
  return account;
}
