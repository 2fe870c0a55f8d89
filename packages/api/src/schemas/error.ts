import { z } from 'zod';

/** The error JSON every 4xx of the lease API carries (decisions.md §2). */
export const apiErrorBodySchema = z.object({
  cStatus: z.string(),
  cOpmerking: z.string(),
  cVeld: z.string().nullish(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
