import { BarChartView } from './BarChartView';
import type { ChartBaseProps, ChartSeries } from './Chart.types';

export interface HistogramChartProps extends ChartBaseProps {
  /** The series; one bar per category and series (usually one series of counts). */
  series: ChartSeries[];
  /** The category labels, in order. */
  categories: string[];
  /**
   * Draw bars left to right, for long category names.
   * @default false
   */
  horizontal?: boolean;
}

/** Bars of a value per category: the spec's `histogram` view. */
export function HistogramChart({ horizontal = false, ...props }: HistogramChartProps) {
  return <BarChartView {...props} horizontal={horizontal} stacked={false} />;
}
