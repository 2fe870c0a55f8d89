import type { Option } from '../schemas/options.ts';

type OptionRef = Pick<Option, 'nOptieID' | 'nOptieIDHist' | 'cCluster'>;

/** The identity of an option: `nOptieIDHist` where the server sent it, else `nOptieID`. */
export function optionKey(option: Pick<Option, 'nOptieID' | 'nOptieIDHist'>): number | null {
  return option.nOptieIDHist ?? option.nOptieID ?? null;
}

function sameCluster(a: OptionRef, b: OptionRef): boolean {
  const cluster = a.cCluster?.trim();
  return Boolean(cluster) && b.cCluster?.trim() === cluster;
}

/**
 * Chooses an option (spec point 4): any chosen option of the same cluster is replaced (one paint,
 * one upholstery), choosing an option twice keeps one copy, and options without a cluster add up.
 */
export function chooseOption<Chosen extends OptionRef>(
  chosen: readonly Chosen[],
  option: Chosen,
): Chosen[] {
  const key = optionKey(option);
  return [...chosen.filter((c) => optionKey(c) !== key && !sameCluster(option, c)), option];
}

/** Removes an option from the chosen ones. */
export function removeOption<Chosen extends OptionRef>(
  chosen: readonly Chosen[],
  option: Pick<Option, 'nOptieID' | 'nOptieIDHist'>,
): Chosen[] {
  const key = optionKey(option);
  return chosen.filter((c) => optionKey(c) !== key);
}
