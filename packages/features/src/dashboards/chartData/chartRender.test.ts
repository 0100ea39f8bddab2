import { describe, expect, it } from 'vitest';
import type { Chart, ChartConfig, ChartData } from '@vigil/openapi';
import { categoryData, chartRender, formatValue, isSafeColor, percentageBasis, summaryDescription, summaryFigures, tableData, vennData } from './chartRender';

const data = (over: Partial<ChartData> = {}): ChartData => ({
  chart_id: 'c1',
  status: 'ok',
  categories: ['Windows', 'Linux', 'macOS'],
  series: [
    { name: 'Managed', values: [10, 30, 20] },
    { name: 'Cloud', values: [5, 1, 40] },
  ],
  total: 200,
  ...over,
});

const chart = (over: Partial<Chart> = {}): Pick<Chart, 'name' | 'view' | 'config' | 'description' | 'show_title'> => ({
  name: 'Devices by OS',
  view: 'histogram',
  config: {},
  description: null,
  show_title: true,
  ...over,
});

describe('number format', () => {
  it('keeps floats and rounds up, down and to the nearest', () => {
    expect(formatValue(2.5, 'float')).toBe(2.5);
    expect(formatValue(2.1, 'ceiling')).toBe(3);
    expect(formatValue(2.9, 'floor')).toBe(2);
    expect(formatValue(2.5, 'round')).toBe(3);
    expect(formatValue(2.4, undefined)).toBe(2.4);
  });
});

describe('category data', () => {
  it('keeps the server order and one series per query without sort or data series', () => {
    expect(categoryData({}, data())).toEqual({
      categories: ['Windows', 'Linux', 'macOS'],
      series: [
        { name: 'Managed', data: [10, 30, 20] },
        { name: 'Cloud', data: [5, 1, 40] },
      ],
    });
  });

  it('sums the queries into one Total series when data_series is total', () => {
    expect(categoryData({ data_series: 'total' }, data()).series).toEqual([{ name: 'Total', data: [15, 31, 60] }]);
    expect(categoryData({ data_series: 'individual' }, data()).series).toHaveLength(2);
  });

  it('sorts by name or by value (all series together), ascending or descending', () => {
    expect(categoryData({ sort: { type: 'name', order: 'asc' } }, data()).categories).toEqual(['Linux', 'macOS', 'Windows']);
    expect(categoryData({ sort: { type: 'name', order: 'desc' } }, data()).categories).toEqual(['Windows', 'macOS', 'Linux']);
    const byValue = categoryData({ sort: { type: 'value', order: 'desc' } }, data());
    expect(byValue.categories).toEqual(['macOS', 'Linux', 'Windows']);
    expect(byValue.series[1]?.data).toEqual([40, 1, 5]);
    expect(categoryData({ sort: { type: 'percentage', order: 'asc' } }, data()).categories).toEqual(['Windows', 'Linux', 'macOS']);
  });

  it('shows percentages of the selected query total or of the custom value, in the number format', () => {
    const fromQuery: ChartConfig = { data_series: 'total', percentage: { basis: 'from_selected_query' }, number_format: 'round' };
    expect(categoryData(fromQuery, data()).series[0]?.data).toEqual([8, 16, 30]);
    const custom: ChartConfig = { data_series: 'total', percentage: { basis: 'custom_input', custom_value: 400 }, number_format: 'floor' };
    expect(categoryData(custom, data()).series[0]?.data).toEqual([3, 7, 15]);
    expect(percentageBasis({ percentage: { basis: 'from_selected_query' } }, { total: 0 })).toBeNull();
    expect(percentageBasis({}, { total: 10 })).toBeNull();
  });

  it('reads dates as the categories of a time chart, named by its time aggregation', () => {
    expect(categoryData({}, data({ categories: undefined, dates: ['2026-11-01T00:00:00Z'], series: [{ name: 'A', values: [3] }] })).categories).toEqual(['Nov 1, 2026']);
  });
});

describe('summary', () => {
  it('describes with the chart description by default, nothing when empty, the text when custom', () => {
    expect(summaryDescription({ description: 'All managed', config: {} })).toBe('All managed');
    expect(summaryDescription({ description: null, config: { queries: [{ query_id: 'q', name: 'Managed devices' }] } })).toBe('Managed devices');
    expect(summaryDescription({ description: 'x', config: { summary_description: { type: 'empty' } } })).toBeUndefined();
    expect(summaryDescription({ description: 'x', config: { summary_description: { type: 'custom', text: 'Seen this week' } } })).toBe('Seen this week');
  });

  it('gives the value and the previous one, as percentages when asked', () => {
    expect(summaryFigures({}, data({ value: 1234.6, previous: 1000 }))).toEqual({ value: 1234.6, previous: 1000 });
    expect(summaryFigures({ number_format: 'round', percentage: { basis: 'custom_input', custom_value: 3 } }, data({ value: 1, previous: null }))).toEqual({ value: 33 });
    expect(summaryFigures({}, data({ value: null }))).toEqual({ value: null });
  });

  it('renders as a summary view with its description under the value and the net change colours of the config', () => {
    const render = chartRender(
      chart({ view: 'summary', description: 'ignored', config: { summary_description: { type: 'custom', text: 'Seen' }, net_change_colors: { increase: '#0a0' } } }),
      data({ value: 12, previous: 10 }),
      120,
    );
    expect(render).toEqual({
      kind: 'chart',
      props: { view: 'summary', title: 'Devices by OS', showTitle: true, height: 120, label: 'Seen', value: 12, previous: 10 },
      netChangeColors: { increase: '#0a0' },
    });
  });
});

describe('views', () => {
  it('draws histograms and adapter histograms as histograms, with show_title and the description', () => {
    const render = chartRender(chart({ view: 'adapter_histogram', show_title: false, description: 'By OS' }), data(), 200);
    expect(render).toMatchObject({ kind: 'chart', props: { view: 'histogram', showTitle: false, description: 'By OS', categories: ['Windows', 'Linux', 'macOS'] } });
  });

  it('draws pies and adapter connections as one whole of the totals', () => {
    for (const view of ['pie', 'adapter_connections'] as const) {
      expect(chartRender(chart({ view }), data(), 200)).toMatchObject({
        kind: 'chart',
        props: { view: 'pie', slices: [{ label: 'Windows', value: 15 }, { label: 'Linux', value: 31 }, { label: 'macOS', value: 60 }] },
      });
    }
  });

  it('marks the values as percentages when the chart shows them', () => {
    const percentages = chartRender(chart({ view: 'pie', config: { percentage: { basis: 'custom_input', custom_value: 400 } } }), data(), 200);
    expect(percentages).toMatchObject({ props: { unit: '%', slices: [{ label: 'Windows', value: 3.75 }, { label: 'Linux', value: 7.75 }, { label: 'macOS', value: 15 }] } });
    const counts = chartRender(chart({ view: 'pie' }), data(), 200);
    expect(counts.kind === 'chart' ? counts.props.unit : 'not a chart').toBeUndefined();
  });

  it('makes each query a slice or a card when queries are compared one series each, sorted as asked', () => {
    // A compare chart with data series `individual`: one category, a series per query.
    const individual = data({ categories: ['Count'], series: [{ name: 'Windows devices', values: [269] }, { name: 'macOS devices', values: [51] }, { name: 'Linux servers', values: [125] }] });
    const sorted = { data_series: 'individual', sort: { type: 'value', order: 'desc' } } as const;
    expect(chartRender(chart({ view: 'pie', config: sorted }), individual, 200)).toMatchObject({
      props: { slices: [{ label: 'Windows devices', value: 269 }, { label: 'Linux servers', value: 125 }, { label: 'macOS devices', value: 51 }] },
    });
    expect(chartRender(chart({ view: 'cards' }), individual, 200)).toMatchObject({
      props: { cards: [{ label: 'Windows devices', value: 269 }, { label: 'macOS devices', value: 51 }, { label: 'Linux servers', value: 125 }] },
    });
    // One query alone over one category stays one slice.
    expect(chartRender(chart({ view: 'pie' }), data({ categories: ['Count'], series: [{ name: 'Windows devices', values: [269] }] }), 200)).toMatchObject({
      props: { slices: [{ label: 'Count', value: 269 }] },
    });
  });

  it('draws an intersect as a pie of parts that do not overlap, adding up to the union', () => {
    const two = data({ categories: ['Windows', 'Unmanaged', 'Windows ∩ Unmanaged'], series: [{ name: 'Count', values: [269, 147, 21] }], total: 395 });
    expect(chartRender(chart({ view: 'pie' }), two, 200)).toMatchObject({
      props: { slices: [{ label: 'Windows only', value: 248 }, { label: 'Unmanaged only', value: 126 }, { label: 'Windows ∩ Unmanaged', value: 21 }] },
    });
    const three = data({ categories: ['A', 'B', 'C', 'A ∩ B', 'A ∩ C', 'B ∩ C', 'A ∩ B ∩ C'], series: [{ name: 'Count', values: [10, 8, 6, 4, 3, 2, 1] }], total: 16 });
    const render = chartRender(chart({ view: 'pie' }), three, 200);
    const slices = render.kind === 'chart' && render.props.view === 'pie' ? render.props.slices : [];
    expect(slices.map((slice) => [slice.label, slice.value])).toEqual([
      ['A only', 4], ['B only', 3], ['C only', 2], ['A ∩ B only', 3], ['A ∩ C only', 2], ['B ∩ C only', 1], ['A ∩ B ∩ C', 1],
    ]);
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(16);
    // The bars of an intersect keep each count as it is.
    expect(chartRender(chart({ view: 'histogram' }), two, 200)).toMatchObject({ props: { series: [{ data: [269, 147, 21] }] } });
  });

  it('names the days of bars over time by the time aggregation, not as timestamps', () => {
    const overTime = data({ categories: undefined, dates: ['2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'], series: [{ name: 'Windows devices', values: [258, 261] }] });
    expect(chartRender(chart({ view: 'histogram' }), overTime, 200)).toMatchObject({ props: { categories: ['Nov 21, 2026', 'Nov 22, 2026'] } });
    expect(chartRender(chart({ view: 'stacked', config: { time_aggregation: { unit: 'day', format: 'short_date' } } }), overTime, 200)).toMatchObject({ props: { categories: ['Nov 21', 'Nov 22'] } });
    expect(tableData({}, overTime).rows.map((row) => row.cells[0])).toEqual(['Nov 21, 2026', 'Nov 22, 2026']);
  });

  it('prints the percentages of a table view with their sign', () => {
    const counts = data({ total: 8, categories: ['Windows', 'macOS'], series: [{ name: 'Devices', values: [6, 2] }] });
    expect(tableData({ percentage: { basis: 'from_selected_query' } }, counts).rows.map((row) => row.cells)).toEqual([['Windows', '75%'], ['macOS', '25%']]);
    expect(tableData({ percentage: { basis: 'custom_input', custom_value: 3 } }, counts).rows[1]?.cells).toEqual(['macOS', '66.67%']);
    expect(tableData({}, counts).rows[0]?.cells).toEqual(['Windows', 6]);
  });

  it('draws a pivot as a matrix: a row per value of its first field, a column per value of its second', () => {
    const pivot = data({
      categories: undefined,
      series: undefined,
      table: {
        columns: [{ key: 'department', label: 'Department' }, { key: 'device_type', label: 'Device Type' }, { key: 'value', label: 'Count' }],
        rows: [['Engineering', 'Laptop', 31], ['Sales', 'Laptop', 23], ['Engineering', 'Desktop', 4]],
      },
    });
    expect(chartRender(chart({ view: 'matrix' }), pivot, 200)).toMatchObject({
      props: { view: 'matrix', columns: ['Laptop', 'Desktop'], rows: [{ name: 'Engineering', data: [31, 4] }, { name: 'Sales', data: [23, 0] }] },
    });
  });

  it('draws a line over dates as a timeline, and over categories as a line', () => {
    const overTime = chartRender(chart({ view: 'line' }), data({ categories: undefined, dates: ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'], series: [{ name: 'A', values: [1, 2] }] }), 200);
    expect(overTime).toMatchObject({ props: { view: 'timeline', series: [{ name: 'A', data: [{ x: Date.parse('2026-11-01T00:00:00Z'), y: 1 }, { x: Date.parse('2026-11-02T00:00:00Z'), y: 2 }] }] } });
    expect(chartRender(chart({ view: 'line' }), data(), 200)).toMatchObject({ props: { view: 'line', categories: ['Windows', 'Linux', 'macOS'] } });
  });

  it("names a timeline's dates as its time aggregation says, as the bars do; days in the default format keep the axis' own", () => {
    const overTime = data({ categories: undefined, dates: ['2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'], series: [{ name: 'A', values: [1, 2] }] });
    const formatOf = (aggregation: Chart['config']['time_aggregation']) => {
      const render = chartRender(chart({ view: 'line', config: { ...chart().config, ...(aggregation && { time_aggregation: aggregation }) } }), overTime, 200);
      return render.kind === 'chart' && 'formatDate' in render.props ? (render.props.formatDate as (ms: number) => string) : undefined;
    };
    expect(formatOf({ unit: 'month', format: 'month_short' })?.(Date.parse('2026-11-01T00:00:00Z'))).toBe('Nov 2026');
    expect(formatOf({ unit: 'quarter' })?.(Date.parse('2026-11-01T00:00:00Z'))).toBe('Q4 2026');
    expect(formatOf({ unit: 'day', format: 'iso_date' })?.(Date.parse('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
    expect(formatOf({ unit: 'day', format: 'long_date' })).toBeUndefined();
    expect(formatOf(undefined)).toBeUndefined();
  });

  it('places named points of a scatter plot by rank, from 1, with the series as the y axis and each point named', () => {
    const mined = data({ categories: ['okta: Everyone', 'github: member', 'zoom: user'], series: [{ name: 'Users', values: [52, 19, 15] }] });
    const render = chartRender(chart({ view: 'scatter_plot' }), mined, 200);
    expect(render).toMatchObject({ props: { xLabel: 'Rank', yLabel: 'Users' } });
    expect(render).toHaveProperty('props.series', [
      { name: 'Users', data: [{ x: 1, y: 52, label: 'okta: Everyone' }, { x: 2, y: 19, label: 'github: member' }, { x: 3, y: 15, label: 'zoom: user' }] },
    ]);
  });

  it('draws stacked, matrix, venn and scatter plots', () => {
    expect(chartRender(chart({ view: 'stacked' }), data(), 200)).toMatchObject({ props: { view: 'stacked' } });
    expect(chartRender(chart({ view: 'matrix' }), data(), 200)).toMatchObject({ props: { view: 'matrix', columns: ['Windows', 'Linux', 'macOS'], rows: [{ name: 'Managed' }, { name: 'Cloud' }] } });
    const venn = data({ categories: ['A', 'B', 'A ∩ B'], series: [{ name: 'Assets', values: [10, 8, 3] }] });
    expect(vennData({}, venn)).toEqual({ sets: [{ name: 'A', size: 10 }, { name: 'B', size: 8 }], intersections: [{ sets: ['A', 'B'], size: 3 }] });
    expect(chartRender(chart({ view: 'venn_triangle' }), venn, 200)).toMatchObject({ props: { view: 'venn_triangle' } });
    expect(chartRender(chart({ view: 'scatter_plot' }), data({ categories: ['1', '5'], series: [{ name: 'Roles', values: [3, 4] }] }), 200)).toMatchObject({
      props: { view: 'scatter_plot', xLabel: 'Value', yLabel: 'Roles', series: [{ name: 'Roles', data: [{ x: 1, y: 3 }, { x: 5, y: 4 }] }] },
    });
    // Numbers place their points: no names.
    expect(JSON.stringify(chartRender(chart({ view: 'scatter_plot' }), data({ categories: ['1', '5'], series: [{ name: 'Roles', values: [3, 4] }] }), 200))).not.toContain('label');
  });

  it('puts tables (and categories shown as a table) in rows', () => {
    const table = data({ table: { columns: [{ key: 'name', label: 'Name' }], rows: [['WS-1'], ['WS-2']] } });
    expect(tableData({}, table)).toEqual({ columns: [{ key: 'name', label: 'Name' }], rows: [{ id: '0', cells: ['WS-1'] }, { id: '1', cells: ['WS-2'] }] });
    expect(chartRender(chart({ view: 'generic_table' }), table, 200)).toMatchObject({ kind: 'table' });
    expect(tableData({ data_series: 'total' }, data())).toEqual({
      columns: [{ key: 'category', label: 'Name' }, { key: 's0', label: 'Total' }],
      rows: [{ id: '0', cells: ['Windows', 15] }, { id: '1', cells: ['Linux', 31] }, { id: '2', cells: ['macOS', 60] }],
    });
  });

  it('draws text, rich text, cards and tree with the ui views', () => {
    expect(chartRender(chart({ view: 'text', config: { text: 'Line 1\nLine 2' } }), data(), 200)).toMatchObject({ kind: 'chart', props: { view: 'text', text: 'Line 1\nLine 2', height: 200 } });
    expect(chartRender(chart({ view: 'rich_text', config: { text: '**Hi**' } }), data(), 200)).toMatchObject({ kind: 'chart', props: { view: 'rich_text', markdown: '**Hi**' } });
    expect(chartRender(chart({ view: 'cards' }), data({ categories: undefined, series: undefined, value: 7, previous: 5 }), 200)).toMatchObject({
      kind: 'chart',
      props: { view: 'cards', cards: [{ label: 'Devices by OS', value: 7, previous: 5 }] },
    });
    expect(chartRender(chart({ view: 'cards' }), data({ categories: undefined, series: undefined, value: null }), 200)).toMatchObject({ props: { cards: [{ label: 'Devices by OS', value: null }] } });
    expect(chartRender(chart({ view: 'cards' }), data(), 200)).toMatchObject({ props: { view: 'cards', cards: [{ label: 'Windows', value: 15 }, { label: 'Linux', value: 31 }, { label: 'macOS', value: 60 }] } });
    expect(chartRender(chart({ view: 'tree' }), data(), 200)).toMatchObject({ kind: 'chart', props: { view: 'tree', items: [{ label: 'Windows', value: 15 }, { label: 'Linux', value: 31 }, { label: 'macOS', value: 60 }] } });
  });
});

describe('colours', () => {
  it('takes hex, rgb, hsl and names, nothing else', () => {
    expect(['#0a0', '#00aa00', 'rgb(1, 2, 3)', 'hsla(1, 2%, 3%, .5)', 'green'].every(isSafeColor)).toBe(true);
    expect(['red; background: url(x)', '', undefined, 'expression(alert(1))'].some(isSafeColor)).toBe(false);
  });
});
