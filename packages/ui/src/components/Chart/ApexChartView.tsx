import { lazy, Suspense } from 'react';
import type * as ApexLibraryModule from './apexLibrary';
import { ChartCanvas, ChartPlaceholder } from './Chart.styles';
import type { ApexChartType, ApexOptions } from './chartOptions';

type ApexModule = typeof ApexLibraryModule;

let library: Promise<ApexModule> | undefined;

/**
 * Starts loading ApexCharts, once: a screen of charts calls it as it mounts, so the library loads
 * while the charts' data is fetched rather than after. Never called by the ui index itself.
 */
export function preloadCharts(): Promise<ApexModule> {
  library ??= import('./apexLibrary');
  return library;
}

// ApexCharts loads on a chart's first render at the latest.
const ReactApexChart = lazy(() => preloadCharts().then((module) => ({ default: module.ReactApexChart })));

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
