import type { EigenOptie } from '../schemas/options.ts';

/** Own options split by `bIsBestellingVraag`: questions for the order form, and own options. */
export function splitEigenOpties<Item extends Pick<EigenOptie, 'bIsBestellingVraag'>>(
  eigenOpties: readonly Item[],
): { orderQuestions: Item[]; ownOptions: Item[] } {
  return {
    orderQuestions: eigenOpties.filter((item) => item.bIsBestellingVraag),
    ownOptions: eigenOpties.filter((item) => !item.bIsBestellingVraag),
  };
}
