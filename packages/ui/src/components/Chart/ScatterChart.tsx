import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartView } from './ApexChartView';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps } from './Chart.types';
import { ChartFrame, type ChartTableModel } from './ChartFrame';
import { isEmptySeries, seriesSummary } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
import { useSelectHandler } from './useSelectHandler';
import { drawnSeries, type XYSeries } from './xySeries';

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
  return {
    rowHeader: 'Series',
    columns: [xLabel, yLabel],
    rows: series.flatMap((s, seriesIndex) =>
      s.data.map((p, dataIndex) => ({
        label: s.name,
        cells: [{ value: p.x }, { value: p.y, selection: { seriesName: s.name, seriesIndex, dataIndex, category: p.x, value: p.y } }],
      })),
    ),
    summary: seriesSummary(series.map((s) => ({ name: s.name, data: s.data.map((p) => p.y) }))),
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
  title,
  showTitle = true,
  description,
  height = CHART_DEFAULT_HEIGHT_PX,
  isLoading = false,
  emptyMessage,
  onSelect,
  series,
  xLabel = 'X',
  yLabel = 'Y',
}: ScatterChartProps) {
  const theme = useTheme();
  // Thinning keeps extremes in order, so it runs along x.
  const sorted = useMemo(
    () => series.map((s) => ({ name: s.name, data: s.data.map((p, i) => ({ ...p, i })).sort((a, b) => a.x - b.x) })),
    [series],
  );
  const drawn = useMemo(() => drawnSeries(sorted), [sorted]);
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, drawnIndex) => {
    const s = sorted[seriesIndex];
    const sortedIndex = drawn.sourceIndex[seriesIndex]?.[drawnIndex];
    const point = sortedIndex === undefined ? undefined : s?.data[sortedIndex];
    if (!s || !point) return undefined;
    return { seriesName: s.name, seriesIndex, dataIndex: point.i, category: point.x, value: point.y };
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
      tooltip: { ...base.tooltip, intersect: true, shared: false },
    };
  }, [theme, handleSelect, xLabel, yLabel, series]);
  const table = useMemo(() => scatterTable(series, xLabel, yLabel), [series, xLabel, yLabel]);

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      description={description}
      height={height}
      isLoading={isLoading}
      isEmpty={isEmptySeries(series)}
      emptyMessage={emptyMessage}
      table={table}
      onSelect={onSelect}
    >
      <ApexChartView type="scatter" series={drawn.series} options={options} height={height} isSelectable={Boolean(onSelect)} />
    </ChartFrame>
  );
}
