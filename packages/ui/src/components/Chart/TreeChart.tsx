import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps } from './Chart.types';
import type { ChartTableModel } from './ChartFrame';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
import { useSelectHandler } from './useSelectHandler';

/** One tile of a tree map. */
export interface TreeChartItem {
  /** The tile's label (a field value, a role...). */
  label: string;
  /** Its value, which sets the tile's area. */
  value: number;
}

export interface TreeChartProps extends ChartBaseProps {
  /** The tiles; those of value 0 or less are not drawn (the data table still lists them). */
  items: TreeChartItem[];
  /**
   * What the values count, as the data table's column header.
   * @default 'Value'
   */
  valueLabel?: string;
}

/** Parts of a whole as nested rectangles sized by value: the spec's `tree` view. */
export function TreeChart({ items, valueLabel = 'Value', ...frame }: TreeChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  // ApexCharts cannot size a tile of 0 or less; the drawn tiles map back to `items` by index.
  const drawn = useMemo(() => items.flatMap((item, dataIndex) => (item.value > 0 ? [{ item, dataIndex }] : [])), [items]);
  const handleSelect = useSelectHandler(onSelect, (_seriesIndex, tile) => {
    const entry = drawn[tile];
    return entry && { seriesName: entry.item.label, seriesIndex: 0, dataIndex: entry.dataIndex, category: entry.item.label, value: entry.item.value };
  });
  const series = useMemo(() => [{ name: valueLabel, data: drawn.map(({ item }) => ({ x: item.label, y: item.value })) }], [drawn, valueLabel]);
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onDataPoint: handleSelect });
    return {
      ...base,
      legend: { show: false },
      stroke: { colors: [theme.colors.surface], width: 2 },
      dataLabels: {
        enabled: true,
        style: { fontSize: theme.font.size.sm, fontWeight: theme.font.weight.medium },
        // A tile shows its label and value on one line (treemap formatters get the tile's value in `opts.value`).
        formatter: (label, opts) => {
          const value: unknown = opts?.['value'];
          return typeof value === 'number' ? `${String(label)} · ${formatChartNumber(value)}` : String(label);
        },
      },
      plotOptions: {
        treemap: {
          distributed: true,
          enableShades: false,
          borderRadius: 4,
          // The text keeps its size and is cut to its tile (turned along a tall, narrow one), where the
          // default scaled it down with the tile: a small tile's name was a few pixels tall, unreadable.
          // A tile too small for any of it shows none; the tooltip and the data table name it.
          dataLabels: { format: 'truncate' },
        },
      },
      tooltip: { ...base.tooltip, y: { formatter: (value: number) => formatChartNumber(value) } },
    };
  }, [theme, handleSelect]);
  const table: ChartTableModel = {
    rowHeader: 'Segment',
    columns: [valueLabel],
    rows: items.map((item, dataIndex) => ({
      label: item.label,
      cells: [{ value: item.value, selection: { seriesName: item.label, seriesIndex: 0, dataIndex, category: item.label, value: item.value } }],
    })),
  };
  return <ApexChartFrame {...frame} height={height} isEmpty={drawn.length === 0} table={table} type="treemap" series={series} options={options} />;
}
