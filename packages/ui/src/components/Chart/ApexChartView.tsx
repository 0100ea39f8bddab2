import { lazy, Suspense } from 'react';
import { ChartCanvas, ChartPlaceholder } from './Chart.styles';
import type { ApexChartType, ApexOptions } from './chartOptions';

// The only way ApexCharts is loaded: on first render of a chart, never by the ui index.
const ReactApexChart = lazy(() => import('react-apexcharts'));

export interface ApexChartViewProps {
  /** The ApexCharts chart type. */
  type: ApexChartType;
  /** The series, in ApexCharts' shape. */
  series: ApexOptions['series'];
  /** The full options (see `baseChartOptions`). */
  options: ApexOptions;
  /** Height of the drawing in px. */
  height: number;
  /**
   * Shows a pointer over points.
   * @default false
   */
  isSelectable?: boolean;
}

/** Draws one ApexCharts chart, loading the library lazily behind a placeholder of its height. */
export function ApexChartView({ type, series, options, height, isSelectable = false }: ApexChartViewProps) {
  return (
    <Suspense fallback={<ChartPlaceholder $height={height} aria-hidden="true" />}>
      <ChartCanvas aria-hidden="true" data-selectable={isSelectable || undefined}>
        <ReactApexChart type={type} series={series} options={options} height={height} width="100%" />
      </ChartCanvas>
    </Suspense>
  );
}
