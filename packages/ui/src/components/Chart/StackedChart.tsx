import { BarChartView } from './BarChartView';
import type { ChartBaseProps, ChartSeries } from './Chart.types';

/** The spec's limit of measures (series) on a stacked chart; further series are not drawn. */
export const STACKED_CHART_MAX_SERIES = 10;

export interface StackedChartProps extends ChartBaseProps {
  /** The measures, stacked per category; at most 10 are drawn. */
  series: ChartSeries[];
  /** The category labels, in order. */
  categories: string[];
  /**
   * Draw bars left to right, for long category names.
   * @default false
   */
  horizontal?: boolean;
}

/** Bars of several measures stacked per category: the spec's `stacked` view. */
export function StackedChart({ horizontal = false, series, ...props }: StackedChartProps) {
  return (
    <BarChartView {...props} series={series.slice(0, STACKED_CHART_MAX_SERIES)} horizontal={horizontal} stacked />
  );
}
