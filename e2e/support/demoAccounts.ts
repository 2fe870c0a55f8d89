import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface DemoAccount {
  client: string;
  username: string;
  password: string;
  description: string;
  level?: number;
  /** The driver's name as the server greets them; empty for a supervisor without a driver. */
  driverName?: string;
}

/** The server's demo accounts, read from its seed so no test hard-codes a credential. */
export const demoAccounts: readonly DemoAccount[] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../apps/server/seed/demo-accounts.json'), 'utf8'),
) as DemoAccount[];

/** The demo account with this user name. */
export function demoAccount(username: string): DemoAccount {
  const account = demoAccounts.find((a) => a.username === username);
  if (!account) throw new Error(`apps/server/seed/demo-accounts.json has no account ${username}`);
  return account;
}

/**
 * The client's driver (below supervisor level) who logs straight in: one scheme with one driver,
 * online, so the arrangement is chosen automatically (spec point 4).
 */
export function demoDriver(client: string): DemoAccount {
  const straightIn: Record<string, string> = {
    horizon: 'jan@horizon.example',
    polder: 'eva@polder.example',
    zonnig: 'lotte@zonnig.example',
    stadmobiel: 'amir@stadmobiel.example',
  };
  const username = straightIn[client];
  if (!username) throw new Error(`No driver who logs straight in is known for ${client}`);
  return demoAccount(username);
}
