import { CHART_MAX_POINTS, decimateSeries, type XYPoint } from './decimateSeries';

/** A named series of x/y points. */
export interface XYSeries {
  /** The series name, shown in the legend and the data table. */
  name: string;
  /** The points; x is a number (or a timestamp in ms on a timeline). */
  data: XYSeriesPoint[];
}

/** A point of a series. */
export interface XYSeriesPoint extends XYPoint {
  /** What the point stands for (a scatter's entitlement placed by its rank), in its tooltip and the data table. */
  label?: string;
}

/** Series as drawn, with each drawn point's index in the given data (for click-through). */
export interface DrawnSeries {
  series: { name: string; data: { x: number; y: number }[] }[];
  sourceIndex: number[][];
}

/** Thins every series above `CHART_MAX_POINTS` points for drawing, remembering where each point came from. */
export function drawnSeries(series: readonly XYSeries[], maxPoints = CHART_MAX_POINTS): DrawnSeries {
  const drawn = series.map((s) => {
    const indexed = s.data.map((p, i) => ({ x: p.x, y: p.y, i }));
    const kept = indexed.length > maxPoints ? decimateSeries(indexed, maxPoints) : indexed;
    return { name: s.name, data: kept.map(({ x, y }) => ({ x, y })), index: kept.map((p) => p.i) };
  });
  return {
    series: drawn.map(({ name, data }) => ({ name, data })),
    sourceIndex: drawn.map((d) => d.index),
  };
}

/** True when any series has more points than the drawing keeps. */
export function needsDecimation(series: readonly { data: readonly unknown[] }[], maxPoints = CHART_MAX_POINTS): boolean {
  return series.some((s) => s.data.length > maxPoints);
}
