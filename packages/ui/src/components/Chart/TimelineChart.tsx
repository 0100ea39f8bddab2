import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, CHART_TABLE_MAX_ROWS, type ChartBaseProps } from './Chart.types';
import type { ChartTableModel } from './ChartFrame';
import { isEmptySeries, xySummary } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartDate, formatChartNumber } from './chartFormat';
import { xySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';
import { drawnSeries, type XYSeries } from './xySeries';
import { LINE_CHART_MAX_SERIES } from './LineChart';

export interface TimelineChartProps extends ChartBaseProps {
  /** The series over time: x is a timestamp in ms (drawn in UTC), y the value; at most 6 are drawn. Series above 1,000 points are thinned for drawing. */
  series: XYSeries[];
}

function timelineTable(series: readonly XYSeries[]): ChartTableModel {
  const times = [...new Set(series.flatMap((s) => s.data.map((p) => p.x)))].sort((a, b) => a - b);
  const columns = series.map((s) => s.name);
  // Too many rows to show: only the summary is read, so the rows are not built.
  if (times.length > CHART_TABLE_MAX_ROWS) return { rowHeader: 'Date', columns, rows: [], rowCount: times.length, summary: xySummary(series) };
  // Index of each time's first point per series: a search per cell is quadratic on long series.
  const indexOf = series.map((s) => {
    const at = new Map<number, number>();
    s.data.forEach((p, i) => {
      if (!at.has(p.x)) at.set(p.x, i);
    });
    return at;
  });
  return {
    rowHeader: 'Date',
    columns,
    rows: times.map((x) => ({
      label: formatChartDate(x),
      cells: series.map((s, seriesIndex) => {
        const dataIndex = indexOf[seriesIndex]?.get(x);
        return { value: dataIndex === undefined ? undefined : s.data[dataIndex]?.y, selection: xySelection(series, seriesIndex, dataIndex) };
      }),
    })),
    summary: xySummary(series),
  };
}

/** Values over time as lines on a date axis: the spec's `timeline` view (data over time). */
export function TimelineChart({
  series: allSeries,
  ...frame
}: TimelineChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  const series = useMemo(() => allSeries.slice(0, LINE_CHART_MAX_SERIES), [allSeries]);
  const drawn = useMemo(() => drawnSeries(series), [series]);
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, drawnIndex) =>
    xySelection(series, seriesIndex, drawn.sourceIndex[seriesIndex]?.[drawnIndex]),
  );
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onPlotClick: handleSelect });
    return {
      ...base,
      stroke: { curve: 'straight', width: 2 },
      markers: { size: 0, hover: { size: 5 } },
      xaxis: {
        ...base.xaxis,
        type: 'datetime',
        // Daily figures: an axis of hours (a span of a few days) names days, not midnights ("21 Nov 00:00").
        labels: { ...base.xaxis?.labels, datetimeUTC: true, datetimeFormatter: { hour: 'dd MMM' } },
      },
      legend: { ...base.legend, show: series.length > 1 },
      tooltip: {
        ...base.tooltip,
        shared: false,
        intersect: false,
        x: { formatter: (value: number) => formatChartDate(value) },
        y: { formatter: (value: number) => formatChartNumber(value) },
      },
    };
  }, [theme, handleSelect, series.length]);
  const table = useMemo(() => timelineTable(series), [series]);

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={isEmptySeries(series)}
      table={table}
      type="line"
      series={drawn.series}
      options={options}
    />
  );
}
