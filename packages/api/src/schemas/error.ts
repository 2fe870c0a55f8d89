import { z } from 'zod/mini';

/** The error JSON every 4xx of the lease API carries (decisions.md §2). */
export const apiErrorBodySchema = z.lazy(() =>
  z.object({
    cStatus: z.string(),
    cOpmerking: z.string(),
    cVeld: z.nullish(z.string()),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
