import type { ArrangementChoices, TokenPayload } from '@lease/api';

/**
 * The name of the arrangement a session acts under: the scheme the token names (or the one its
 * driver belongs to), or the container of its mobility category. Null when the choices do not
 * hold it (an arrangement closed since the choice).
 */
export function chosenArrangementName(
  choices: ArrangementChoices,
  payload: Pick<TokenPayload, 'nBerijderID' | 'nMantelNr' | 'MobilityCategoryId'>,
): string | null {
  if (payload.MobilityCategoryId != null) {
    const container = choices.Containers.find((entry) =>
      entry.Drivers.some(
        (driver) =>
          driver.nBerijderID === payload.nBerijderID &&
          driver.MobilityCategory.Id === payload.MobilityCategoryId,
      ),
    );
    return container?.cNaam ?? null;
  }
  const scheme = choices.Mantels.find((entry) =>
    payload.nMantelNr != null
      ? entry.nMantelNr === payload.nMantelNr
      : entry.Berijders.some((driver) => driver.nBerijderID === payload.nBerijderID),
  );
  return scheme?.cMantelnaam ?? null;
}
