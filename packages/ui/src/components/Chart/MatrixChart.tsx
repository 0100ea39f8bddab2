import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps, type ChartSeries } from './Chart.types';
import { isEmptySeries, seriesSummary } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
import { categorySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';

/** Share of the highest value above which a cell's shade needs the primary's text colour, per theme. */
const MATRIX_ON_PRIMARY_FROM = { light: 0.6, dark: 0.8 } as const;

export interface MatrixChartProps extends ChartBaseProps {
  /** The rows of the matrix, each with one value per column. */
  rows: ChartSeries[];
  /** The column labels, in order. */
  columns: string[];
}

/** Values at the crossing of two dimensions as shaded cells: the spec's `matrix` view. */
export function MatrixChart({
  rows,
  columns,
  ...frame
}: MatrixChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  // ApexCharts draws the first heatmap series at the bottom; reversed, rows read top-down.
  const drawnRows = useMemo(() => [...rows].reverse(), [rows]);
  const handleSelect = useSelectHandler(onSelect, (drawnIndex, dataIndex) =>
    categorySelection(rows, rows.length - 1 - drawnIndex, dataIndex, columns),
  );
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onDataPoint: handleSelect });
    const highest = Math.max(0, ...rows.flatMap((row) => row.data));
    // Cells near the full series colour take the text colour made for it; the others the theme's text.
    const labelColour = ({ seriesIndex, dataPointIndex }: { seriesIndex: number; dataPointIndex: number }) => {
      const value = drawnRows[seriesIndex]?.data[dataPointIndex] ?? 0;
      return highest > 0 && value / highest > MATRIX_ON_PRIMARY_FROM[theme.name] ? theme.colors.onPrimary : theme.colors.text;
    };
    return {
      ...base,
      colors: [theme.colors.chart[0] ?? theme.colors.primary],
      stroke: { colors: [theme.colors.surface], width: 2 },
      plotOptions: { heatmap: { radius: 2, shadeIntensity: 0.75, enableShades: true } },
      dataLabels: {
        enabled: true,
        // ApexCharts takes a function per label colour; its types only list strings.
        style: { colors: [labelColour] as unknown as string[], fontSize: theme.font.size.xs, fontWeight: theme.font.weight.medium },
        formatter: (value: number | string | number[]) => (typeof value === 'number' ? formatChartNumber(value) : String(value)),
      },
      xaxis: { ...base.xaxis, categories: columns, position: 'top', axisBorder: { show: false }, axisTicks: { show: false } },
      grid: { ...base.grid, show: false },
      legend: { show: false },
      tooltip: { ...base.tooltip, y: { formatter: (value: number) => formatChartNumber(value) } },
    };
  }, [theme, handleSelect, columns, rows, drawnRows]);
  const apexSeries = useMemo(
    () => drawnRows.map((row) => ({ name: row.name, data: row.data.map((y, i) => ({ x: columns[i] ?? String(i), y })) })),
    [drawnRows, columns],
  );

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={columns.length === 0 || isEmptySeries(rows)}
      table={{ ...transposed(rows, columns), summary: seriesSummary(rows) }}
      type="heatmap"
      series={apexSeries}
      options={options}
    />
  );
}

/** The matrix's table reads like the drawing: a row per matrix row, a column per matrix column. */
function transposed(rows: readonly ChartSeries[], columns: readonly string[]) {
  return {
    rowHeader: 'Row',
    columns: [...columns],
    rows: rows.map((row, seriesIndex) => ({
      label: row.name,
      cells: columns.map((_column, dataIndex) => ({
        value: row.data[dataIndex],
        selection: categorySelection(rows, seriesIndex, dataIndex, columns),
      })),
    })),
  };
}
