/** One point of a numeric series: x (an index, a number or a timestamp in ms) and y. */
export interface XYPoint {
  x: number;
  y: number;
}

/** Above this many points, line, timeline and scatter views thin their series before drawing. */
export const CHART_MAX_POINTS = 1000;

/** The fewest points decimation can return while keeping first, last, minimum and maximum. */
const MIN_KEPT_POINTS = 4;

/**
 * Thins a series to at most `maxPoints` points for drawing: keeps the first and last points
 * and, in each of equal buckets between them, the lowest and highest point (in their order),
 * so peaks and dips (the global minimum and maximum among them) survive.
 */
export function decimateSeries<P extends XYPoint>(points: readonly P[], maxPoints: number = CHART_MAX_POINTS): P[] {
  if (!Number.isInteger(maxPoints) || maxPoints < MIN_KEPT_POINTS) {
    throw new RangeError(`maxPoints must be an integer of at least ${MIN_KEPT_POINTS}`);
  }
  if (points.length <= maxPoints) return points.slice();

  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return [];

  const interior = points.length - 2;
  const bucketCount = Math.floor((maxPoints - 2) / 2);
  const kept: P[] = [first];
  for (let b = 0; b < bucketCount; b += 1) {
    const start = 1 + Math.floor((b * interior) / bucketCount);
    const end = 1 + Math.floor(((b + 1) * interior) / bucketCount);
    let minIndex = start;
    let maxIndex = start;
    for (let i = start + 1; i < end; i += 1) {
      const y = (points[i] as P).y;
      if (y < (points[minIndex] as P).y) minIndex = i;
      if (y > (points[maxIndex] as P).y) maxIndex = i;
    }
    if (start >= end) continue;
    const lo = Math.min(minIndex, maxIndex);
    const hi = Math.max(minIndex, maxIndex);
    kept.push(points[lo] as P);
    if (hi !== lo) kept.push(points[hi] as P);
  }
  kept.push(last);
  return kept;
}
