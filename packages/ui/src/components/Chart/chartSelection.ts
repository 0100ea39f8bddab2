/** Click-through mapping shared by the views: a series' point (by its given index) to the `onSelect` selection. */
import type { ChartSelection, ChartSeries } from './Chart.types';
import type { XYSeries } from './xySeries';

/** The selection of a categories-by-series point; undefined when the series has no value there. */
export function categorySelection(
  series: readonly ChartSeries[],
  seriesIndex: number,
  dataIndex: number,
  categories: readonly string[],
): ChartSelection | undefined {
  const s = series[seriesIndex];
  const value = s?.data[dataIndex];
  if (!s || value === undefined) return undefined;
  return { seriesName: s.name, seriesIndex, dataIndex, category: categories[dataIndex], value };
}

/** The selection of an x/y point (category = x); undefined when the series has no point there. */
export function xySelection(series: readonly XYSeries[], seriesIndex: number, dataIndex: number | undefined): ChartSelection | undefined {
  const s = series[seriesIndex];
  const point = dataIndex === undefined ? undefined : s?.data[dataIndex];
  if (!s || !point || dataIndex === undefined) return undefined;
  return { seriesName: s.name, seriesIndex, dataIndex, category: point.x, value: point.y };
}
