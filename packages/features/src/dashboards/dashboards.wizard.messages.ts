import { DASHBOARDS_MESSAGES as SHARED } from './dashboards.messages';
import type { ChartType, ChartView, DateRangeDynamic, DateRangeUnit, SummaryFunction, TimeAggregationUnit } from '@vigil/openapi';

type DynamicPeriod = DateRangeDynamic['period'];

/**
 * Texts of the chart wizard. The spec names the types, views and config values (sections 3 and 9)
 * and the 'Latest data' / 'Data over time' labels; the rest of the wording is designed here. The
 * rule sentences shared with the server live in CHART_MESSAGES (@vigil/openapi).
 */
export const CHART_WIZARD_MESSAGES = {
  createTitle: 'New chart',
  editTitle: 'Edit chart',
  cancel: 'Cancel',
  discardTitle: 'Discard your changes?',
  discardNew: 'The new chart is not saved. Closing the wizard throws away what you have chosen.',
  discardEdit: 'Your changes to this chart are not saved. Closing the wizard throws them away.',
  discardConfirm: 'Discard changes',
  keepEditing: 'Keep editing',
  create: SHARED.addChart,
  save: 'Save chart',

  typeSection: 'Type',
  dataSection: 'Data',
  displaySection: 'Display',

  typeLabel: 'Chart type',
  viewLabel: 'View',

  dataSourceLabel: 'Data source',
  dataSourceFields: 'Latest data',
  dataSourceHistorical: 'Data over time',
  dataSourceAlwaysHistorical: 'This chart always shows data over time, from the daily snapshots.',

  queriesLabel: 'Queries',
  queriesOneEntity: 'The queries must all be of one asset type.',
  queriesNone: 'There are no saved queries to chart yet.',
  queriesCount: (min: number, max: number) =>
    min === max ? `Choose ${String(min)} ${min === 1 ? 'query' : 'queries'}.` : `Choose ${String(min)} to ${String(max)} queries.`,
  lineQueriesHint: 'A line chart shows at most 6 queries.',

  fieldLabel: 'Field',
  fieldPlaceholder: 'Choose a field',
  needQueryFirst: 'Choose a query first: its asset type gives the fields.',
  dimensionsLabel: 'Group by',
  measuresLabel: 'Measures',
  measureLabel: 'Measure',
  noMeasure: 'No measure',
  measuresHint: 'Up to 10 values computed per group.',
  measureCount: 'Count',
  measure: (fn: SummaryFunction, field: string) => `${SUMMARY_FUNCTION_LABELS[fn]} of ${field}`,

  dateRangeLabel: 'Date range',
  dateRangeRelative: 'Relative',
  dateRangeAbsolute: 'Between dates',
  dateRangeDynamic: 'Calendar period',
  datesLabel: 'Dates',
  /** Under the dates: where the daily snapshots start (GET dashboard/first_historical_date). */
  snapshotsFrom: (date: string) => `Daily snapshots start on ${date}.`,
  noSnapshotsYet: 'No daily snapshot has been taken yet: the first is taken after the first discovery.',
  rangeWithoutSnapshots: (date: string) => `No snapshot falls between these dates (they start on ${date}, up to today): the chart will show no data.`,
  datesRequired: 'Choose the first and last day.',
  relativeTypeLabel: 'Period',
  relativeLast: 'The last',
  relativeBefore: 'Before the last',
  countLabel: 'Count',
  unitLabel: 'Unit',
  countMin: 'Enter a whole number of at least 1.',
  countMax: 'Enter a whole number of at most 3,650.',
  textTooLong: 'A text is at most 50,000 characters.',
  dynamicPeriodLabel: 'Calendar period',
  dynamicCountLabel: 'How many periods',

  timeAggregationLabel: 'Group dates by',
  timeFormatLabel: 'Date format',
  timeGapLabel: 'Compare with',
  timeGapNone: 'No comparison',
  timeGapAbsolute: 'The start of the range',
  timeGapRelative: 'An earlier time',
  timeGapCountLabel: 'How long before',
  timeGapUnitLabel: 'Unit of time',

  nameLabel: 'Name',
  nameRequired: 'Enter a name.',
  nameTooLong: 'A name is at most 200 characters.',
  descriptionLabel: 'Description',
  descriptionTooLong: 'A description is at most 1000 characters.',
  showTitle: 'Show the title on the chart',

  sortLabel: 'Sort by',
  sortNone: 'Default order',
  sortName: 'Name',
  sortValue: 'Value',
  sortPercentage: 'Percentage',
  sortOrderLabel: 'Order',
  sortAsc: 'Ascending',
  sortDesc: 'Descending',

  dataSeriesLabel: 'Series',
  dataSeriesTotal: 'One total series',
  dataSeriesIndividual: 'One series per query',

  numberFormatLabel: 'Number format',
  numberFloat: 'As is (decimals)',
  numberCeiling: 'Round up',
  numberFloor: 'Round down',
  numberRound: 'Round to nearest',

  percentageLabel: 'Percentages of',
  percentageNone: 'None',
  percentageFromQuery: 'From selected query',
  percentageCustom: 'Custom input',
  percentageValueLabel: 'Basis value',
  percentageValuePositive: 'Enter a basis above 0.',

  summaryDescriptionLabel: 'Description under the value',
  summaryDefault: 'Default',
  summaryEmpty: 'None',
  summaryCustom: 'Custom',
  summaryTextLabel: 'Custom description',
  summaryTextRequired: 'Enter the description.',
  summaryTextTooLong: 'A description is at most 500 characters.',

  netChangeLabel: 'Net change colours',
  netIncrease: 'Increase',
  netDecrease: 'Decrease',
  netSame: 'Same',

  textLabel: 'Text',
  richTextLabel: 'Text (Markdown)',
  richTextHint: 'Markdown: # headings, **bold**, *italic*, lists and links.',
} as const;

export const CHART_TYPE_LABELS: Readonly<Record<ChartType, { label: string; description: string }>> = {
  summary: { label: 'Summary', description: 'One value of a query: a count, or a sum or average of a field.' },
  compare: { label: 'Compare', description: 'The asset counts of several queries side by side.' },
  compare_permission: { label: 'Compare permissions', description: 'The permissions found by several queries side by side.' },
  intersect: { label: 'Intersect', description: 'How two or three queries overlap.' },
  segment: { label: 'Segment', description: 'The assets of a query split by the values of a field.' },
  segment_timeline: { label: 'Segment over time', description: 'How the split of a query by a field changes over time.' },
  adapter_segment: { label: 'Adapter segment', description: 'The assets of a query split by the adapters that see them.' },
  timeline: { label: 'Timeline', description: 'The asset counts of queries over time.' },
  matrix: { label: 'Matrix', description: 'The assets of a query crossed by two fields.' },
  table: { label: 'Table', description: 'The assets of a query grouped by up to three fields.' },
  resource_asset_compare: { label: 'Resource compare', description: 'Resources and their assets across queries, side by side.' },
  resource_asset_timeline: { label: 'Resource timeline', description: 'Resources and their assets across queries, over time.' },
  text: { label: 'Text', description: 'A note on the dashboard, plain or in Markdown.' },
  assets_table: { label: 'Assets table', description: 'The assets of a query as a list.' },
  pivot: { label: 'Pivot', description: 'The assets of a query pivoted on one or two fields.' },
  rule_wizard: { label: 'Rule results', description: 'What a query-based rule found.' },
  role_mining: { label: 'Role mining', description: 'Roles suggested from shared entitlements.' },
};

export const CHART_VIEW_LABELS: Readonly<Record<ChartView, string>> = {
  histogram: 'Bars',
  adapter_histogram: 'Adapter bars',
  pie: 'Pie',
  line: 'Line',
  summary: 'Number',
  stacked: 'Stacked bars',
  table: 'Table',
  text: 'Plain text',
  rich_text: 'Rich text',
  matrix: 'Matrix',
  generic_table: 'Grid',
  venn_triangle: 'Venn diagram',
  cards: 'Cards',
  tree: 'Tree',
  adapter_connections: 'Adapter connections',
  scatter_plot: 'Scatter plot',
};

export const SUMMARY_FUNCTION_LABELS: Readonly<Record<SummaryFunction, string>> = {
  average: 'Average',
  sum: 'Sum',
  count: 'Count',
  count_true: 'Count true',
  count_false: 'Count false',
};

export const DATE_RANGE_UNIT_LABELS: Readonly<Record<DateRangeUnit, string>> = {
  hour: 'Hours',
  day: 'Days',
  week: 'Weeks',
  month: 'Months',
  quarter: 'Quarters',
  year: 'Years',
};

export const TIME_AGGREGATION_LABELS: Readonly<Record<TimeAggregationUnit, string>> = {
  hour: 'Hour',
  hour_in_day: 'Hour in a day',
  day: 'Day',
  day_in_week: 'Day in a week',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

export const TIME_FORMAT_LABELS: Readonly<Record<string, string>> = {
  long_date: 'Long date (Nov 26, 2026)',
  short_date: 'Short date (Nov 26)',
  iso_date: 'ISO date (2026-11-26)',
  hour_24: '24-hour (14:00)',
  hour_12: '12-hour (2 PM)',
  weekday_long: 'Weekday (Thursday)',
  weekday_short: 'Short weekday (Thu)',
  week_number: 'Week number (W48 2026)',
  week_start: 'First day of the week',
  month_long: 'Month and year (November 2026)',
  month_short: 'Short month (Nov 2026)',
  quarter: 'Quarter (Q4 2026)',
  year: 'Year (2026)',
};

export const DYNAMIC_PERIOD_LABELS: Readonly<Record<DynamicPeriod, string>> = {
  complete_weeks: 'Complete weeks',
  complete_months: 'Complete months',
  complete_quarters: 'Complete quarters',
  complete_years: 'Complete years',
  week_to_date: 'Week to date',
  month_to_date: 'Month to date',
  quarter_to_date: 'Quarter to date',
  year_to_date: 'Year to date',
};
