import { describe, expect, it } from 'vitest';
import { CHART_MESSAGES, chartProblems, placeChart, type ChartConfig, type ChartShape } from './charts.js';

describe('placeChart', () => {
  it('puts a chart beside the last ones while the row has room, else below them', () => {
    const layouts = [
      { x: 0, y: 0, w: 6, h: 7 },
      { x: 6, y: 0, w: 6, h: 4 },
    ];
    expect(placeChart(layouts, { height: 3, width: 6 })).toEqual({ x: 6, y: 4, w: 6, h: 3 });
    expect(placeChart(layouts, { height: 7, width: 12 })).toEqual({ x: 0, y: 7, w: 12, h: 7 });
    expect(placeChart([], { height: 7, width: 6 })).toEqual({ x: 0, y: 0, w: 6, h: 7 });
  });

  it('tries only the rows where a place can open, so a chart far down is found at once', () => {
    const far = [{ x: 0, y: 0, w: 12, h: 1_000_000_000 }];
    expect(placeChart(far, { height: 7, width: 6 })).toEqual({ x: 0, y: 1_000_000_000, w: 6, h: 7 });
  });
});

describe('chartProblems', () => {
  const base: ChartShape & { config: ChartConfig } = { name: 'Trend', metric: 'timeline', view: 'line', config: { data_source: 'historical', queries: [{ query_id: 'q' }] } };

  it('keeps date ranges and time gaps within the ten years of snapshots, whatever the unit', () => {
    const reach = (config: ChartConfig) => chartProblems({ ...base, config: { ...base.config, ...config } }).map((problem) => problem.message);
    expect(reach({ date_range: { type: 'relative', relative_type: 'last', unit: 'month', count: 120 } })).toEqual([]);
    expect(reach({ date_range: { type: 'relative', relative_type: 'last', unit: 'month', count: 121 } })).toEqual([CHART_MESSAGES.tooFarBack]);
    expect(reach({ date_range: { type: 'dynamic', period: 'complete_quarters', count: 39 } })).toEqual([]);
    expect(reach({ date_range: { type: 'dynamic', period: 'complete_quarters', count: 40 } })).toEqual([CHART_MESSAGES.tooFarBack]);
    expect(reach({ time_gap: { type: 'relative', unit: 'year', count: 11 } })).toEqual([CHART_MESSAGES.tooFarBack]);
  });

  it('keeps a layout within the 12 columns, and a name that is not blank', () => {
    expect(chartProblems({ ...base, layout: { x: 7, y: 0, w: 6, h: 4 } })).toEqual([{ pointer: '/layout', message: CHART_MESSAGES.outsideGrid }]);
    expect(chartProblems({ ...base, name: ' \t' })).toEqual([{ pointer: '/name', message: CHART_MESSAGES.nameRequired }]);
  });
});
