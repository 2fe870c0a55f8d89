import type { AgreementsQuery } from '../../schemas/content.ts';
import type { CarPolicyQuery } from '../../schemas/policy.ts';

/** Query and mutation keys of the settings domain. */
export const settingsKeys = {
  all: ['settings'] as const,
  settings: (mobilityProductId?: number | null) =>
    ['settings', 'detail', mobilityProductId ?? null] as const,
  agreements: (query: AgreementsQuery) => ['settings', 'agreements', query] as const,
  setSettings: ['settings', 'set'] as const,
  policy: (query: CarPolicyQuery) => ['settings', 'policy', query] as const,
};
