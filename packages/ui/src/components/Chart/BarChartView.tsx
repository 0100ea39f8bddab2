import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps, type ChartSeries } from './Chart.types';
import { categoryTable, isEmptySeries } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
import { categorySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';

export interface BarChartViewProps extends ChartBaseProps {
  /** The series; one bar per category and series. */
  series: ChartSeries[];
  /** The category labels, in order. */
  categories: string[];
  /** Draw bars left to right instead of bottom to top. */
  horizontal: boolean;
  /** Stack the series' bars on each other. */
  stacked: boolean;
}

/** The bar drawing shared by the histogram and stacked views. */
export function BarChartView({
  series,
  categories,
  horizontal,
  stacked,
  ...frame
}: BarChartViewProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, dataIndex) =>
    categorySelection(series, seriesIndex, dataIndex, categories),
  );
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onDataPoint: handleSelect });
    return {
      ...base,
      chart: { ...base.chart, stacked },
      plotOptions: {
        bar: { horizontal, borderRadius: 2, columnWidth: '60%', barHeight: '60%' },
      },
      xaxis: {
        ...base.xaxis,
        categories,
        // Horizontal bars put the values on the x axis.
        labels: { ...base.xaxis?.labels, ...(horizontal && { formatter: (v: string) => formatChartNumber(Number(v)) }) },
      },
      legend: { ...base.legend, show: series.length > 1 },
      tooltip: { ...base.tooltip, y: { formatter: (value: number) => formatChartNumber(value) } },
    };
  }, [theme, handleSelect, stacked, horizontal, categories, series.length]);
  const apexSeries = useMemo(() => series.map((s) => ({ name: s.name, data: s.data })), [series]);

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={categories.length === 0 || isEmptySeries(series)}
      table={categoryTable(series, categories)}
      type="bar"
      series={apexSeries}
      options={options}
    />
  );
}
