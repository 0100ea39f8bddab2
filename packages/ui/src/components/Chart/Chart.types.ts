import type { ReactNode } from 'react';

/** Height of a chart's drawing area when none is given. */
export const CHART_DEFAULT_HEIGHT_PX = 280;

/** Below this height a summary or cards figure lays each figure on one line (a chart of 2 rows on a dashboard). */
export const CHART_COMPACT_BELOW_PX = 64;

/** Above this many table rows, the hidden data table gives way to a summary sentence. */
export const CHART_TABLE_MAX_ROWS = 100;

/** A named series of values, one per category. */
export interface ChartSeries {
  /** The series name, shown in the legend and the data table. */
  name: string;
  /** One value per category, in the categories' order. */
  data: number[];
}

/** The data point a user picked on a chart, handed to `onSelect` for click-through. */
export interface ChartSelection {
  /** Name of the series (for pie, venn and summary: the slice, region or figure label). */
  seriesName: string;
  /** Position of the series in `series` (0 for single-series views). */
  seriesIndex: number;
  /** Position of the point inside its series, as given (before any decimation). */
  dataIndex: number;
  /** The category, x value or timestamp in ms of the point, when the view has one. */
  category?: string | number;
  /** The value of the point. */
  value: number;
}

/** Props shared by every chart view. */
export interface ChartBaseProps {
  /** The chart's title; it also names the figure for screen readers. */
  title: string;
  /**
   * Shows the title above the chart; when false it still names the figure (the spec's
   * `show_title`).
   * @default true
   */
  showTitle?: boolean;
  /** A short line under the title (the spec's summary description). */
  description?: ReactNode;
  /**
   * Height of the drawing area in px.
   * @default 280
   */
  height?: number;
  /**
   * Shows a placeholder of the chart's height while its data loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Text shown instead of the chart when it has no data.
   * @default 'No data to display'
   */
  emptyMessage?: string;
  /**
   * Printed after the values: '%' when they are percentages (the chart config's percentage basis).
   * The pie, bars, summary, cards and Venn views, and every view's data table, show it.
   */
  unit?: '%';
  /** Called with the picked point when the user clicks a bar, slice, marker or cell, or presses its entry in the data table; makes the data table's values buttons. */
  onSelect?: (selection: ChartSelection) => void;
}
