import { useEffect } from 'react';
import { lazyModule } from '../../lazy/lazyModule';
import { ChartCanvas, ChartPlaceholder } from './Chart.styles';
import { useDrawTurn } from './drawTurns';
import type { ApexChartType, ApexOptions } from './chartOptions';

// ApexCharts loads on a chart's first render at the latest. Not React.lazy: a lazy component
// suspends, and React holds the reveal of suspended content back up to 300 ms after the last
// fallback shown, which delayed a dashboard's charts by as much when their code came in late.
const library = lazyModule(() => import('./apexLibrary'));

/**
 * Starts loading ApexCharts, once: a screen of charts calls it as it mounts, so that the library
 * loads while the charts' data is fetched and the charts draw as soon as their data is in. Never
 * called by the ui index itself.
 */
export const preloadCharts = library.load;

/** Whether a chart has been drawn on this page: its drawing compiled what a warm-up would. */
let drawn = false;

/** The next moment the browser is idle (a timer where requestIdleCallback is missing); false once a chart has been drawn. */
const nextIdle = () =>
  new Promise<boolean>((resolve) => {
    const go = () => {
      resolve(!drawn);
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 2_000 });
    else window.setTimeout(go, 200);
  });

/** The performance mark set when the warm-up is done (a bench waits for it). */
const CHARTS_WARM_MARK = 'vigil:charts-warm';

/**
 * Loads ApexCharts and then, in the browser's idle moments, draws a small chart of each type out
 * of sight (`warmUp`), so that a dashboard's first charts do not pay for compiling the library.
 * It stops once a real chart has been drawn.
 */
export const warmCharts = async (): Promise<void> => {
  const apex = await library.load();
  await apex.warmUp(nextIdle);
  performance.mark(CHARTS_WARM_MARK);
};

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

/** Draws one ApexCharts chart, loading the library lazily behind a placeholder of its height, in its turn (`useDrawTurn`). */
export function ApexChartView({ type, series, options, height, isSelectable = false }: ApexChartViewProps) {
  const apex = library.useModule(true, 'throw');
  const turn = useDrawTurn(apex !== null);
  const draws = apex !== null && turn;
  useEffect(() => {
    if (draws) drawn = true;
  }, [draws]);
  if (!apex || !turn) return <ChartPlaceholder $height={height} aria-hidden="true" />;
  return (
    <ChartCanvas aria-hidden="true" data-selectable={isSelectable || undefined}>
      <apex.ReactApexChart type={type} series={series} options={options} height={height} width="100%" />
    </ChartCanvas>
  );
}
