import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartView } from './ApexChartView';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps, type ChartSeries } from './Chart.types';
import { ChartFrame } from './ChartFrame';
import { categoryTable, isEmptySeries } from './categoryTable';
import { baseChartOptions, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
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
  title,
  showTitle = true,
  description,
  height = CHART_DEFAULT_HEIGHT_PX,
  isLoading = false,
  emptyMessage,
  onSelect,
  series,
  categories,
  horizontal,
  stacked,
}: BarChartViewProps) {
  const theme = useTheme();
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, dataIndex) => {
    const s = series[seriesIndex];
    const value = s?.data[dataIndex];
    if (!s || value === undefined) return undefined;
    return { seriesName: s.name, seriesIndex, dataIndex, category: categories[dataIndex], value };
  });
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
    <ChartFrame
      title={title}
      showTitle={showTitle}
      description={description}
      height={height}
      isLoading={isLoading}
      isEmpty={categories.length === 0 || isEmptySeries(series)}
      emptyMessage={emptyMessage}
      table={categoryTable(series, categories)}
      onSelect={onSelect}
    >
      <ApexChartView type="bar" series={apexSeries} options={options} height={height} isSelectable={Boolean(onSelect)} />
    </ChartFrame>
  );
}
