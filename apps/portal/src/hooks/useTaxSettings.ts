import {
  driverProfileQueryOptions,
  effectiveTaxSettings,
  settingsQueryOptions,
  type TaxSettings,
} from '@lease/api';
import { useQuery } from '@tanstack/react-query';
import { useGateway } from '#src/lib/appDeps.tsx';
import { useActiveSession } from './useActiveSession.ts';
import { useStoredChoice } from './useStoredChoice.ts';

/**
 * The tax bracket and business-only choice every price is computed with: the server's selected
 * bracket, or for a supervisor without a driver the locally stored one (spec point 6). Undefined
 * until the settings and the profile have loaded.
 */
export function useTaxSettings(mobilityProductId?: number | null): TaxSettings | undefined {
  const gateway = useGateway();
  const session = useActiveSession();
  const settings = useQuery(settingsQueryOptions(gateway, mobilityProductId));
  const profile = useQuery(driverProfileQueryOptions(gateway));
  const stored = useStoredChoice('taxSettings');
  if (!settings.data || !profile.data) return undefined;
  return effectiveTaxSettings({
    settings: settings.data,
    profile: profile.data,
    supervisor: session?.supervisor ?? false,
    stored,
  });
}
