import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps, type ChartSeries } from './Chart.types';
import { categoryTable, isEmptySeries } from './categoryTable';
import { baseChartOptions, wholeNumberAxis, type ApexOptions } from './chartOptions';
import { formatChartValue } from './chartFormat';
import { categorySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';

/** Column names longer than this are cut with an ellipsis under the columns; the tooltip and the data table name them in full. */
const COLUMN_LABEL_MAX_CHARS = 20;

/** A generous width of one character of the axis font (Inter at 11px), to keep slanted names inside the drawing. */
const AXIS_CHAR_PX = 6.6;

/** What ApexCharts leaves left of the first column: the value axis's labels and the grid's own padding. */
const VALUE_AXIS_PX = 40;

/** A column's name as its axis shows it. */
function columnLabel(value: string | number | undefined): string {
  const name = String(value ?? '');
  return name.length > COLUMN_LABEL_MAX_CHARS ? `${name.slice(0, COLUMN_LABEL_MAX_CHARS - 1).trimEnd()}…` : name;
}

/**
 * Room left of the first column for its name, slanted: ApexCharts draws a slanted name from the
 * column's middle down to the left, and past the drawing's edge when the name is long.
 */
function firstColumnRoomPx(categories: string[]): number {
  const slantPx = Math.ceil(columnLabel(categories[0]).length * AXIS_CHAR_PX * Math.SQRT1_2);
  return Math.max(0, slantPx - VALUE_AXIS_PX);
}

export interface BarChartViewProps extends ChartBaseProps {
  /** The series; one bar per category and series. */
  series: ChartSeries[];
  /** The category labels, in order. */
  categories: string[];
  /** Draw bars left to right instead of bottom to top. */
  horizontal: boolean;
  /** Stack the series' bars on each other. */
  stacked: boolean;
}

/** Each category's stacked height. */
function stackTotals(series: readonly ChartSeries[]): number[] {
  return series.reduce<number[]>((totals, s) => s.data.map((value, i) => (totals[i] ?? 0) + value), []);
}

/** The bar drawing shared by the histogram and stacked views. */
export function BarChartView({
  series,
  categories,
  horizontal,
  stacked,
  ...frame
}: BarChartViewProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect, unit } = frame;
  const theme = useTheme();
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, dataIndex) =>
    categorySelection(series, seriesIndex, dataIndex, categories),
  );
  const valueAxis = useMemo(() => wholeNumberAxis(stacked ? stackTotals(series) : series.flatMap((s) => s.data), true), [stacked, series]);
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onDataPoint: handleSelect });
    // Cut names laid flat could touch and be hidden: slanted, they each keep their place. (Shorter
    // names are laid out by ApexCharts alone: flat when they fit, else slanted.)
    const slantAlways = !horizontal && categories.some((name) => name.length > COLUMN_LABEL_MAX_CHARS);
    const padding = base.grid?.padding;
    return {
      ...base,
      chart: { ...base.chart, stacked },
      grid: { ...base.grid, padding: { ...padding, left: (padding?.left ?? 0) + (slantAlways ? firstColumnRoomPx(categories) : 0) } },
      plotOptions: {
        bar: { horizontal, borderRadius: 2, columnWidth: '60%', barHeight: '60%' },
      },
      xaxis: {
        ...base.xaxis,
        categories,
        // Horizontal bars put the values on the x axis (its range is the y axis's, its ticks its own).
        ...(horizontal && valueAxis && { tickAmount: valueAxis.tickAmount }),
        labels: {
          ...base.xaxis?.labels,
          rotateAlways: slantAlways,
          formatter: horizontal ? (v: string) => formatChartValue(Number(v), unit) : columnLabel,
        },
      },
      // The values' axis of vertical bars (horizontal ones keep their names there).
      yaxis: { ...base.yaxis, ...valueAxis, labels: { ...base.yaxis.labels, formatter: (v: number | string) => (typeof v === 'number' ? formatChartValue(v, unit) : v) } },
      legend: { ...base.legend, show: series.length > 1 },
      // The column's name in full, not as its axis cuts it.
      tooltip: {
        ...base.tooltip,
        x: { formatter: (value: string | number, opts?: { dataPointIndex?: number }) => categories[opts?.dataPointIndex ?? -1] ?? String(value) },
        y: { formatter: (value: number) => formatChartValue(value, unit) },
      },
    };
  }, [theme, handleSelect, stacked, horizontal, categories, series.length, unit, valueAxis]);
  const apexSeries = useMemo(() => series.map((s) => ({ name: s.name, data: s.data })), [series]);

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={categories.length === 0 || isEmptySeries(series)}
      table={categoryTable(series, categories)}
      type="bar"
      series={apexSeries}
      options={options}
    />
  );
}
