// Type-only: erased at build, so it never loads ApexCharts (the views load it lazily).
import type { ApexOptions, ApexYAxis } from 'apexcharts';
import type { DefaultTheme } from 'styled-components';
import { formatChartNumber } from './chartFormat';

export type { ApexOptions };

/** The ApexCharts chart types the views use; each is registered in `apexLibrary.ts`. */
export type ApexChartType = 'bar' | 'donut' | 'heatmap' | 'line' | 'scatter' | 'treemap';

/** How a view hears about picked points. */
export interface PointEvents {
  /** Bars, slices and heatmap cells. */
  onDataPoint?: (seriesIndex: unknown, dataIndex: unknown) => void;
  /** Line, timeline and scatter: a click near a point (the one the tooltip shows). */
  onPlotClick?: (seriesIndex: unknown, dataIndex: unknown) => void;
}

/** Axis labels: numbers grouped like the data table; category names (horizontal bars) as they are. */
export function formatAxisValue(value: unknown): string {
  return typeof value === 'number' ? formatChartNumber(value) : String(value);
}

/** Options every ApexCharts view shares: theme colours and type, no animation, no toolbar. */
export function baseChartOptions(theme: DefaultTheme, events: PointEvents = {}): Omit<ApexOptions, 'yaxis'> & { yaxis: ApexYAxis } {
  const { colors, font } = theme;
  const { onDataPoint, onPlotClick } = events;
  return {
    chart: {
      fontFamily: font.family,
      // No <style> text injected into the page (the policy refuses style text without a nonce):
      // its stylesheets are bundled files, imported with the library (apexLibrary.ts).
      injectStyleSheet: false,
      foreColor: colors.textMuted,
      background: 'transparent',
      parentHeightOffset: 0,
      toolbar: { show: false },
      zoom: { enabled: false },
      // Deterministic drawing (and screenshots); motion adds nothing to a console's figures.
      animations: { enabled: false },
      // Screen readers get the figure's data table; ApexCharts' own layer would duplicate it.
      accessibility: { enabled: false },
      events: {
        ...(onDataPoint && {
          dataPointSelection: (_e, _chart, opts) => {
            onDataPoint(opts?.seriesIndex, opts?.dataPointIndex);
          },
        }),
        ...(onPlotClick && {
          click: (_e, _chart, opts) => {
            onPlotClick(opts?.seriesIndex, opts?.dataPointIndex);
          },
        }),
      },
    },
    // Colours come from these options: no reading of `--apx-*` CSS tokens (a style recalculation per chart).
    theme: { mode: theme.name, tokens: false },
    colors: [...colors.chart],
    grid: { borderColor: colors.border, strokeDashArray: 3, padding: { left: 8, right: 8 } },
    dataLabels: { enabled: false },
    legend: {
      position: 'bottom',
      fontSize: font.size.sm,
      labels: { colors: colors.text },
      markers: { size: 5 },
      itemMargin: { horizontal: 8, vertical: 2 },
    },
    tooltip: { theme: theme.name },
    states: {
      active: { allowMultipleDataPointsSelection: false, filter: { type: 'none' } },
    },
    xaxis: {
      axisBorder: { color: colors.border },
      axisTicks: { color: colors.border },
      labels: { style: { colors: colors.textMuted, fontSize: font.size.xs } },
    },
    yaxis: {
      labels: { style: { colors: colors.textMuted, fontSize: font.size.xs }, formatter: formatAxisValue },
    },
  };
}

/** Below this span ApexCharts' own scale steps by halves or fifths. */
const WHOLE_STEPS_MAX_SPAN = 10;

/**
 * A value axis in whole steps for whole-number data (counts) on a small or flat span, where
 * ApexCharts' own scale would name 263.5 or 0.5 devices; undefined when that scale is fine (a
 * wider span) or the data has fractions. `fromZero`: the axis includes 0 (bars).
 */
export function wholeNumberAxis(values: Iterable<number>, fromZero: boolean): { min: number; max: number; tickAmount: number } | undefined {
  let lo = fromZero ? 0 : Infinity;
  let hi = fromZero ? 0 : -Infinity;
  for (const value of values) {
    if (!Number.isInteger(value)) return undefined;
    lo = Math.min(lo, value);
    hi = Math.max(hi, value);
  }
  if (lo > hi || hi - lo >= WHOLE_STEPS_MAX_SPAN) return undefined;
  // A flat series sits between two steps; a flat zero sits on the axis (counts are not negative).
  if (lo === hi) {
    if (lo !== 0) lo -= 1;
    hi += 1;
  }
  const step = hi - lo > 6 ? 2 : 1;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  return { min, max, tickAmount: (max - min) / step };
}
