import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps } from './Chart.types';
import type { ChartTableModel } from './ChartFrame';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartValue } from './chartFormat';
import { useSelectHandler } from './useSelectHandler';

/** One slice of a pie. */
export interface PieSlice {
  /** The slice's label. */
  label: string;
  /** Its value (the share is computed from the total). */
  value: number;
}

export interface PieChartProps extends ChartBaseProps {
  /** The slices, in drawing order. */
  slices: PieSlice[];
}

/** Shares of a whole as a ring of slices, with the total in the middle: the spec's `pie` view. */
export function PieChart({
  slices,
  ...frame
}: PieChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect, unit } = frame;
  const theme = useTheme();
  const handleSelect = useSelectHandler(onSelect, (_seriesIndex, dataIndex) => {
    const slice = slices[dataIndex];
    return slice && { seriesName: slice.label, seriesIndex: 0, dataIndex, category: slice.label, value: slice.value };
  });
  const labels = useMemo(() => slices.map((s) => s.label), [slices]);
  const values = useMemo(() => slices.map((s) => s.value), [slices]);
  const total = values.reduce((sum, v) => sum + v, 0);
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onDataPoint: handleSelect });
    return {
      ...base,
      labels,
      legend: { ...base.legend, position: 'right' },
      stroke: { colors: [theme.colors.surface], width: 2 },
      plotOptions: {
        pie: {
          expandOnClick: false,
          donut: {
            size: '62%',
            labels: {
              show: true,
              name: { color: theme.colors.textMuted, fontSize: theme.font.size.sm },
              value: { color: theme.colors.text, fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold, formatter: (v: string) => formatChartValue(Number(v), unit) },
              total: { show: true, label: 'Total', color: theme.colors.textMuted, fontSize: theme.font.size.sm, formatter: () => formatChartValue(total, unit) },
            },
          },
        },
      },
      tooltip: { ...base.tooltip, y: { formatter: (value: number) => formatChartValue(value, unit) } },
    };
  }, [theme, handleSelect, labels, total, unit]);
  const table: ChartTableModel = {
    rowHeader: 'Slice',
    columns: ['Value'],
    rows: slices.map((slice, dataIndex) => ({
      label: slice.label,
      cells: [{ value: slice.value, selection: { seriesName: slice.label, seriesIndex: 0, dataIndex, category: slice.label, value: slice.value } }],
    })),
  };

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={slices.length === 0 || total === 0}
      table={table}
      type="donut"
      series={values}
      options={options}
    />
  );
}
