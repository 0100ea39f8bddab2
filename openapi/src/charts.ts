import type { components } from './schema.gen.js';

/**
 * The rules of a dashboard chart (spec 001 sections 3, 5 and 9), shared by the server (which
 * refuses a chart that breaks them with the same sentence) and the console's chart wizard (which
 * offers only what fits). The spec names the types, the views and some limits; which views fit
 * which type, the minimum sizes of the views it does not list and the query counts per type are
 * designed here.
 */

export type ChartType = components['schemas']['ChartType'];
export type ChartView = components['schemas']['ChartView'];
export type ChartConfig = components['schemas']['ChartConfig'];
export type ChartSize = components['schemas']['ChartSize'];
export type ChartLayout = components['schemas']['ChartLayout'];
export type DateRange = components['schemas']['DateRange'];

export const CHART_TYPES: readonly ChartType[] = [
  'summary',
  'compare',
  'compare_permission',
  'intersect',
  'segment',
  'segment_timeline',
  'adapter_segment',
  'timeline',
  'matrix',
  'table',
  'resource_asset_compare',
  'resource_asset_timeline',
  'text',
  'assets_table',
  'pivot',
  'rule_wizard',
  'role_mining',
];

export const CHART_VIEWS: readonly ChartView[] = [
  'histogram',
  'adapter_histogram',
  'pie',
  'line',
  'summary',
  'stacked',
  'table',
  'text',
  'rich_text',
  'matrix',
  'generic_table',
  'venn_triangle',
  'cards',
  'tree',
  'adapter_connections',
  'scatter_plot',
];

/** The views that can draw each type; the first is the wizard's default (designed). */
export const CHART_VIEWS_BY_TYPE: Readonly<Record<ChartType, readonly ChartView[]>> = {
  summary: ['summary', 'cards'],
  compare: ['histogram', 'pie', 'line', 'table'],
  compare_permission: ['histogram', 'pie', 'table'],
  intersect: ['venn_triangle', 'pie', 'histogram'],
  segment: ['histogram', 'pie', 'stacked', 'table', 'tree'],
  segment_timeline: ['line', 'stacked'],
  adapter_segment: ['adapter_histogram', 'pie', 'adapter_connections', 'table'],
  timeline: ['line', 'histogram'],
  matrix: ['matrix', 'stacked', 'table'],
  table: ['table', 'generic_table'],
  resource_asset_compare: ['histogram', 'pie', 'table'],
  resource_asset_timeline: ['line'],
  text: ['text', 'rich_text'],
  assets_table: ['table', 'generic_table'],
  pivot: ['generic_table', 'table', 'matrix'],
  rule_wizard: ['histogram', 'table', 'cards'],
  role_mining: ['tree', 'table', 'scatter_plot'],
};

/** How many saved queries each type charts: [at least, at most] (designed; a line chart at most 6, spec 5). */
export const CHART_QUERY_COUNT: Readonly<Record<ChartType, readonly [number, number]>> = {
  summary: [1, 1],
  compare: [1, 10],
  compare_permission: [1, 10],
  intersect: [2, 3],
  segment: [1, 1],
  segment_timeline: [1, 1],
  adapter_segment: [1, 1],
  timeline: [1, 6],
  matrix: [1, 1],
  table: [1, 1],
  resource_asset_compare: [1, 10],
  resource_asset_timeline: [1, 6],
  text: [0, 0],
  assets_table: [1, 1],
  pivot: [1, 1],
  rule_wizard: [1, 1],
  role_mining: [0, 1],
};

/**
 * The types that group by a field (`config.field`), and those that group by dimensions (at least,
 * at most). A summary reads no field of its own: a count counts the assets, and the other measures
 * name their field (spec 9's summary functions).
 */
export const CHART_FIELD_TYPES: readonly ChartType[] = ['segment', 'segment_timeline'];
export const CHART_DIMENSIONS: Partial<Readonly<Record<ChartType, readonly [number, number]>>> = {
  matrix: [2, 2],
  table: [1, 3],
  pivot: [1, 2],
};
/** Types always drawn over time from the daily snapshots, and those that may be (data source `historical`). */
export const CHART_TIME_TYPES: readonly ChartType[] = ['timeline', 'segment_timeline', 'resource_asset_timeline'];
export const CHART_HISTORICAL_TYPES: readonly ChartType[] = ['timeline', 'resource_asset_timeline', 'compare', 'resource_asset_compare', 'summary'];

/** A chart's name: 1 to 200 characters (the contract's ChartCreate). */
export const CHART_NAME_MAX_LENGTH = 200;
/** The longest relative date range, in its units (the contract's DateRangeRelative.count maximum). */
export const DATE_RANGE_MAX_COUNT = 3650;
/** The longest text of a text or rich text chart (the contract's ChartConfig.text maxLength). */
export const CHART_TEXT_MAX_LENGTH = 50_000;
/** At most 6 queries on a line chart (spec 5). */
export const LINE_CHART_MAX_QUERIES = 6;
/** Measures: up to 10 on a stacked chart, 0 to 1 on the others (spec 5). */
export const STACKED_MAX_MEASURES = 10;
export const OTHER_MAX_MEASURES = 1;
/** Grid: 12 columns; default chart height 7, width 6, a static chart's height 8 (spec 9). */
export const CHART_GRID_COLUMNS = 12;
export const DEFAULT_CHART_SIZE: ChartSize = { height: 7, width: 6 };
export const STATIC_CHART_HEIGHT = 8;
/** At most this many points a series (the server decimates larger ones). */
export const CHART_MAX_POINTS = 1000;
/** The default date range of a historical chart: the last 7 days (spec 9). */
export const DEFAULT_DATE_RANGE: DateRange = { type: 'relative', relative_type: 'last', unit: 'day', count: 7 };

/** Minimum sizes by view, height x width: the spec's eight, and ours for the views it does not list. */
export const CHART_MIN_SIZE: Readonly<Record<ChartView, ChartSize>> = {
  histogram: { height: 4, width: 6 },
  pie: { height: 4, width: 3 },
  line: { height: 4, width: 3 },
  summary: { height: 2, width: 3 },
  stacked: { height: 4, width: 6 },
  table: { height: 4, width: 4 },
  matrix: { height: 6, width: 6 },
  text: { height: 4, width: 1 },
  // Designed: like the view each resembles.
  rich_text: { height: 4, width: 1 },
  generic_table: { height: 4, width: 4 },
  adapter_histogram: { height: 4, width: 6 },
  venn_triangle: { height: 4, width: 3 },
  cards: { height: 2, width: 3 },
  tree: { height: 4, width: 4 },
  adapter_connections: { height: 4, width: 3 },
  scatter_plot: { height: 4, width: 4 },
};

export const CHART_MESSAGES = {
  idRequired: 'Chart id is required',
  nameRequired: 'A chart needs a name.',
  viewNotAllowed: (view: string, type: string) => `A ${type} chart cannot be shown as ${view}.`,
  lineQueries: `A line chart allows at most ${String(LINE_CHART_MAX_QUERIES)} queries.`,
  stackedMeasures: `A stacked chart allows at most ${String(STACKED_MAX_MEASURES)} measures.`,
  otherMeasures: `This chart allows at most ${String(OTHER_MAX_MEASURES)} measure.`,
  tooFewQueries: (min: number) => `Choose at least ${String(min)} ${min === 1 ? 'query' : 'queries'}.`,
  tooManyQueries: (max: number) => (max === 0 ? 'This chart does not use queries.' : `Choose at most ${String(max)} ${max === 1 ? 'query' : 'queries'}.`),
  fieldRequired: 'Choose a field.',
  textRequired: 'Write the text the chart shows.',
  dimensions: (min: number, max: number) => (min === max ? `Choose ${String(min)} fields to group by.` : `Choose ${String(min)} to ${String(max)} fields to group by.`),
  tooSmall: (view: string, size: ChartSize) => `A ${view} chart is at least ${String(size.height)} high and ${String(size.width)} wide.`,
  tooWide: `A chart is at most ${String(CHART_GRID_COLUMNS)} columns wide.`,
  outsideGrid: `A chart must fit within the grid's ${String(CHART_GRID_COLUMNS)} columns.`,
  notHistorical: (type: string) => `A ${type} chart cannot show data over time.`,
  dateRangeOrder: 'The date range must start before it ends.',
  tooFarBack: 'A date range or time gap reaches back at most ten years.',
  mixedEntities: 'The queries of this chart must select the same kind of assets.',
  usersOnly: 'Role mining charts a query over users.',
  historicalMeasures: 'Data over time counts the assets of each day. Choose Latest data to use a measure.',
} as const;

/** Types whose queries must all select one asset type (their fields come from it). */
export const CHART_ONE_ENTITY_TYPES: readonly ChartType[] = ['summary', 'intersect', 'segment', 'segment_timeline', 'adapter_segment', 'matrix', 'table', 'assets_table', 'pivot'];
/** Types that chart one asset type only, with the sentence that says so. */
export const CHART_QUERY_ENTITY: Partial<Readonly<Record<ChartType, { entity: string; message: string }>>> = {
  role_mining: { entity: 'users', message: CHART_MESSAGES.usersOnly },
};

/** A problem of a chart, with where it is (a JSON pointer under the chart). */
export interface ChartProblem {
  pointer: string;
  message: string;
}

export interface ChartShape {
  name?: string;
  metric: ChartType;
  view: ChartView;
  config: ChartConfig;
  size?: ChartSize;
  layout?: ChartLayout;
}

/** The allowed views of a type. */
export function viewsFor(type: ChartType): readonly ChartView[] {
  return CHART_VIEWS_BY_TYPE[type];
}

/** A size clamped up to the view's minimum and to the grid's width. */
export function fitChartSize(view: ChartView, size: ChartSize = DEFAULT_CHART_SIZE): ChartSize {
  const min = CHART_MIN_SIZE[view];
  return { height: Math.max(size.height, min.height), width: Math.min(CHART_GRID_COLUMNS, Math.max(size.width, min.width)) };
}

/**
 * Where a chart joins a dashboard: the first free place of its size, in reading order, from the top
 * of the dashboard's last row: beside the last charts when the row has room, else below them.
 * A place first becomes free at that row or where a chart ends, so only those rows are tried.
 */
export function placeChart(layouts: readonly ChartLayout[], size: ChartSize): ChartLayout {
  const w = Math.min(size.width, CHART_GRID_COLUMNS);
  const h = size.height;
  const free = (x: number, y: number) => layouts.every((other) => x >= other.x + other.w || other.x >= x + w || y >= other.y + other.h || other.y >= y + h);
  const top = layouts.reduce((row, other) => Math.max(row, other.y), 0);
  const rows = [...new Set([top, ...layouts.map((other) => other.y + other.h).filter((end) => end > top)])].sort((a, b) => a - b);
  for (const y of rows) {
    for (let x = 0; x + w <= CHART_GRID_COLUMNS; x++) if (free(x, y)) return { x, y, w, h };
  }
  // Below every chart all is free: the last row tried is the lowest end.
  return { x: 0, y: rows[rows.length - 1] ?? 0, w, h };
}

function sizeProblems(view: ChartView, height: number, width: number, pointer: string): ChartProblem[] {
  const min = CHART_MIN_SIZE[view];
  const problems: ChartProblem[] = [];
  if (height < min.height || width < min.width) problems.push({ pointer, message: CHART_MESSAGES.tooSmall(view, min) });
  if (width > CHART_GRID_COLUMNS) problems.push({ pointer, message: CHART_MESSAGES.tooWide });
  return problems;
}

/**
 * What is wrong with the asset types of a chart's queries (`entities[i]`, the type of its query i):
 * a query of another type than its chart charts, or queries of two types where the chart needs one.
 */
export function chartEntityProblems(metric: ChartType, entities: readonly string[]): ChartProblem[] {
  const required = CHART_QUERY_ENTITY[metric];
  const other = required ? entities.findIndex((entity) => entity !== required.entity) : -1;
  if (required && other >= 0) return [{ pointer: `/config/queries/${String(other)}/query_id`, message: required.message }];
  if (CHART_ONE_ENTITY_TYPES.includes(metric) && new Set(entities).size > 1) return [{ pointer: '/config/queries', message: CHART_MESSAGES.mixedEntities }];
  return [];
}

/** Whether a chart is drawn over time: a type that always is, or one whose data source is `historical`. */
export function isChartHistorical(chart: Pick<ChartShape, 'metric' | 'config'>): boolean {
  return CHART_TIME_TYPES.includes(chart.metric) || (chart.config.data_source === 'historical' && CHART_HISTORICAL_TYPES.includes(chart.metric));
}

/** A chart over time asks for a measure other than a count: the daily snapshots hold each query's count, not its fields' values. */
export function historicalMeasureProblems(chart: Pick<ChartShape, 'metric' | 'config'>): ChartProblem[] {
  if (!isChartHistorical(chart) || (chart.config.measures ?? []).every((measure) => measure.function === 'count')) return [];
  return [{ pointer: '/config/measures', message: CHART_MESSAGES.historicalMeasures }];
}

/**
 * Whether a dashboard's filter narrows a chart's data: not for data over time read from the daily
 * snapshots, which count every asset a query selected each day. A segment timeline is counted from
 * the assets themselves, so the filter applies to it.
 */
export function spaceFilterApplies(chart: Pick<ChartShape, 'metric' | 'config'>): boolean {
  return !isChartHistorical(chart) || chart.metric === 'segment_timeline';
}

/** Average days of a unit: a relative range or gap reaches back at most ten years of them. */
const UNIT_DAYS: Readonly<Record<components['schemas']['DateRangeUnit'], number>> = { hour: 1 / 24, day: 1, week: 7, month: 30.4375, quarter: 91.3125, year: 365.25 };
const PERIOD_DAYS: Readonly<Record<Extract<DateRange, { type: 'dynamic' }>['period'], number>> = {
  complete_weeks: 7,
  complete_months: 30.4375,
  complete_quarters: 91.3125,
  complete_years: 365.25,
  week_to_date: 7,
  month_to_date: 30.4375,
  quarter_to_date: 91.3125,
  year_to_date: 365.25,
};
/** Ten years of days: the daily snapshots go back no further. */
const MAX_REACH_DAYS = 10 * 365.25;

/** How far back a relative or dynamic range reaches, in days (0 for an absolute one or none). */
function rangeReach(range: DateRange | undefined): number {
  if (range?.type === 'relative') return range.count * UNIT_DAYS[range.unit];
  if (range?.type === 'dynamic') return ((range.count ?? 1) + 1) * PERIOD_DAYS[range.period];
  return 0;
}

/** Whether a date range ends before it starts (absolute ranges only). */
export function dateRangeReversed(range: DateRange | undefined): boolean {
  return range?.type === 'absolute' && range.date_from > range.date_to;
}

/** Every rule of sections 5 and 9 a chart breaks, in the order a reader meets them. */
export function chartProblems(chart: ChartShape): ChartProblem[] {
  const { metric, view, config } = chart;
  const problems: ChartProblem[] = [];
  if (!CHART_VIEWS_BY_TYPE[metric].includes(view)) problems.push({ pointer: '/view', message: CHART_MESSAGES.viewNotAllowed(view, metric) });
  const queries = config.queries?.length ?? 0;
  if (view === 'line' && queries > LINE_CHART_MAX_QUERIES) problems.push({ pointer: '/config/queries', message: CHART_MESSAGES.lineQueries });
  else {
    const [min, max] = CHART_QUERY_COUNT[metric];
    if (queries < min) problems.push({ pointer: '/config/queries', message: CHART_MESSAGES.tooFewQueries(min) });
    if (queries > max) problems.push({ pointer: '/config/queries', message: CHART_MESSAGES.tooManyQueries(max) });
  }
  const measures = config.measures?.length ?? 0;
  if (view === 'stacked' ? measures > STACKED_MAX_MEASURES : measures > OTHER_MAX_MEASURES) {
    problems.push({ pointer: '/config/measures', message: view === 'stacked' ? CHART_MESSAGES.stackedMeasures : CHART_MESSAGES.otherMeasures });
  }
  if (CHART_FIELD_TYPES.includes(metric) && !config.field) problems.push({ pointer: '/config/field', message: CHART_MESSAGES.fieldRequired });
  if (metric === 'text' && !config.text?.trim()) problems.push({ pointer: '/config/text', message: CHART_MESSAGES.textRequired });
  const dimensions = CHART_DIMENSIONS[metric];
  if (dimensions) {
    const n = config.dimensions?.length ?? 0;
    if (n < dimensions[0] || n > dimensions[1]) problems.push({ pointer: '/config/dimensions', message: CHART_MESSAGES.dimensions(dimensions[0], dimensions[1]) });
  }
  if (config.data_source === 'historical' && !CHART_HISTORICAL_TYPES.includes(metric) && !CHART_TIME_TYPES.includes(metric)) {
    problems.push({ pointer: '/config/data_source', message: CHART_MESSAGES.notHistorical(metric) });
  }
  problems.push(...historicalMeasureProblems(chart));
  if (dateRangeReversed(config.date_range)) problems.push({ pointer: '/config/date_range', message: CHART_MESSAGES.dateRangeOrder });
  // The daily snapshots go back no further; dates further back would not compute.
  if (rangeReach(config.date_range) > MAX_REACH_DAYS) problems.push({ pointer: '/config/date_range', message: CHART_MESSAGES.tooFarBack });
  const gap = config.time_gap;
  if (gap?.type === 'relative' && gap.unit && gap.count && gap.count * UNIT_DAYS[gap.unit] > MAX_REACH_DAYS) problems.push({ pointer: '/config/time_gap', message: CHART_MESSAGES.tooFarBack });
  if (chart.name !== undefined && chart.name.trim() === '') problems.push({ pointer: '/name', message: CHART_MESSAGES.nameRequired });
  if (chart.size) problems.push(...sizeProblems(view, chart.size.height, chart.size.width, '/size'));
  if (chart.layout) {
    const layoutProblems = sizeProblems(view, chart.layout.h, chart.layout.w, '/layout');
    if (layoutProblems.length === 0 && chart.layout.x + chart.layout.w > CHART_GRID_COLUMNS) layoutProblems.push({ pointer: '/layout', message: CHART_MESSAGES.outsideGrid });
    problems.push(...layoutProblems);
  }
  return problems;
}
