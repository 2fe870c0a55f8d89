import type { ArrangementChoices, KeuzeTokenRequest } from '../schemas/choice.ts';

/** What the portal does after login, given the driver's arrangement choices (spec point 4). */
export type ArrangementOutcome =
  /** The only parent scheme is offline: show its inactive message as a login failure. */
  | { kind: 'inactive'; message: string | null }
  /** Exactly one way in: request this choice token without asking. */
  | { kind: 'auto'; request: KeuzeTokenRequest }
  /** Anything else: the choose page. */
  | { kind: 'choose' };

/**
 * Decides between the inactive message, the automatic choice and the choose page. "A single
 * parent scheme" means the only arrangement on offer: with a container beside it the user still
 * has something to choose, so the choose page shows.
 */
export function arrangementOutcome(choices: ArrangementChoices): ArrangementOutcome {
  const { Mantels, Containers } = choices;
  if (Mantels.length === 1 && Containers.length === 0) {
    const [scheme] = Mantels;
    if (scheme && !scheme.bMantelOnline) {
      return { kind: 'inactive', message: scheme.cBerichtWanneerMantelInactief ?? null };
    }
    const [driver, ...others] = scheme?.Berijders ?? [];
    if (scheme && driver && others.length === 0) {
      return {
        kind: 'auto',
        request: { nBerijderID: driver.nBerijderID, nMantelNr: scheme.nMantelNr },
      };
    }
  }
  if (Containers.length === 1 && Mantels.length === 0) {
    const [driver, ...others] = Containers[0]?.Drivers ?? [];
    if (driver && others.length === 0) {
      return {
        kind: 'auto',
        request: {
          nBerijderID: driver.nBerijderID,
          MobilityCategoryId: driver.MobilityCategory.Id,
        },
      };
    }
  }
  return { kind: 'choose' };
}
