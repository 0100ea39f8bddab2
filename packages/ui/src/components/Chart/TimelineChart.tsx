import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, CHART_TABLE_MAX_ROWS, type ChartBaseProps } from './Chart.types';
import type { ChartTableModel } from './ChartFrame';
import { isEmptySeries, xySummary } from './categoryTable';
import { baseChartOptions, wholeNumberAxis, type ApexOptions } from './chartOptions';
import { formatChartDate, formatChartNumber } from './chartFormat';
import { xySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';
import { drawnSeries, type XYSeries } from './xySeries';
import { LINE_CHART_MAX_SERIES } from './LineChart';

export interface TimelineChartProps extends ChartBaseProps {
  /** The series over time: x is a timestamp in ms (drawn in UTC), y the value; at most 6 are drawn. Series above 1,000 points are thinned for drawing. */
  series: XYSeries[];
  /**
   * How a date is named on the axis, in the tooltip and in the table: the chart's time buckets in
   * the format chosen (a week, 'Q4 2026', '2026-11-22'). By default a day: '21 Nov' on the axis,
   * 'Nov 21, 2026' elsewhere.
   */
  formatDate?: (ms: number) => string;
}

/** Room on the right for the last tick's label: about its width in the axis' 11 px type. */
const labelWidthPx = (label: string) => Math.max(DAY_LABEL_WIDTH_PX, Math.ceil(label.length * 6.5));

function timelineTable(series: readonly XYSeries[], formatDate: (ms: number) => string): ChartTableModel {
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
      label: formatDate(x),
      cells: series.map((s, seriesIndex) => {
        const dataIndex = indexOf[seriesIndex]?.get(x);
        return { value: dataIndex === undefined ? undefined : s.data[dataIndex]?.y, selection: xySelection(series, seriesIndex, dataIndex) };
      }),
    })),
    summary: xySummary(series),
  };
}

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spans up to two months get a tick per data step; longer ones keep ApexCharts' own month ticks. */
const DAY_TICKS_MAX_DAYS = 62;
/** The widest day label ('28 Nov') in the axis' 11 px type, and a little room. */
const DAY_LABEL_WIDTH_PX = 40;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The date axis of figures taken on whole UTC days: ApexCharts' range and ticks, and the days the data spans. */
export interface DayTicks {
  axis: { min: number; max: number; tickAmount: number };
  first: number;
  last: number;
}

/**
 * Ticks for figures taken on whole UTC days (daily snapshots, weeks): one per step between the
 * points, from the first day to the last, each labelled with its day ('21 Nov'). ApexCharts' own
 * ticks on a span of days are every 12 hours, which named each day twice. A single day sits in the
 * middle of an axis from the day before to the day after, which are not named (ApexCharts' own
 * ticks named it four times, and the day after too). Labels that would overlap on a narrow chart
 * are left out by ApexCharts. Undefined for other data.
 */
export function dayTicks(series: readonly XYSeries[]): DayTicks | undefined {
  const days = [...new Set(series.flatMap((s) => s.data.map((p) => p.x)))].sort((a, b) => a - b);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined || last - first > DAY_TICKS_MAX_DAYS * DAY_MS) return undefined;
  if (days.some((x) => x % DAY_MS !== 0)) return undefined;
  if (first === last) return { axis: { min: first - DAY_MS, max: first + DAY_MS, tickAmount: 2 }, first, last };
  const step = days.reduce((g, x, i) => (i === 0 ? g : gcd((x - (days[i - 1] ?? x)) / DAY_MS, g)), 0);
  return { axis: { min: first, max: last, tickAmount: (last - first) / DAY_MS / step }, first, last };
}

function dayLabel(value: string | number): string {
  const date = new Date(Number(value));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''}`;
}

/** Values over time as lines on a date axis: the spec's `timeline` view (data over time). */
export function TimelineChart({
  series: allSeries,
  formatDate,
  ...frame
}: TimelineChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  const series = useMemo(() => allSeries.slice(0, LINE_CHART_MAX_SERIES), [allSeries]);
  const drawn = useMemo(() => drawnSeries(series), [series]);
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, drawnIndex) =>
    xySelection(series, seriesIndex, drawn.sourceIndex[seriesIndex]?.[drawnIndex]),
  );
  const ticks = useMemo(() => dayTicks(series), [series]);
  const valueAxis = useMemo(() => wholeNumberAxis(series.flatMap((s) => s.data.map((point) => point.y)), false), [series]);
  // Tooltip and table: the chart's own naming, else the full day.
  const nameDate = formatDate ?? formatChartDate;
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onPlotClick: handleSelect });
    return {
      ...base,
      stroke: { curve: 'straight', width: 2 },
      // A line needs two points: a single day's figures show as dots.
      markers: { size: ticks && ticks.first === ticks.last ? 5 : 0, hover: { size: 5 } },
      // ApexCharts leaves out the last day's label (today's) unless the padding on the right is as wide as a label.
      ...(ticks && { grid: { ...base.grid, padding: { ...base.grid?.padding, right: formatDate ? labelWidthPx(formatDate(ticks.last)) : DAY_LABEL_WIDTH_PX } } }),
      xaxis: {
        ...base.xaxis,
        type: 'datetime',
        ...ticks?.axis,
        labels: {
          ...base.xaxis?.labels,
          datetimeUTC: true,
          // Hours (a span of a few hours) name days, not midnights ("21 Nov 00:00").
          datetimeFormatter: { hour: 'dd MMM' },
          ...(ticks && {
            formatter: (value: string | number) => (Number(value) < ticks.first || Number(value) > ticks.last ? '' : (formatDate ?? dayLabel)(Number(value))),
            rotate: 0,
            hideOverlappingLabels: true,
          }),
          ...(!ticks && formatDate && { formatter: (value: string | number) => formatDate(Number(value)), hideOverlappingLabels: true }),
        },
      },
      yaxis: { ...base.yaxis, ...valueAxis },
      legend: { ...base.legend, show: series.length > 1 },
      tooltip: {
        ...base.tooltip,
        shared: false,
        intersect: false,
        x: { formatter: (value: number) => nameDate(value) },
        y: { formatter: (value: number) => formatChartNumber(value) },
      },
    };
  }, [theme, handleSelect, series.length, ticks, valueAxis, formatDate, nameDate]);
  const table = useMemo(() => timelineTable(series, nameDate), [series, nameDate]);

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
