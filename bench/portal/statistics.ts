/** The median: the middle value, or the mean of the two middle ones. Lighthouse's own advice for variance. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The index of the run whose value is closest to the median, to point at a representative report. */
export function indexOfMedian(values: readonly number[]): number {
  const middle = median(values);
  let best = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - middle) < Math.abs((values[best] ?? Number.NaN) - middle)) best = index;
  });
  return best;
}
