import { DEFAULT_CAR_FILTER } from '@lease/api/contract';

/** Results per page when none (or nonsense) is given: `nAantalPerPagina`'s default (spec point 9). */
export const DEFAULT_PAGE_SIZE = DEFAULT_CAR_FILTER.nAantalPerPagina;

/** Where a search's results stand: the current page and how many pages there are. */
export interface ResultsPages {
  /** The current page, 1-based, always within `1…count` (1 when there are none). */
  page: number;
  /** How many pages the results fill; 0 when there are no results. */
  count: number;
}

function wholeAtLeast(value: number, minimum: number): number | null {
  return Number.isFinite(value) && value >= minimum ? Math.floor(value) : null;
}

/**
 * The pages of a search (spec point 9: `nPagina`, `nAantalPerPagina`, and `Filters.nTotaal` of
 * `GetAutos`), robust to what a stale URL or an odd answer gives: a page beyond the last shows
 * the last, a page below 1 (or not a number) the first, a zero, negative or non-finite total no
 * pages, and a page size below 1 the default.
 */
export function resultsPages(page: number, pageSize: number, total: number): ResultsPages {
  const size = wholeAtLeast(pageSize, 1) ?? DEFAULT_PAGE_SIZE;
  const results = wholeAtLeast(total, 0) ?? 0;
  const count = Math.ceil(results / size);
  const requested = wholeAtLeast(page, 1) ?? 1;
  return { page: Math.max(1, Math.min(requested, count)), count };
}
