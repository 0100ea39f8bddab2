import { useCallback, useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, CHART_TABLE_MAX_ROWS, type ChartBaseProps } from './Chart.types';
import type { ChartTableModel } from './ChartFrame';
import { isEmptySeries, xySummary } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
import { xySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';
import { drawnSeries, type XYSeries, type XYSeriesPoint } from './xySeries';

export interface ScatterChartProps extends ChartBaseProps {
  /** The series of points. Series above 1,000 points are thinned for drawing (by x order). */
  series: XYSeries[];
  /**
   * Name of the x axis, shown under it and in the data table.
   * @default 'X'
   */
  xLabel?: string;
  /**
   * Name of the y axis, shown beside it and in the data table.
   * @default 'Y'
   */
  yLabel?: string;
}

function scatterTable(series: readonly XYSeries[], xLabel: string, yLabel: string): ChartTableModel {
  const rowCount = series.reduce((sum, s) => sum + s.data.length, 0);
  // Too many rows to show: only the summary is read, so the rows are not built.
  if (rowCount > CHART_TABLE_MAX_ROWS) return { rowHeader: 'Series', columns: [xLabel, yLabel], rows: [], rowCount, summary: xySummary(series) };
  // Named points are rows of their own name (and their series' when there are several).
  const named = series.some((s) => s.data.some((p) => p.label !== undefined));
  const rowLabel = (s: XYSeries, p: XYSeriesPoint) => (p.label === undefined ? s.name : series.length > 1 ? `${p.label} (${s.name})` : p.label);
  return {
    rowHeader: named ? 'Name' : 'Series',
    columns: [xLabel, yLabel],
    rows: series.flatMap((s, seriesIndex) =>
      s.data.map((p, dataIndex) => ({
        label: rowLabel(s, p),
        cells: [{ value: p.x }, { value: p.y, selection: xySelection(series, seriesIndex, dataIndex) }],
      })),
    ),
    summary: xySummary(series),
  };
}

/** A round axis range (0-100 rather than 2-91.04) with a tick per step. */
function niceRange(values: readonly number[]): { min: number; max: number; tickAmount: number } | undefined {
  if (values.length === 0) return undefined;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - Math.min(lo, 0) || 1;
  let step = 10 ** Math.floor(Math.log10(span));
  const min = () => Math.floor(Math.min(lo, 0) / step) * step;
  const max = () => Math.ceil(hi / step) * step;
  if ((max() - min()) / step < 4) step /= 2;
  return { min: min(), max: max(), tickAmount: Math.round((max() - min()) / step) };
}

/** Points on two numeric axes: the spec's `scatter_plot` view. */
export function ScatterChart({
  series,
  xLabel = 'X',
  yLabel = 'Y',
  ...frame
}: ScatterChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  // Thinning keeps extremes in order, so it runs along x.
  const sorted = useMemo(
    () => series.map((s) => ({ name: s.name, data: s.data.map((p, i) => ({ ...p, i })).sort((a, b) => a.x - b.x) })),
    [series],
  );
  const drawn = useMemo(() => drawnSeries(sorted), [sorted]);
  const pointAt = useCallback(
    (seriesIndex: number, drawnIndex: number) => {
      const sortedIndex = drawn.sourceIndex[seriesIndex]?.[drawnIndex];
      return sortedIndex === undefined ? undefined : sorted[seriesIndex]?.data[sortedIndex];
    },
    [drawn, sorted],
  );
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, drawnIndex) => {
    const point = pointAt(seriesIndex, drawnIndex);
    return point && xySelection(series, seriesIndex, point.i);
  });
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onDataPoint: handleSelect });
    const xRange = niceRange(series.flatMap((s) => s.data.map((p) => p.x)));
    const axisTitle = { color: theme.colors.textMuted, fontSize: theme.font.size.xs, fontWeight: theme.font.weight.medium };
    return {
      ...base,
      markers: { size: 5, strokeWidth: 0, hover: { size: 7 } },
      xaxis: {
        ...base.xaxis,
        type: 'numeric',
        ...xRange,
        title: { text: xLabel, style: axisTitle },
        labels: { ...base.xaxis?.labels, formatter: (v: string) => formatChartNumber(Number(v)) },
      },
      yaxis: {
        title: { text: yLabel, style: axisTitle },
        labels: { style: { colors: theme.colors.textMuted, fontSize: theme.font.size.xs }, formatter: (v: number) => formatChartNumber(v) },
      },
      legend: { ...base.legend, show: series.length > 1 },
      tooltip: {
        ...base.tooltip,
        intersect: true,
        shared: false,
        // A named point's tooltip leads with its name.
        x: {
          formatter: (value: number, at?: { seriesIndex: number; dataPointIndex: number }) => {
            const label = at && pointAt(at.seriesIndex, at.dataPointIndex)?.label;
            return label ? `${label}: ${formatChartNumber(value)}` : formatChartNumber(value);
          },
        },
      },
    };
  }, [theme, handleSelect, pointAt, xLabel, yLabel, series]);
  const table = useMemo(() => scatterTable(series, xLabel, yLabel), [series, xLabel, yLabel]);

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={isEmptySeries(series)}
      table={table}
      type="scatter"
      series={drawn.series}
      options={options}
    />
  );
}
