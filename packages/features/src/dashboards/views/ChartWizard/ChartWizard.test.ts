import { describe, expect, it } from 'vitest';
import {
  CHART_DIMENSIONS,
  CHART_FIELD_TYPES,
  CHART_MESSAGES,
  CHART_QUERY_COUNT,
  CHART_TYPES,
  CHART_VIEWS_BY_TYPE,
  DEFAULT_CHART_SIZE,
  type Chart,
  type DataField,
} from '@vigil/openapi';
import { CHART_WIZARD_MESSAGES as M } from '../../dashboards.wizard.messages';
import {
  chartCreateOf,
  emptyWizardValues,
  fieldOfPointer,
  fieldShown,
  measureOptions,
  viewForType,
  wizardApplies,
  wizardProblems,
  wizardValuesOf,
  type WizardValues,
} from './chartWizardForm';

const QUERIES = [
  { id: 'q1', name: 'Windows devices', entity: 'devices' },
  { id: 'q2', name: 'Linux devices', entity: 'devices' },
  { id: 'q3', name: 'Admins', entity: 'users' },
];

const values = (changes: Partial<WizardValues>): WizardValues => ({ ...emptyWizardValues(), name: 'Chart', ...changes });

const CHART: Chart = {
  id: 'c1',
  space: 's1',
  name: 'Devices over time',
  metric: 'timeline',
  view: 'line',
  description: 'Two OS families',
  show_title: false,
  pinned: true,
  size: { height: 8, width: 2 },
  layout: { x: 0, y: 0, w: 2, h: 8 },
  config: {
    entity: 'devices',
    data_source: 'historical',
    queries: [{ query_id: 'q1', name: 'Windows', color: '#123456' }, { query_id: 'q2' }],
    data_series: 'total',
    number_format: 'round',
    net_change_colors: { increase: '#00AA00', decrease: 'red', same: '#999999' },
    time_gap: { type: 'relative', unit: 'week', count: 2 },
    time_aggregation: { unit: 'week', format: 'week_number' },
    date_range: { type: 'absolute', date_from: '2026-01-01', date_to: '2026-03-31' },
  },
};

describe('chartCreateOf', () => {
  it('builds a line chart over two queries with data over time and a relative range', () => {
    const chart = chartCreateOf(
      values({ metric: 'compare', view: 'line', data_source: 'historical', queries: ['q1', 'q2'], relative_type: 'before', relative_unit: 'week', relative_count: 3 }),
      QUERIES,
    );
    expect(chart).toEqual({
      name: 'Chart',
      metric: 'compare',
      view: 'line',
      description: null,
      show_title: true,
      size: DEFAULT_CHART_SIZE,
      config: {
        entity: 'devices',
        data_source: 'historical',
        queries: [{ query_id: 'q1' }, { query_id: 'q2' }],
        data_series: 'individual',
        number_format: 'float',
        time_aggregation: { unit: 'day', format: 'long_date' },
        date_range: { type: 'relative', relative_type: 'before', unit: 'week', count: 3 },
      },
    });
  });

  it('sends percentages only when a basis is chosen', () => {
    const pie = (more: Partial<WizardValues>) => chartCreateOf(values({ metric: 'segment', view: 'pie', queries: ['q1'], field: 'os', ...more }), QUERIES).config;
    expect(pie({}).percentage).toBeUndefined();
    expect(pie({ percentage_basis: 'from_selected_query' }).percentage).toEqual({ basis: 'from_selected_query' });
    expect(pie({ percentage_basis: 'custom_input', percentage_value: 400 }).percentage).toEqual({ basis: 'custom_input', custom_value: 400 });
  });

  it('sends only what a summary uses: its measure (with the measure\'s field) and description; no field of its own, no date range on latest data', () => {
    const chart = chartCreateOf(
      values({ metric: 'summary', view: 'summary', queries: ['q1'], field: 'cpu', measures: ['average:cpu'], summary_description_type: 'custom', summary_description_text: 'Mean CPU', sort_type: 'value', text: 'ignored' }),
      QUERIES,
    );
    expect(chart.config).toEqual({
      entity: 'devices',
      data_source: 'fields',
      queries: [{ query_id: 'q1' }],
      measures: [{ function: 'average', field: 'cpu' }],
      summary_description: { type: 'custom', text: 'Mean CPU' },
      number_format: 'float',
    });
    expect(chart.size).toEqual({ height: 7, width: 6 });
  });

  it('a text chart carries its text and no queries', () => {
    const chart = chartCreateOf(values({ metric: 'text', view: 'rich_text', text: '# Hello', queries: ['q1'], description: '  Notes  ' }), QUERIES);
    expect(chart).toMatchObject({ metric: 'text', view: 'rich_text', description: 'Notes', config: { text: '# Hello' } });
    expect(chart.config).toEqual({ text: '# Hello' });
  });

  it('fits the size to the view minimum (a matrix is at least 6 x 6)', () => {
    expect(chartCreateOf(values({ metric: 'matrix', view: 'matrix', queries: ['q1'], dimensions: ['a', 'b'] }), QUERIES).size).toEqual({ height: 7, width: 6 });
    expect(chartCreateOf(values({ metric: 'text', view: 'text' }), QUERIES, { ...CHART, metric: 'text', view: 'text', size: { height: 2, width: 1 } }).size).toEqual({
      height: 4,
      width: 1,
    });
  });

  it('round-trips a saved chart, keeping query names, colours, the filter and pinned', () => {
    const filter = { operator: 'and', conditions: [], groups: [] } as unknown as NonNullable<Chart['config']['filter']>;
    const saved: Chart = { ...CHART, config: { ...CHART.config, filter } };
    const form = wizardValuesOf(saved);
    expect(form).toMatchObject({
      metric: 'timeline',
      view: 'line',
      data_source: 'historical',
      queries: ['q1', 'q2'],
      date_range_type: 'absolute',
      date_from: '2026-01-01',
      date_to: '2026-03-31',
      time_gap_type: 'relative',
      time_gap_unit: 'week',
      time_gap_count: 2,
      time_aggregation_unit: 'week',
      time_aggregation_format: 'week_number',
      net_increase: '#00aa00',
      net_decrease: '#ff0000',
      net_same: '#999999',
      name: 'Devices over time',
      description: 'Two OS families',
      show_title: false,
    });
    const back = chartCreateOf(form, QUERIES, saved);
    expect(back).toEqual({
      name: 'Devices over time',
      metric: 'timeline',
      view: 'line',
      description: 'Two OS families',
      show_title: false,
      pinned: true,
      size: { height: 8, width: 3 },
      config: {
        ...CHART.config,
        filter,
        net_change_colors: { increase: '#00aa00', decrease: '#ff0000', same: '#999999' },
      },
    });
  });

  it('a new chart has the default range of the last 7 days and the day in long date format', () => {
    const form = emptyWizardValues();
    expect(form).toMatchObject({ date_range_type: 'relative', relative_type: 'last', relative_unit: 'day', relative_count: 7, time_aggregation_unit: 'day', time_aggregation_format: 'long_date' });
    expect(chartCreateOf({ ...form, name: 'T', metric: 'timeline', view: 'line', queries: ['q1'] }, QUERIES).config.date_range).toEqual({
      type: 'relative',
      relative_type: 'last',
      unit: 'day',
      count: 7,
    });
  });

  it('dynamic ranges carry a count only for complete periods', () => {
    const base = values({ metric: 'timeline', view: 'line', queries: ['q1'], date_range_type: 'dynamic', dynamic_count: 3 });
    expect(chartCreateOf({ ...base, dynamic_period: 'complete_months' }, QUERIES).config.date_range).toEqual({ type: 'dynamic', period: 'complete_months', count: 3 });
    expect(chartCreateOf({ ...base, dynamic_period: 'year_to_date' }, QUERIES).config.date_range).toEqual({ type: 'dynamic', period: 'year_to_date' });
  });
});

describe('wizardProblems', () => {
  const messagesOf = (form: WizardValues) => wizardProblems(form, QUERIES);

  it('says the exact line limit on a line chart of 7 queries', () => {
    const many = Array.from({ length: 7 }, (_, i) => `q${String(i)}`);
    expect(messagesOf(values({ metric: 'compare', view: 'line', queries: many }))).toContainEqual({ field: 'queries', message: CHART_MESSAGES.lineQueries });
  });

  it('says a reversed absolute range on the date range', () => {
    const reversed = values({ metric: 'timeline', view: 'line', queries: ['q1'], date_range_type: 'absolute', date_from: '2026-05-02', date_to: '2026-05-01' });
    expect(messagesOf(reversed)).toEqual([{ field: 'date_range_type', message: 'The date range must start before it ends.' }]);
  });

  it('asks for a name, a field, the dimensions and a query count', () => {
    expect(messagesOf(values({ name: ' ', metric: 'segment', view: 'histogram' }))).toEqual([
      { field: 'name', message: M.nameRequired },
      { field: 'queries', message: CHART_MESSAGES.tooFewQueries(1) },
      { field: 'field', message: CHART_MESSAGES.fieldRequired },
    ]);
    expect(messagesOf(values({ metric: 'matrix', view: 'matrix', queries: ['q1'], dimensions: ['a'] }))).toEqual([
      { field: 'dimensions', message: CHART_MESSAGES.dimensions(2, 2) },
    ]);
  });

  it('limits measures by view: one on most, ten on stacked', () => {
    const two = ['count', 'sum:cpu'];
    expect(messagesOf(values({ metric: 'segment', view: 'histogram', queries: ['q1'], field: 'os', measures: two }))).toEqual([
      { field: 'measures', message: CHART_MESSAGES.otherMeasures },
    ]);
    expect(messagesOf(values({ metric: 'segment', view: 'stacked', queries: ['q1'], field: 'os', measures: two }))).toEqual([]);
  });

  it('ignores the parts the chosen type does not use (a text chart with stale queries is fine)', () => {
    expect(messagesOf(values({ metric: 'text', view: 'text', text: 'Notes', queries: ['q1', 'q2'], measures: ['count', 'sum:x'], date_range_type: 'absolute' }))).toEqual([]);
  });

  it('asks for the text of a text chart (blank is refused, as the server does)', () => {
    expect(messagesOf(values({ metric: 'text', view: 'rich_text', text: '  ' }))).toEqual([{ field: 'text', message: CHART_MESSAGES.textRequired }]);
  });

  it('accepts every type in each of its views once its data is chosen (a segment over time included)', () => {
    for (const metric of CHART_TYPES) {
      const [fewestQueries] = CHART_QUERY_COUNT[metric];
      const [fewestDimensions] = CHART_DIMENSIONS[metric] ?? [0];
      for (const view of CHART_VIEWS_BY_TYPE[metric]) {
        const form = values({
          metric,
          view,
          queries: ['q1', 'q2', 'q1', 'q2'].slice(0, fewestQueries),
          field: CHART_FIELD_TYPES.includes(metric) ? 'os' : '',
          dimensions: ['os', 'department', 'type'].slice(0, fewestDimensions),
          text: metric === 'text' ? 'Read me' : '',
        });
        expect({ metric, view, problems: messagesOf(form) }).toEqual({ metric, view, problems: [] });
      }
    }
    expect(chartCreateOf(values({ metric: 'segment_timeline', view: 'line', queries: ['q1'], field: 'os' }), QUERIES).config.data_source).toBe('historical');
  });

  it('checks counts and the custom percentage basis', () => {
    expect(messagesOf(values({ metric: 'timeline', view: 'line', queries: ['q1'], relative_count: 0 }))).toEqual([{ field: 'relative_count', message: M.countMin }]);
    expect(messagesOf(values({ metric: 'timeline', view: 'line', queries: ['q1'], relative_count: 3651 }))).toEqual([{ field: 'relative_count', message: M.countMax }]);
    expect(messagesOf(values({ metric: 'timeline', view: 'line', queries: ['q1'], relative_count: 3650 }))).toEqual([]);
    // Ten years back at most, whatever the unit: the count is what to change, so it carries the message.
    expect(messagesOf(values({ metric: 'timeline', view: 'line', queries: ['q1'], relative_unit: 'year', relative_count: 20 }))).toEqual([{ field: 'relative_count', message: CHART_MESSAGES.tooFarBack }]);
    expect(messagesOf(values({ metric: 'text', view: 'rich_text', queries: [], text: 'x'.repeat(50_001) }))).toEqual([{ field: 'text', message: M.textTooLong }]);
    expect(messagesOf(values({ metric: 'compare', view: 'pie', queries: ['q1'], percentage_basis: 'custom_input', percentage_value: Number.NaN }))).toEqual([
      { field: 'percentage_value', message: M.percentageValuePositive },
    ]);
  });
});

describe('form helpers', () => {
  it('knows which fields the wizard shows, so that a problem on a hidden one is the form\'s own', () => {
    const timeline = wizardApplies({ metric: 'segment_timeline', view: 'line', data_source: 'historical' });
    expect(fieldShown('data_source', timeline)).toBe(false);
    expect(fieldShown('field', timeline)).toBe(true);
    expect(fieldShown('sort_type', timeline)).toBe(false);
    const compare = wizardApplies({ metric: 'compare', view: 'histogram', data_source: 'fields' });
    expect(fieldShown('data_source', compare)).toBe(true);
    expect(fieldShown('sort_type', compare)).toBe(true);
    expect(fieldShown('time_gap_count', compare)).toBe(false);
    expect(fieldShown('name', compare)).toBe(true);
  });

  it('maps server pointers to fields, and unknown ones to the form', () => {
    expect(fieldOfPointer('/config/queries')).toBe('queries');
    expect(fieldOfPointer('/config/queries/3/query_id')).toBe('queries');
    expect(fieldOfPointer('/config/date_range/date_to')).toBe('date_range_type');
    expect(fieldOfPointer('/config/percentage/custom_value')).toBe('percentage_value');
    expect(fieldOfPointer('/name')).toBe('name');
    expect(fieldOfPointer('/layout')).toBeUndefined();
    expect(fieldOfPointer('/config/filter')).toBeUndefined();
  });

  it('offers average and sum of numbers, count, and count true/false of booleans', () => {
    const fields: DataField[] = [
      { name: 'cpu', title: 'CPU', type: 'number', supports_count: false },
      { name: 'managed', title: 'Managed', type: 'bool', supports_count: false },
      { name: 'host', title: 'Host', type: 'string', supports_count: false },
    ];
    expect(measureOptions(fields)).toEqual([
      { function: 'count' },
      { function: 'average', field: 'cpu' },
      { function: 'sum', field: 'cpu' },
      { function: 'count_true', field: 'managed' },
      { function: 'count_false', field: 'managed' },
    ]);
  });

  it('keeps an allowed view when the type changes, else takes the type default', () => {
    expect(viewForType('compare', 'pie')).toBe('pie');
    expect(viewForType('summary', 'pie')).toBe('summary');
    for (const type of CHART_TYPES) expect(viewForType(type)).toBe(CHART_VIEWS_BY_TYPE[type][0]);
  });

  it('time types are always over time; other types only on request', () => {
    expect(wizardApplies({ metric: 'timeline', view: 'line', data_source: 'fields' })).toMatchObject({ historical: true, dataSourceChoice: false });
    expect(wizardApplies({ metric: 'compare', view: 'line', data_source: 'fields' })).toMatchObject({ historical: false, dataSourceChoice: true });
    expect(wizardApplies({ metric: 'segment', view: 'pie', data_source: 'historical' })).toMatchObject({ historical: false, dataSourceChoice: false });
  });

  it('offers no measure over time (the daily snapshots hold counts), and says why where latest data could have one', () => {
    expect(wizardApplies({ metric: 'summary', view: 'summary', data_source: 'fields' })).toMatchObject({ measures: 'one', historicalCountsOnly: false });
    expect(wizardApplies({ metric: 'summary', view: 'summary', data_source: 'historical' })).toMatchObject({ measures: false, historicalCountsOnly: true });
    expect(wizardApplies({ metric: 'segment_timeline', view: 'line', data_source: 'historical' })).toMatchObject({ measures: false, historicalCountsOnly: false });
  });
});
