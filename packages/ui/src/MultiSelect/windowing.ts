/** The slice of a long list that is rendered, and the space that stands in for the rest. */
export interface ListWindow {
  /** First rendered index (inclusive). */
  start: number;
  /** Last rendered index (exclusive). */
  end: number;
  /** Space above the first rendered item, in px. */
  paddingTop: number;
  /** Space below the last rendered item, in px. */
  paddingBottom: number;
  /** The height of the whole list, in px. */
  totalHeight: number;
}

export interface ListWindowInput {
  /** How many items the list has. */
  count: number;
  /** The height of one item, in px. */
  itemHeight: number;
  /** The height of the scrolling viewport, in px. */
  viewportHeight: number;
  /** How far the viewport is scrolled, in px. */
  scrollTop: number;
  /** Extra items rendered above and below the viewport, so fast scrolling shows no gap. */
  overscan?: number;
}

/** Which items of a fixed-height list are in (or near) the viewport. */
export function listWindow({
  count,
  itemHeight,
  viewportHeight,
  scrollTop,
  overscan = 3,
}: ListWindowInput): ListWindow {
  const total = Math.max(0, Math.floor(count));
  const totalHeight = total * itemHeight;
  if (total === 0 || itemHeight <= 0) {
    return { start: 0, end: 0, paddingTop: 0, paddingBottom: 0, totalHeight: 0 };
  }
  const maxScroll = Math.max(0, totalHeight - viewportHeight);
  const top = Math.min(Math.max(0, Number.isFinite(scrollTop) ? scrollTop : 0), maxScroll);
  const first = Math.floor(top / itemHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / itemHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(total, first + visible + overscan);
  return {
    start,
    end,
    paddingTop: start * itemHeight,
    paddingBottom: (total - end) * itemHeight,
    totalHeight,
  };
}

/**
 * The scroll position that brings item `index` fully into view with the least movement, or
 * `scrollTop` unchanged when it already is.
 */
export function scrollToReveal(
  index: number,
  itemHeight: number,
  viewportHeight: number,
  scrollTop: number,
): number {
  const top = index * itemHeight;
  const bottom = top + itemHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/** The height of a list viewport: the items' height, capped at `maxHeight`. */
export function viewportHeight(count: number, itemHeight: number, maxHeight: number): number {
  return Math.min(maxHeight, Math.max(0, count) * itemHeight);
}
