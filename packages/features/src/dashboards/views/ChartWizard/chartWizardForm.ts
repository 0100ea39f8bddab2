import {
  CHART_DIMENSIONS,
  CHART_FIELD_TYPES,
  CHART_HISTORICAL_TYPES,
  CHART_MESSAGES,
  CHART_NAME_MAX_LENGTH,
  CHART_ONE_ENTITY_TYPES,
  CHART_QUERY_ENTITY,
  CHART_TEXT_MAX_LENGTH,
  DATE_RANGE_MAX_COUNT,
  CHART_QUERY_COUNT,
  CHART_TIME_TYPES,
  CHART_VIEWS_BY_TYPE,
  DEFAULT_CHART_SIZE,
  DEFAULT_DATE_RANGE,
  chartEntityProblems,
  chartProblems,
  fitChartSize,
  type Chart,
  type ChartConfig,
  type ChartCreate,
  type ChartMeasure,
  type ChartType,
  type ChartView,
  type DataField,
  type DateRange,
  type DateRangeDynamic,
  type DateRangeUnit,
  type SummaryFunction,
  type TimeAggregationUnit,
} from '@vigil/openapi';
import { z } from '../../../forms/zod';
import { CHART_WIZARD_MESSAGES as M } from '../../dashboards.wizard.messages';

/** A saved query the wizard offers. */
export interface WizardQuery {
  id: string;
  name: string;
  entity: string;
}

/** Net change colours by default (spec 9: increase green, decrease red, same grey), as colour-input hex. */
export const NET_CHANGE_DEFAULTS = { increase: '#008000', decrease: '#ff0000', same: '#808080' } as const;

/** Date formats offered per time aggregation unit; the first is the default (day: long date, spec 9). */
export const TIME_FORMATS: Readonly<Record<TimeAggregationUnit, readonly string[]>> = {
  hour: ['hour_24', 'hour_12'],
  hour_in_day: ['hour_24', 'hour_12'],
  day: ['long_date', 'short_date', 'iso_date'],
  day_in_week: ['weekday_long', 'weekday_short'],
  week: ['week_number', 'week_start'],
  month: ['month_long', 'month_short'],
  quarter: ['quarter'],
  year: ['year'],
};
export const DEFAULT_TIME_AGGREGATION = { unit: 'day', format: 'long_date' } as const;

/** Types that compute measures per group (spec 5 limits them by view). */
const MEASURE_TYPES: readonly ChartType[] = ['summary', 'segment', 'segment_timeline', 'matrix', 'table', 'pivot'];
/** Types with one series per query or one total (ChartConfig.data_series). */
const SERIES_TYPES: readonly ChartType[] = ['compare', 'compare_permission', 'timeline', 'resource_asset_compare', 'resource_asset_timeline'];
/** Types that compare a value with an earlier one over time (time gap, net change colours). */
const NET_CHANGE_TYPES: readonly ChartType[] = ['summary', 'timeline', 'resource_asset_timeline'];
/** Views with categories the user may order. */
const SORTED_VIEWS: readonly ChartView[] = ['histogram', 'adapter_histogram', 'pie', 'stacked', 'table', 'generic_table', 'cards'];
/** Views that show shares of a whole. */
const PERCENTAGE_VIEWS: readonly ChartView[] = ['pie', 'summary', 'cards', 'histogram', 'adapter_histogram', 'stacked', 'venn_triangle'];
/** Field types a chart can group by or read. */
const CHARTABLE_FIELD_TYPES: readonly DataField['type'][] = ['string', 'integer', 'number', 'bool', 'array', 'date'];

const TYPE_VALUES = ['summary', 'compare', 'compare_permission', 'intersect', 'segment', 'segment_timeline', 'adapter_segment', 'timeline', 'matrix', 'table', 'resource_asset_compare', 'resource_asset_timeline', 'text', 'assets_table', 'pivot', 'rule_wizard', 'role_mining'] as const satisfies readonly ChartType[];
const VIEW_VALUES = ['histogram', 'adapter_histogram', 'pie', 'line', 'summary', 'stacked', 'table', 'text', 'rich_text', 'matrix', 'generic_table', 'venn_triangle', 'cards', 'tree', 'adapter_connections', 'scatter_plot'] as const satisfies readonly ChartView[];
const UNIT_VALUES = ['hour', 'day', 'week', 'month', 'quarter', 'year'] as const satisfies readonly DateRangeUnit[];
const AGG_VALUES = ['hour', 'hour_in_day', 'day', 'day_in_week', 'week', 'month', 'quarter', 'year'] as const satisfies readonly TimeAggregationUnit[];
const PERIOD_VALUES = ['complete_weeks', 'complete_months', 'complete_quarters', 'complete_years', 'week_to_date', 'month_to_date', 'quarter_to_date', 'year_to_date'] as const satisfies readonly DateRangeDynamic['period'][];
export { AGG_VALUES as TIME_AGGREGATION_UNITS, PERIOD_VALUES as DYNAMIC_PERIODS, UNIT_VALUES as DATE_RANGE_UNITS };

// An emptied number field gives NaN; the checks below say what is wrong instead of a type error.
const numberish = z.number().or(z.nan());

/** The form's shape: flat fields for every part of ChartConfig, kept while the user switches types. */
export const wizardShape = z.object({
  metric: z.enum(TYPE_VALUES),
  view: z.enum(VIEW_VALUES),
  data_source: z.enum(['fields', 'historical']),
  queries: z.array(z.string()),
  field: z.string(),
  dimensions: z.array(z.string()),
  /** Measures as keys `function` or `function:field` (see measureKey). */
  measures: z.array(z.string()),
  date_range_type: z.enum(['relative', 'absolute', 'dynamic']),
  date_from: z.string(),
  date_to: z.string(),
  relative_type: z.enum(['last', 'before']),
  relative_unit: z.enum(UNIT_VALUES),
  relative_count: numberish,
  dynamic_period: z.enum(PERIOD_VALUES),
  dynamic_count: numberish,
  time_aggregation_unit: z.enum(AGG_VALUES),
  time_aggregation_format: z.string(),
  time_gap_type: z.enum(['none', 'absolute', 'relative']),
  time_gap_unit: z.enum(UNIT_VALUES),
  time_gap_count: numberish,
  name: z.string(),
  description: z.string(),
  show_title: z.boolean(),
  sort_type: z.enum(['none', 'name', 'value', 'percentage']),
  sort_order: z.enum(['asc', 'desc']),
  data_series: z.enum(['total', 'individual']),
  number_format: z.enum(['float', 'ceiling', 'floor', 'round']),
  /** None: the counts as they are (the default); else percentages of the query's assets or of a value. */
  percentage_basis: z.enum(['none', 'from_selected_query', 'custom_input']),
  percentage_value: numberish,
  summary_description_type: z.enum(['default', 'empty', 'custom']),
  summary_description_text: z.string(),
  net_increase: z.string(),
  net_decrease: z.string(),
  net_same: z.string(),
  text: z.string(),
});

export type WizardValues = z.infer<typeof wizardShape>;
export type WizardField = keyof WizardValues;

/** Which parts of the form apply to a type, view and data source. */
export interface WizardApplies {
  queries: boolean;
  oneEntity: boolean;
  /** The one asset type the type charts, with the sentence that says so (role mining: users). */
  queryEntity: { entity: string; message: string } | undefined;
  dataSourceChoice: boolean;
  historical: boolean;
  field: boolean;
  dimensions: readonly [number, number] | undefined;
  measures: 'one' | 'many' | false;
  /** Data over time chosen where latest data could have a measure: the wizard says why there is none. */
  historicalCountsOnly: boolean;
  timeAggregation: boolean;
  timeGap: boolean;
  sort: boolean;
  dataSeries: boolean;
  numberFormat: boolean;
  percentage: boolean;
  summaryDescription: boolean;
  netChange: boolean;
  text: boolean;
}

export function wizardApplies(values: Pick<WizardValues, 'metric' | 'view' | 'data_source'>): WizardApplies {
  const { metric, view } = values;
  const isText = metric === 'text';
  const alwaysHistorical = CHART_TIME_TYPES.includes(metric);
  const dataSourceChoice = !alwaysHistorical && CHART_HISTORICAL_TYPES.includes(metric);
  const historical = alwaysHistorical || (dataSourceChoice && values.data_source === 'historical');
  return {
    queries: CHART_QUERY_COUNT[metric][1] > 0,
    oneEntity: CHART_ONE_ENTITY_TYPES.includes(metric),
    queryEntity: CHART_QUERY_ENTITY[metric],
    dataSourceChoice,
    historical,
    field: CHART_FIELD_TYPES.includes(metric),
    dimensions: CHART_DIMENSIONS[metric],
    // The daily snapshots hold counts: data over time has no measure (CHART_MESSAGES.historicalMeasures).
    measures: MEASURE_TYPES.includes(metric) && !historical ? (view === 'stacked' ? 'many' : 'one') : false,
    historicalCountsOnly: dataSourceChoice && historical && MEASURE_TYPES.includes(metric),
    timeAggregation: historical && metric !== 'summary',
    timeGap: historical && NET_CHANGE_TYPES.includes(metric),
    sort: !historical && SORTED_VIEWS.includes(view),
    dataSeries: SERIES_TYPES.includes(metric),
    numberFormat: !isText && metric !== 'role_mining',
    percentage: !historical && PERCENTAGE_VIEWS.includes(view),
    summaryDescription: metric === 'summary',
    netChange: historical && NET_CHANGE_TYPES.includes(metric),
    text: isText,
  };
}

/** The view a type starts with, keeping the current one when the type allows it. */
export function viewForType(type: ChartType, current?: ChartView): ChartView {
  const views = CHART_VIEWS_BY_TYPE[type];
  return current && views.includes(current) ? current : views[0] ?? 'table';
}

/** The key of a measure in the form: `count`, or `average:field`. */
export function measureKey(measure: ChartMeasure): string {
  return measure.field ? `${measure.function}:${measure.field}` : measure.function;
}

export function measureOfKey(key: string): ChartMeasure {
  const at = key.indexOf(':');
  if (at < 0) return { function: key as SummaryFunction };
  return { function: key.slice(0, at) as SummaryFunction, field: key.slice(at + 1) };
}

/** The measures an entity's fields offer (spec 9: average and sum of numbers; count; count true and false of booleans). */
export function measureOptions(fields: readonly DataField[]): ChartMeasure[] {
  const options: ChartMeasure[] = [{ function: 'count' }];
  for (const field of fields) {
    if (field.type === 'number' || field.type === 'integer') options.push({ function: 'average', field: field.name }, { function: 'sum', field: field.name });
    if (field.type === 'bool') options.push({ function: 'count_true', field: field.name }, { function: 'count_false', field: field.name });
  }
  return options;
}

/** The fields a chart can read or group by. */
export function chartableFields(fields: readonly DataField[]): DataField[] {
  return fields.filter((field) => CHARTABLE_FIELD_TYPES.includes(field.type));
}

/** The asset type of the chosen queries (the first one's), if any. */
export function entityOf(queryIds: readonly string[], queries: readonly WizardQuery[]): string | undefined {
  const first = queryIds[0];
  return first === undefined ? undefined : queries.find((query) => query.id === first)?.entity;
}

/** The form's values for a new chart. */
export function emptyWizardValues(): WizardValues {
  return {
    metric: 'summary',
    view: viewForType('summary'),
    data_source: 'fields',
    queries: [],
    field: '',
    dimensions: [],
    measures: [],
    ...dateRangeValues(DEFAULT_DATE_RANGE),
    time_aggregation_unit: DEFAULT_TIME_AGGREGATION.unit,
    time_aggregation_format: DEFAULT_TIME_AGGREGATION.format,
    time_gap_type: 'none',
    time_gap_unit: 'day',
    time_gap_count: 1,
    name: '',
    description: '',
    show_title: true,
    sort_type: 'none',
    sort_order: 'desc',
    data_series: 'individual',
    number_format: 'float',
    percentage_basis: 'none',
    percentage_value: Number.NaN,
    summary_description_type: 'default',
    summary_description_text: '',
    net_increase: NET_CHANGE_DEFAULTS.increase,
    net_decrease: NET_CHANGE_DEFAULTS.decrease,
    net_same: NET_CHANGE_DEFAULTS.same,
    text: '',
  };
}

type DateRangeValues = Pick<
  WizardValues,
  'date_range_type' | 'date_from' | 'date_to' | 'relative_type' | 'relative_unit' | 'relative_count' | 'dynamic_period' | 'dynamic_count'
>;

function dateRangeValues(range: DateRange): DateRangeValues {
  const values: DateRangeValues = {
    date_range_type: range.type,
    date_from: '',
    date_to: '',
    relative_type: 'last',
    relative_unit: 'day',
    relative_count: 7,
    dynamic_period: 'complete_weeks',
    dynamic_count: 1,
  };
  if (range.type === 'absolute') return { ...values, date_from: range.date_from, date_to: range.date_to };
  if (range.type === 'relative') return { ...values, relative_type: range.relative_type, relative_unit: range.unit, relative_count: range.count };
  return { ...values, dynamic_period: range.period, dynamic_count: range.count ?? 1 };
}

const hexColour = (colour: string | undefined, fallback: string) => (colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : fallback);

/** The form's values of a saved chart (missing parts take the wizard's defaults). */
export function wizardValuesOf(chart: Chart | null | undefined): WizardValues {
  const empty = emptyWizardValues();
  if (!chart) return empty;
  const config = chart.config;
  const aggregation = config.time_aggregation;
  return {
    ...empty,
    metric: chart.metric,
    view: chart.view,
    data_source: config.data_source ?? (CHART_TIME_TYPES.includes(chart.metric) ? 'historical' : 'fields'),
    queries: (config.queries ?? []).map((query) => query.query_id),
    field: config.field ?? '',
    dimensions: config.dimensions ?? [],
    measures: (config.measures ?? []).map(measureKey),
    ...dateRangeValues(config.date_range ?? DEFAULT_DATE_RANGE),
    time_aggregation_unit: aggregation?.unit ?? empty.time_aggregation_unit,
    time_aggregation_format: aggregation?.format ?? TIME_FORMATS[aggregation?.unit ?? 'day'][0] ?? empty.time_aggregation_format,
    time_gap_type: config.time_gap?.type ?? 'none',
    time_gap_unit: config.time_gap?.unit ?? empty.time_gap_unit,
    time_gap_count: config.time_gap?.count ?? empty.time_gap_count,
    name: chart.name,
    description: chart.description ?? '',
    show_title: chart.show_title,
    sort_type: config.sort?.type ?? 'none',
    sort_order: config.sort?.order ?? empty.sort_order,
    data_series: config.data_series ?? empty.data_series,
    number_format: config.number_format ?? empty.number_format,
    percentage_basis: config.percentage?.basis ?? empty.percentage_basis,
    percentage_value: config.percentage?.custom_value ?? Number.NaN,
    summary_description_type: config.summary_description?.type ?? empty.summary_description_type,
    summary_description_text: config.summary_description?.text ?? '',
    net_increase: hexColour(config.net_change_colors?.increase, NET_CHANGE_DEFAULTS.increase),
    net_decrease: hexColour(config.net_change_colors?.decrease, NET_CHANGE_DEFAULTS.decrease),
    net_same: hexColour(config.net_change_colors?.same, NET_CHANGE_DEFAULTS.same),
    text: config.text ?? '',
  };
}

function dateRangeOf(values: WizardValues): DateRange {
  if (values.date_range_type === 'absolute') return { type: 'absolute', date_from: values.date_from, date_to: values.date_to };
  if (values.date_range_type === 'dynamic') {
    const complete = values.dynamic_period.startsWith('complete_');
    return complete ? { type: 'dynamic', period: values.dynamic_period, count: values.dynamic_count } : { type: 'dynamic', period: values.dynamic_period };
  }
  return { type: 'relative', relative_type: values.relative_type, unit: values.relative_unit, count: values.relative_count };
}

/**
 * The chart the form describes, with only the parts its type and view use. Editing keeps what the
 * wizard does not edit (each query's name and colour, the filter, the size fitted to the view, pinned).
 */
export function chartCreateOf(values: WizardValues, queries: readonly WizardQuery[], chart?: Chart | null): ChartCreate {
  const applies = wizardApplies(values);
  const previous = chart?.config;
  const config: ChartConfig = {};
  if (applies.queries) {
    const entity = entityOf(values.queries, queries) ?? previous?.entity;
    if (entity !== undefined) config.entity = entity;
    if (applies.dataSourceChoice || applies.historical) config.data_source = applies.historical ? 'historical' : 'fields';
    config.queries = values.queries.map((id) => {
      const kept = previous?.queries?.find((query) => query.query_id === id);
      return kept ? { ...kept } : { query_id: id };
    });
  }
  if (applies.field) config.field = values.field;
  if (applies.dimensions) config.dimensions = [...values.dimensions];
  if (applies.measures) config.measures = values.measures.map(measureOfKey);
  if (previous?.filter && applies.queries) config.filter = previous.filter;
  if (applies.sort && values.sort_type !== 'none') config.sort = { type: values.sort_type, order: values.sort_order };
  if (applies.dataSeries) config.data_series = values.data_series;
  if (applies.summaryDescription) {
    config.summary_description =
      values.summary_description_type === 'custom' ? { type: 'custom', text: values.summary_description_text } : { type: values.summary_description_type };
  }
  if (applies.numberFormat) config.number_format = values.number_format;
  if (applies.percentage && values.percentage_basis !== 'none') {
    config.percentage =
      values.percentage_basis === 'custom_input' ? { basis: 'custom_input', custom_value: values.percentage_value } : { basis: 'from_selected_query' };
  }
  if (applies.netChange) config.net_change_colors = { increase: values.net_increase, decrease: values.net_decrease, same: values.net_same };
  if (applies.timeGap && values.time_gap_type !== 'none') {
    config.time_gap = values.time_gap_type === 'relative' ? { type: 'relative', unit: values.time_gap_unit, count: values.time_gap_count } : { type: 'absolute' };
  }
  if (applies.timeAggregation) config.time_aggregation = { unit: values.time_aggregation_unit, format: values.time_aggregation_format };
  if (applies.historical) config.date_range = dateRangeOf(values);
  if (applies.text) config.text = values.text;

  const description = values.description.trim();
  const created: ChartCreate = {
    name: values.name.trim(),
    metric: values.metric,
    view: values.view,
    config,
    description: description === '' ? null : description,
    show_title: values.show_title,
    size: fitChartSize(values.view, chart?.size ?? DEFAULT_CHART_SIZE),
  };
  if (chart) created.pinned = chart.pinned;
  return created;
}

/** The form field where a problem at a JSON pointer under the chart shows (undefined: the form's own error). */
export function fieldOfPointer(pointer: string): WizardField | undefined {
  const parts = pointer.split('/').slice(1);
  const [first, second, third] = parts;
  if (first === 'name' || first === 'description' || first === 'view' || first === 'metric' || first === 'show_title') return first;
  if (first !== 'config') return undefined;
  switch (second) {
    case 'queries':
    case 'entity':
    case 'filter':
      return second === 'filter' ? undefined : 'queries';
    case 'field':
    case 'dimensions':
    case 'measures':
    case 'data_source':
    case 'data_series':
    case 'number_format':
    case 'text':
      return second;
    case 'date_range':
      return 'date_range_type';
    case 'sort':
      return third === 'order' ? 'sort_order' : 'sort_type';
    case 'summary_description':
      return third === 'text' ? 'summary_description_text' : 'summary_description_type';
    case 'percentage':
      return third === 'custom_value' ? 'percentage_value' : 'percentage_basis';
    case 'net_change_colors':
      return third === 'decrease' ? 'net_decrease' : third === 'same' ? 'net_same' : 'net_increase';
    case 'time_gap':
      return third === 'count' ? 'time_gap_count' : third === 'unit' ? 'time_gap_unit' : 'time_gap_type';
    case 'time_aggregation':
      return third === 'format' ? 'time_aggregation_format' : 'time_aggregation_unit';
    default:
      return undefined;
  }
}

const wholeAtLeastOne = (n: number) => Number.isInteger(n) && n >= 1;

/** A range or gap reaching back too far is its count's problem (focused and marked there), whatever its unit. */
function reachField(pointer: string, values: WizardValues): WizardField {
  if (pointer === '/config/time_gap') return 'time_gap_count';
  return values.date_range_type === 'dynamic' ? 'dynamic_count' : 'relative_count';
}

/** Whether the wizard shows `field` for these choices (a problem on a field it hides is the form's own). */
export function fieldShown(field: WizardField, applies: WizardApplies): boolean {
  switch (field) {
    case 'data_source':
      return applies.dataSourceChoice;
    case 'field':
      return applies.field;
    case 'dimensions':
      return applies.dimensions !== undefined;
    case 'measures':
      return applies.measures !== false;
    case 'data_series':
      return applies.dataSeries;
    case 'number_format':
      return applies.numberFormat;
    case 'text':
      return applies.text;
    case 'date_range_type':
      return applies.historical;
    case 'sort_type':
    case 'sort_order':
      return applies.sort;
    case 'summary_description_type':
    case 'summary_description_text':
      return applies.summaryDescription;
    case 'percentage_basis':
    case 'percentage_value':
      return applies.percentage;
    case 'net_increase':
    case 'net_decrease':
    case 'net_same':
      return applies.netChange;
    case 'time_gap_type':
    case 'time_gap_count':
    case 'time_gap_unit':
      return applies.timeGap;
    case 'time_aggregation_unit':
    case 'time_aggregation_format':
      return applies.timeAggregation;
    default:
      return true;
  }
}

/** Every problem of the form, by field: the wizard's own checks, then the rules the server applies (same sentences). */
export function wizardProblems(values: WizardValues, queries: readonly WizardQuery[]): { field: WizardField | undefined; message: string }[] {
  const applies = wizardApplies(values);
  const problems: { field: WizardField | undefined; message: string }[] = [];
  const name = values.name.trim();
  if (name === '') problems.push({ field: 'name', message: M.nameRequired });
  else if (name.length > CHART_NAME_MAX_LENGTH) problems.push({ field: 'name', message: M.nameTooLong });
  if (values.description.trim().length > 1000) problems.push({ field: 'description', message: M.descriptionTooLong });
  if (applies.text && values.text.length > CHART_TEXT_MAX_LENGTH) problems.push({ field: 'text', message: M.textTooLong });
  if (applies.historical) {
    if (values.date_range_type === 'absolute' && (values.date_from === '' || values.date_to === '')) problems.push({ field: 'date_range_type', message: M.datesRequired });
    if (values.date_range_type === 'relative' && !wholeAtLeastOne(values.relative_count)) problems.push({ field: 'relative_count', message: M.countMin });
    else if (values.date_range_type === 'relative' && values.relative_count > DATE_RANGE_MAX_COUNT) problems.push({ field: 'relative_count', message: M.countMax });
    if (values.date_range_type === 'dynamic' && values.dynamic_period.startsWith('complete_') && !wholeAtLeastOne(values.dynamic_count)) {
      problems.push({ field: 'dynamic_count', message: M.countMin });
    }
  }
  if (applies.timeGap && values.time_gap_type === 'relative' && !wholeAtLeastOne(values.time_gap_count)) problems.push({ field: 'time_gap_count', message: M.countMin });
  if (applies.percentage && values.percentage_basis === 'custom_input' && !(values.percentage_value > 0)) problems.push({ field: 'percentage_value', message: M.percentageValuePositive });
  if (applies.summaryDescription && values.summary_description_type === 'custom') {
    if (values.summary_description_text.trim() === '') problems.push({ field: 'summary_description_text', message: M.summaryTextRequired });
    else if (values.summary_description_text.length > 500) problems.push({ field: 'summary_description_text', message: M.summaryTextTooLong });
  }
  const chart = chartCreateOf(values, queries);
  const entities = values.queries.map((id) => queries.find((query) => query.id === id)?.entity ?? '');
  for (const problem of [...chartProblems({ metric: chart.metric, view: chart.view, config: chart.config, size: chart.size }), ...chartEntityProblems(chart.metric, entities)]) {
    const field = problem.message === CHART_MESSAGES.tooFarBack ? reachField(problem.pointer, values) : fieldOfPointer(problem.pointer);
    problems.push({ field: field && fieldShown(field, applies) ? field : undefined, message: problem.message });
  }
  return problems;
}

/** The wizard's zod schema: the shape, then every problem on its field (the first per field shows). */
export function wizardSchema(queries: readonly WizardQuery[]) {
  return wizardShape.superRefine((values, ctx) => {
    for (const problem of wizardProblems(values, queries)) {
      ctx.addIssue({ code: 'custom', path: [problem.field ?? 'root'], message: problem.message });
    }
  });
}
