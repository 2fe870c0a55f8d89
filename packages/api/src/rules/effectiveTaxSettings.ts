import type { DriverProfile } from '../schemas/content.ts';
import type { Settings, TaxSettings } from '../schemas/settings.ts';
import { defaultTaxBracket } from './defaultTaxBracket.ts';

export interface EffectiveTaxSettingsInput {
  settings: Pick<Settings, 'Belastingschijven' | 'bAlleenZakelijk'>;
  /** The driver profile; while it is still loading the server's choice stands. */
  profile: Pick<DriverProfile, 'cBerijdernaam'> | null | undefined;
  supervisor: boolean;
  /** The bracket and business-only choice the supervisor stored locally, if any. */
  stored: TaxSettings | null | undefined;
}

/**
 * The tax bracket and business-only choice prices are computed with (spec point 6): a supervisor
 * without a driver (empty `cBerijdernaam`) has no server-side choice of their own, so their
 * locally stored one wins; everyone else uses the server's selected bracket.
 */
export function effectiveTaxSettings(input: EffectiveTaxSettingsInput): TaxSettings {
  const { settings, profile, supervisor, stored } = input;
  const withoutDriver = profile != null && (profile.cBerijdernaam ?? '').trim() === '';
  if (supervisor && withoutDriver && stored) return stored;
  return {
    nBelastingPercentage: defaultTaxBracket(settings.Belastingschijven)?.nPercentage ?? 0,
    bAlleenZakelijk: settings.bAlleenZakelijk,
  };
}
