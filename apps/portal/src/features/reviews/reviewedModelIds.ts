/** The most models whose reviews are asked for at once (the contract allows 50). */
export const MAX_REVIEWED_MODELS = 20;

/**
 * The models whose reviews the page shows: `?model=…` (repeated), valid ids only, each once, at
 * most `MAX_REVIEWED_MODELS`; an empty list means "the most viewed models".
 */
export function reviewedModelIds(params: URLSearchParams): number[] {
  const ids = params
    .getAll('model')
    .map((value) => (/^\d{1,9}$/.test(value) ? Number(value) : 0))
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, MAX_REVIEWED_MODELS);
}
