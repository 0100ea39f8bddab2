/**
 * Largest-triangle-three-buckets (Steinarsson, 2013): keeps the first and last points and, from
 * each of `threshold - 2` equal buckets in between, the point forming the largest triangle with
 * the point kept before it and the average of the next bucket, so peaks and dips survive where
 * plain sampling would drop them. Answers the kept indices, ascending. A missing value (null)
 * counts as 0 for the areas.
 */
export function lttbIndices(values: readonly (number | null)[], threshold: number): number[] {
  const n = values.length;
  if (threshold >= n || n <= 2) return values.map((_, index) => index);
  if (threshold <= 2) return threshold <= 1 ? [n - 1] : [0, n - 1];
  const y = (index: number) => values[index] ?? 0;
  const kept = [0];
  const every = (n - 2) / (threshold - 2);
  let previous = 0;
  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    const start = Math.floor(bucket * every) + 1;
    const end = Math.min(Math.floor((bucket + 1) * every) + 1, n - 1);
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * every) + 1, n);
    let averageX = 0;
    let averageY = 0;
    for (let index = nextStart; index < nextEnd; index++) {
      averageX += index;
      averageY += y(index);
    }
    const span = Math.max(1, nextEnd - nextStart);
    averageX /= span;
    averageY /= span;
    let best = start;
    let bestArea = -1;
    for (let index = start; index < end; index++) {
      const area = Math.abs((previous - averageX) * (y(index) - y(previous)) - (previous - index) * (averageY - y(previous)));
      if (area > bestArea) {
        bestArea = area;
        best = index;
      }
    }
    kept.push(best);
    previous = best;
  }
  kept.push(n - 1);
  return kept;
}

/**
 * Reduces series sharing one axis (dates or categories) to at most `max` points: each series keeps
 * its LTTB points out of `max / series` and the axis keeps the union, so every series' shape
 * survives. Unchanged (decimated false) when the axis is not longer than `max`.
 */
export function decimateSeries<S extends { values: (number | null)[] }>(
  axis: readonly string[],
  series: readonly S[],
  max: number,
): { axis: string[]; series: S[]; decimated: boolean } {
  if (axis.length <= max) return { axis: [...axis], series: [...series], decimated: false };
  const each = Math.max(3, Math.floor(max / Math.max(1, series.length)));
  const kept = new Set<number>();
  for (const one of series.length ? series : [{ values: axis.map(() => 0) }]) for (const index of lttbIndices(one.values, each)) kept.add(index);
  const indices = [...kept].sort((a, b) => a - b).slice(0, max);
  return {
    axis: indices.map((index) => axis[index] ?? ''),
    series: series.map((one) => ({ ...one, values: indices.map((index) => one.values[index] ?? null) })),
    decimated: true,
  };
}
