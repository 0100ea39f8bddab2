import { describe, expect, it } from 'vitest';
import { CHART_TABLE_MAX_ROWS } from './Chart.types';
import { categoryTable } from './categoryTable';

const series = (length: number) => [{ name: 'Risk', data: Array.from({ length }, (_, i) => i) }];
const categories = (length: number) => Array.from({ length }, (_, i) => `c${i}`);

describe('categoryTable', () => {
  it('builds one row per category while they fit in the data table', () => {
    const table = categoryTable(series(CHART_TABLE_MAX_ROWS), categories(CHART_TABLE_MAX_ROWS));
    expect(table.rows).toHaveLength(CHART_TABLE_MAX_ROWS);
    expect(table.rows[3]).toEqual({
      label: 'c3',
      cells: [{ value: 3, selection: { seriesName: 'Risk', seriesIndex: 0, dataIndex: 3, category: 'c3', value: 3 } }],
    });
  });

  it('counts the rows without building them when only the summary is shown', () => {
    const table = categoryTable(series(30_000), categories(30_000));
    expect(table.rows).toEqual([]);
    expect(table.rowCount).toBe(30_000);
    expect(table.summary).toBe('Risk: 30,000 values, lowest 0, highest 29,999, last 29,999.');
  });
});
