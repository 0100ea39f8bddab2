import { CHART_TABLE_MAX_ROWS, type ChartSeries } from './Chart.types';
import type { ChartTableModel } from './ChartFrame';
import { formatChartNumber } from './chartFormat';
import { categorySelection } from './chartSelection';

/** The data table of a categories-by-series chart: one row per category, one column per series. */
export function categoryTable(series: readonly ChartSeries[], categories: readonly string[], rowHeader = 'Category'): ChartTableModel {
  const columns = series.map((s) => s.name);
  // Too many rows to show: only the summary is read, so the rows are not built.
  if (categories.length > CHART_TABLE_MAX_ROWS) return { rowHeader, columns, rows: [], rowCount: categories.length, summary: seriesSummary(series) };
  return {
    rowHeader,
    columns,
    rows: categories.map((category, dataIndex) => ({
      label: category,
      cells: series.map((s, seriesIndex) => ({
        value: s.data[dataIndex],
        selection: categorySelection(series, seriesIndex, dataIndex, categories),
      })),
    })),
    summary: seriesSummary(series),
  };
}

/** The summary sentence of x/y series, over their y values. */
export function xySummary(series: readonly { name: string; data: readonly { y: number }[] }[]): string {
  return seriesSummary(series.map((s) => ({ name: s.name, data: s.data.map((p) => p.y) })));
}

/** True when there is nothing to draw. */
export function isEmptySeries(series: readonly { data: readonly unknown[] }[]): boolean {
  return series.every((s) => s.data.length === 0);
}

/** One sentence per series (count, lowest, highest, last) for charts too long for a table. */
export function seriesSummary(series: readonly { name: string; data: readonly number[] }[]): string {
  return series
    .map(({ name, data }) => {
      if (data.length === 0) return `${name}: no values.`;
      let min = Infinity;
      let max = -Infinity;
      for (const v of data) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
      const last = data[data.length - 1] ?? 0;
      return `${name}: ${formatChartNumber(data.length)} values, lowest ${formatChartNumber(min)}, highest ${formatChartNumber(max)}, last ${formatChartNumber(last)}.`;
    })
    .join(' ');
}
