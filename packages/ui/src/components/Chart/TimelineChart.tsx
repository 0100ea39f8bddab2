import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartView } from './ApexChartView';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps } from './Chart.types';
import { ChartFrame, type ChartTableModel } from './ChartFrame';
import { isEmptySeries, seriesSummary } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartDate, formatChartNumber } from './chartFormat';
import { useSelectHandler } from './useSelectHandler';
import { drawnSeries, type XYSeries } from './xySeries';
import { LINE_CHART_MAX_SERIES } from './LineChart';

export interface TimelineChartProps extends ChartBaseProps {
  /** The series over time: x is a timestamp in ms (drawn in UTC), y the value; at most 6 are drawn. Series above 1,000 points are thinned for drawing. */
  series: XYSeries[];
}

function timelineTable(series: readonly XYSeries[]): ChartTableModel {
  const times = [...new Set(series.flatMap((s) => s.data.map((p) => p.x)))].sort((a, b) => a - b);
  return {
    rowHeader: 'Date',
    columns: series.map((s) => s.name),
    rows: times.map((x) => ({
      label: formatChartDate(x),
      cells: series.map((s, seriesIndex) => {
        const dataIndex = s.data.findIndex((p) => p.x === x);
        const point = s.data[dataIndex];
        return {
          value: point?.y,
          selection: point && { seriesName: s.name, seriesIndex, dataIndex, category: x, value: point.y },
        };
      }),
    })),
    summary: seriesSummary(series.map((s) => ({ name: s.name, data: s.data.map((p) => p.y) }))),
  };
}

/** Values over time as lines on a date axis: the spec's `timeline` view (data over time). */
export function TimelineChart({
  title,
  showTitle = true,
  description,
  height = CHART_DEFAULT_HEIGHT_PX,
  isLoading = false,
  emptyMessage,
  onSelect,
  series: allSeries,
}: TimelineChartProps) {
  const theme = useTheme();
  const series = useMemo(() => allSeries.slice(0, LINE_CHART_MAX_SERIES), [allSeries]);
  const drawn = useMemo(() => drawnSeries(series), [series]);
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, drawnIndex) => {
    const s = series[seriesIndex];
    const dataIndex = drawn.sourceIndex[seriesIndex]?.[drawnIndex];
    const point = dataIndex === undefined ? undefined : s?.data[dataIndex];
    if (!s || !point || dataIndex === undefined) return undefined;
    return { seriesName: s.name, seriesIndex, dataIndex, category: point.x, value: point.y };
  });
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onPlotClick: handleSelect });
    return {
      ...base,
      stroke: { curve: 'straight', width: 2 },
      markers: { size: 0, hover: { size: 5 } },
      xaxis: { ...base.xaxis, type: 'datetime', labels: { ...base.xaxis?.labels, datetimeUTC: true } },
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
      <ApexChartView type="line" series={drawn.series} options={options} height={height} isSelectable={Boolean(onSelect)} />
    </ChartFrame>
  );
}
