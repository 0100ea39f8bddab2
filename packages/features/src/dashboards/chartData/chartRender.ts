import type { Chart, ChartConfig, ChartData, ChartNetChangeColors } from '@vigil/openapi';
import { formatChartValue, type ChartProps, type ChartSeries } from '@vigil/ui';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { cellText, cyclicLabel, dateLabel } from './dateLabels';

/**
 * How a chart's data (ChartData of the contract) becomes what the card draws, with the chart's
 * config applied: data series, percentage basis, sort, number format, summary description, net
 * change colours. Pure functions, so every rule has a unit test.
 */

/** The figures of a category chart after the config: categories and their series, in drawing order. */
export interface CategoryData {
  categories: string[];
  series: ChartSeries[];
}

/** A table view's columns and rows. */
export interface TableRender {
  columns: { key: string; label: string }[];
  rows: { id: string; cells: (string | number | boolean | null)[] }[];
}

/** The base props every ui chart view takes, from the chart. */
type Frame = { title: string; showTitle: boolean; description?: string; height: number; unit?: '%' };

/** What a chart card draws. */
export type ChartRender =
  | { kind: 'chart'; props: ChartProps; netChangeColors?: ChartNetChangeColors }
  | ({ kind: 'table' } & TableRender);

type NumberFormat = NonNullable<ChartConfig['number_format']>;

/** A value rounded as `number_format` says; `float` keeps it (the charts print at most two decimals). */
export function formatValue(value: number, format: NumberFormat | undefined): number {
  switch (format) {
    case 'ceiling':
      return Math.ceil(value);
    case 'floor':
      return Math.floor(value);
    case 'round':
      return Math.round(value);
    default:
      return value;
  }
}

/** The basis percentages are relative to: the assets of the selected query (`total`), or the custom value. Null when there is none. */
export function percentageBasis(config: ChartConfig, data: Pick<ChartData, 'total'>): number | null {
  const percentage = config.percentage;
  if (!percentage) return null;
  const basis = percentage.basis === 'custom_input' ? percentage.custom_value : data.total;
  return basis !== undefined && basis > 0 ? basis : null;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The categories and series of a category chart: one `Total` series when `data_series` is total
 * (else one per query), as percentages of the basis when the config asks, sorted by name, value or
 * percentage (the server's order when no sort is set), each figure in the number format.
 */
export function categoryData(config: ChartConfig, data: ChartData): CategoryData {
  const aggregation = config.time_aggregation;
  const categories = data.categories?.map((bucket) => cyclicLabel(bucket, aggregation)) ?? data.dates?.map((date) => dateLabel(date, aggregation)) ?? [];
  const raw = (data.series ?? []).map((series) => ({ name: series.name, data: categories.map((_, i) => series.values[i] ?? 0) }));
  let series: ChartSeries[] =
    config.data_series === 'total' && raw.length > 1 ? [{ name: M.seriesTotal, data: categories.map((_, i) => sum(raw.map((s) => s.data[i] ?? 0))) }] : raw;
  const basis = percentageBasis(config, data);
  if (basis !== null) series = series.map((s) => ({ name: s.name, data: s.data.map((v) => (v / basis) * 100) }));
  let order = categories.map((_, i) => i);
  const sort = config.sort;
  if (sort) {
    const weight = (i: number) => sum(series.map((s) => s.data[i] ?? 0));
    const direction = sort.order === 'desc' ? -1 : 1;
    // Percentages are proportional to the values, so both sort the same way.
    order = [...order].sort((a, b) =>
      sort.type === 'name' ? direction * (categories[a] ?? '').localeCompare(categories[b] ?? '') : direction * (weight(a) - weight(b)) || a - b,
    );
  }
  return {
    categories: order.map((i) => categories[i] ?? ''),
    series: series.map((s) => ({ name: s.name, data: order.map((i) => formatValue(s.data[i] ?? 0, config.number_format)) })),
  };
}

/** The line under a summary's value: the chart's description by default (else its first query's name), none when empty, the custom text otherwise. */
export function summaryDescription(chart: Pick<Chart, 'config' | 'description'>): string | undefined {
  const setting = chart.config.summary_description;
  if (setting?.type === 'empty') return undefined;
  if (setting?.type === 'custom') return setting.text ?? undefined;
  return chart.description ?? chart.config.queries?.[0]?.name ?? undefined;
}

/** A summary's figure (and previous one): as a percentage of the basis when asked, in the number format. */
export function summaryFigures(config: ChartConfig, data: ChartData): { value: number | null; previous?: number } {
  const basis = percentageBasis(config, data);
  const shape = (v: number) => formatValue(basis === null ? v : (v / basis) * 100, config.number_format);
  const value = data.value ?? null;
  const previous = data.previous ?? null;
  return { value: value === null ? null : shape(value), ...(previous !== null && value !== null ? { previous: shape(previous) } : {}) };
}

/** A table's rows with ids, or the categories as a table when a category chart is shown as one. */
export function tableData(config: ChartConfig, data: ChartData): TableRender {
  if (data.table) {
    return { columns: data.table.columns, rows: data.table.rows.map((cells, i) => ({ id: String(i), cells: cells.map(cellText) })) };
  }
  const { categories, series } = categoryData(config, data);
  // Percentages say so, as the charts print them.
  const cell = percentageBasis(config, data) === null ? (value: number) => value : (value: number) => formatChartValue(value, '%');
  return {
    columns: [{ key: 'category', label: M.columnName }, ...series.map((s, i) => ({ key: `s${String(i)}`, label: s.name }))],
    rows: categories.map((category, i) => ({ id: String(i), cells: [category, ...series.map((s) => cell(s.data[i] ?? 0))] })),
  };
}

/** Sets and overlaps of a Venn chart: categories naming several sets joined by ' ∩ ' are overlaps. */
export function vennData(config: ChartConfig, data: ChartData) {
  const { categories, series } = categoryData({ ...config, sort: undefined }, data);
  const values = series[0]?.data ?? [];
  const sets: { name: string; size: number }[] = [];
  const intersections: { sets: string[]; size: number }[] = [];
  categories.forEach((category, i) => {
    const names = category.split(' ∩ ');
    if (names.length > 1) intersections.push({ sets: names, size: values[i] ?? 0 });
    else sets.push({ name: category, size: values[i] ?? 0 });
  });
  return { sets, intersections };
}

const timestamp = (date: string) => Date.parse(date);

/** What a chart draws, or null when the data has nothing to draw with (a text chart always has its text). */
export function chartRender(chart: Pick<Chart, 'name' | 'view' | 'config' | 'description' | 'show_title'>, data: ChartData, height: number): ChartRender {
  const { config } = chart;
  const frame: Frame = {
    title: chart.name,
    showTitle: chart.show_title,
    height,
    ...(chart.description ? { description: chart.description } : {}),
    ...(percentageBasis(config, data) !== null && { unit: '%' as const }),
  };
  switch (chart.view) {
    case 'histogram':
    case 'adapter_histogram': {
      const { categories, series } = categoryData(config, data);
      return { kind: 'chart', props: { view: 'histogram', ...frame, categories, series } };
    }
    case 'stacked': {
      const { categories, series } = categoryData(config, data);
      return { kind: 'chart', props: { view: 'stacked', ...frame, categories, series } };
    }
    case 'pie':
    case 'adapter_connections':
      // A pie shows one whole: the totals per category.
      return { kind: 'chart', props: { view: 'pie', ...frame, slices: totals(config, exclusiveRegions(data)) } };
    case 'line': {
      if (data.dates) {
        // The dates are the x values: their labels are the time axis's, none are made here.
        const { series } = categoryData({ ...config, sort: undefined }, { ...data, categories: data.dates });
        const times = data.dates.map(timestamp);
        const aggregation = config.time_aggregation;
        // Days in the default format keep the axis' compact day ticks; any other unit or format names the buckets as the bars do.
        const named = aggregation && (aggregation.unit !== 'day' || (aggregation.format !== undefined && aggregation.format !== 'long_date'));
        return {
          kind: 'chart',
          props: {
            view: 'timeline',
            ...frame,
            series: series.map((s) => ({ name: s.name, data: s.data.map((y, i) => ({ x: times[i] ?? 0, y })) })),
            ...(named && { formatDate: (ms: number) => dateLabel(new Date(ms).toISOString(), aggregation) }),
          },
        };
      }
      const { categories, series } = categoryData(config, data);
      return { kind: 'chart', props: { view: 'line', ...frame, categories, series } };
    }
    case 'summary': {
      const description = summaryDescription(chart);
      const { value, previous } = summaryFigures(config, data);
      // The description goes under the value (the wizard's 'Description under the value'), not over the figure.
      const props: ChartProps = { view: 'summary', ...frame, value, ...(previous !== undefined ? { previous } : {}) };
      delete props.description;
      if (description) props.label = description;
      return { kind: 'chart', props, ...(config.net_change_colors ? { netChangeColors: config.net_change_colors } : {}) };
    }
    case 'matrix': {
      const { categories, series } = categoryData({ ...config, sort: undefined }, tableAsMatrix(data));
      return { kind: 'chart', props: { view: 'matrix', ...frame, columns: categories, rows: series } };
    }
    case 'venn_triangle':
      return { kind: 'chart', props: { view: 'venn_triangle', ...frame, ...vennData(config, data) } };
    case 'scatter_plot': {
      const { categories, series } = categoryData({ ...config, sort: undefined }, data);
      // Numbers are the x values; names (role mining's entitlements, most users first) are placed by their rank.
      const numeric = categories.length > 0 && categories.every((c) => c.trim() !== '' && Number.isFinite(Number(c)));
      const xs = categories.map((c, i) => (numeric ? Number(c) : i + 1));
      const [only] = series;
      return {
        kind: 'chart',
        props: {
          view: 'scatter_plot',
          ...frame,
          xLabel: numeric ? M.scatterValue : M.scatterRank,
          yLabel: series.length === 1 && only ? only.name : M.scatterCount,
          series: series.map((s) => ({ name: s.name, data: s.data.map((y, i) => ({ x: xs[i] ?? i + 1, y, ...(!numeric && { label: categories[i] }) })) })),
        },
      };
    }
    case 'table':
    case 'generic_table':
      return { kind: 'table', ...tableData(config, data) };
    case 'text':
      return { kind: 'chart', props: { view: 'text', ...frame, text: config.text ?? '' } };
    case 'rich_text':
      return { kind: 'chart', props: { view: 'rich_text', ...frame, markdown: config.text ?? '' } };
    case 'cards': {
      // One figure (with its previous one) gives one card; categories give a card each.
      if (data.value !== undefined && !data.categories) {
        const { value, previous } = summaryFigures(config, data);
        return { kind: 'chart', props: { view: 'cards', ...frame, cards: [{ label: chart.name, value, ...(previous !== undefined ? { previous } : {}) }] } };
      }
      return { kind: 'chart', props: { view: 'cards', ...frame, cards: totals(config, data) } };
    }
    case 'tree':
      return { kind: 'chart', props: { view: 'tree', ...frame, items: totals(config, data) } };
  }
}

/** How an intersect names the assets two or three queries share ('A ∩ B'). */
const INTERSECTION = ' ∩ ';

/**
 * An intersect's counts (each query, each pair, all of them: they overlap) as parts of a whole:
 * each part holds the assets of its queries and of no other ('… only'), so the parts add up to
 * the union, not to more.
 */
function exclusiveRegions(data: ChartData): ChartData {
  const categories = data.categories ?? [];
  const [counts] = data.series ?? [];
  if (!counts || data.series?.length !== 1 || !categories.some((category) => category.includes(INTERSECTION))) return data;
  const regions = categories.map((category) => category.split(INTERSECTION));
  const most = Math.max(...regions.map((names) => names.length));
  // Inclusion-exclusion: a region's own assets are its count less (and more) those of the larger regions that hold it.
  const values = regions.map((names) =>
    regions.reduce((sum, other, j) => (names.every((name) => other.includes(name)) ? sum + (-1) ** (other.length - names.length) * (counts.values[j] ?? 0) : sum), 0),
  );
  return { ...data, categories: categories.map((category, i) => ((regions[i]?.length ?? 0) === most ? category : M.regionOnly(category))), series: [{ name: counts.name, values }] };
}

/**
 * A pivot's rows (first field, second field, value) as a matrix: a row per value of the first
 * field, a column per value of the second. Data that is already categories is kept.
 */
function tableAsMatrix(data: ChartData): ChartData {
  if (data.categories || !data.table || data.table.columns.length < 3) return data;
  const { rows } = data.table;
  const name = (cell: string | number | boolean | null | undefined) => (cell === null || cell === undefined ? '' : String(cell));
  const rowNames = [...new Set(rows.map((row) => name(row[0])))];
  const columns = [...new Set(rows.map((row) => name(row[1])))];
  const values = rowNames.map(() => columns.map(() => 0));
  for (const row of rows) {
    const value = row.at(-1);
    const cells = values[rowNames.indexOf(name(row[0]))];
    const column = columns.indexOf(name(row[1]));
    if (cells && typeof value === 'number') cells[column] = (cells[column] ?? 0) + value;
  }
  return { ...data, categories: columns, series: rowNames.map((rowName, i) => ({ name: rowName, values: values[i] ?? [] })) };
}

/**
 * Queries compared one series each (data series `individual`) share one category: as parts of a
 * whole, each query is then a part, not the category they share.
 */
function seriesAsCategories(data: ChartData): ChartData {
  const series = data.series ?? [];
  const [shared] = data.categories ?? [];
  if (data.categories?.length !== 1 || shared === undefined || series.length < 2) return data;
  return { ...data, categories: series.map((one) => one.name), series: [{ name: shared, values: series.map((one) => one.values[0] ?? 0) }] };
}

/** Each category's total (every series added), as labelled values: a pie's slices, cards, a tree's items. */
function totals(config: ChartConfig, data: ChartData): { label: string; value: number }[] {
  const { categories, series } = categoryData({ ...config, data_series: 'total' }, seriesAsCategories(data));
  const values = series[0]?.data ?? [];
  return categories.map((label, i) => ({ label, value: values[i] ?? 0 }));
}

/** Whether a CSS colour from a chart's config is safe to put in a style rule (hex, rgb(a), hsl(a) or a name). */
export function isSafeColor(color: string | undefined): color is string {
  return color !== undefined && /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(color.trim());
}
