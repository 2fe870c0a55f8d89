import { z } from 'zod';
import { clientCodeSchema } from '../clientCodeSchema.ts';
import accountsJson from '../../seed/demo-accounts.json' with { type: 'json' };

const demoAccountSchema = z.object({
  client: clientCodeSchema,
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1),
  description: z.string(),
  /** Token Level; 2 or higher is a supervisor (spec point 6). */
  level: z.number().int().min(0).default(1),
  driverName: z.string().default(''),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/**
 * The demo logins, from `apps/server/seed/demo-accounts.json`: the one list the seed, the
 * start-up banner and the README point to. Parsed here so a typo fails at start, not at login.
 */
export const demoAccounts: readonly DemoAccount[] = z.array(demoAccountSchema).parse(accountsJson);
