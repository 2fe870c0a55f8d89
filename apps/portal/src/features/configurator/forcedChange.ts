import { optionKey, type Option, type OptionsResponse } from '@lease/api';

/** What the server's answer to a choice means for the driver. */
export type ForcedChange =
  /** The choice forced options in or out: the driver confirms or takes the choice back. */
  | { kind: 'forced'; added: Option[]; removed: Option[] }
  /** A notice without a change (e.g. a delivery time): shown in the page. */
  | { kind: 'notice' };

/**
 * Compares the options the driver asked for with the server's answer (`gekozenOptiesNieuw`
 * after its package rules) when the answer carries a `Popup`. Added are the options the driver
 * did not ask for, except a cluster's standard option the server falls back to (an empty
 * cluster is not a change); removed are the ones asked for that the answer left out. Without a
 * `Popup` the server has nothing to say, and without a choice of the driver's (`null`: the
 * server's default choice) there is nothing to confirm.
 */
export function forcedChange(
  requested: readonly number[] | null,
  answer: Pick<OptionsResponse, 'Popup' | 'gekozenOptiesNieuw' | 'Opties'>,
): ForcedChange | null {
  if (!answer.Popup?.cTekst.trim()) return null;
  if (requested === null) return { kind: 'notice' };
  const answered = answer.gekozenOptiesNieuw;
  const added = answered.filter(
    (option) => !option.bStandaard && !requested.includes(optionKey(option) ?? -1),
  );
  const offered = answer.Opties.flatMap((group) => group.Opties);
  const removed = requested
    .filter((id) => !answered.some((option) => optionKey(option) === id))
    .flatMap((id) => offered.filter((option) => optionKey(option) === id).slice(0, 1));
  return added.length > 0 || removed.length > 0
    ? { kind: 'forced', added, removed }
    : { kind: 'notice' };
}
