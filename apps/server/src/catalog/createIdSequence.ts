/** Hands out consecutive ids from `first`; one per table, so ids never depend on other tables. */
export function createIdSequence(first: number): () => number {
  let next = first;
  return () => next++;
}
