import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ApexChartFrame } from './ApexChartFrame';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps, type ChartSeries } from './Chart.types';
import { categoryTable, isEmptySeries } from './categoryTable';
import { baseChartOptions, wholeNumberAxis, type ApexOptions } from './chartOptions';
import { formatChartNumber } from './chartFormat';
import { categorySelection } from './chartSelection';
import { useSelectHandler } from './useSelectHandler';
import { drawnSeries, needsDecimation } from './xySeries';

/** The spec's limit of queries (series) on a line chart; further series are not drawn. */
export const LINE_CHART_MAX_SERIES = 6;

/** Above this many points per series, points are drawn without markers. */
const LINE_MARKER_MAX_POINTS = 40;

export interface LineChartProps extends ChartBaseProps {
  /** The series, one value per category; at most 6 are drawn. Series above 1,000 points are thinned for drawing. */
  series: ChartSeries[];
  /** The category labels along the x axis, in order. */
  categories: string[];
}

/** Values per category as lines, one per query (at most 6): the spec's `line` view. */
export function LineChart({
  series: allSeries,
  categories,
  ...frame
}: LineChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect } = frame;
  const theme = useTheme();
  const series = useMemo(() => allSeries.slice(0, LINE_CHART_MAX_SERIES), [allSeries]);
  const decimated = needsDecimation(series);
  // Long series are drawn as x/y points (x = category index) so each can be thinned alone.
  const drawn = useMemo(
    () => (decimated ? drawnSeries(series.map((s) => ({ name: s.name, data: s.data.map((y, x) => ({ x, y })) }))) : undefined),
    [decimated, series],
  );
  const handleSelect = useSelectHandler(onSelect, (seriesIndex, drawnIndex) => {
    const dataIndex = drawn ? drawn.sourceIndex[seriesIndex]?.[drawnIndex] : drawnIndex;
    return dataIndex === undefined ? undefined : categorySelection(series, seriesIndex, dataIndex, categories);
  });
  const longest = Math.max(0, ...series.map((s) => s.data.length));
  const valueAxis = useMemo(() => wholeNumberAxis(series.flatMap((s) => s.data), false), [series]);
  const options = useMemo<ApexOptions>(() => {
    const base = baseChartOptions(theme, { onPlotClick: handleSelect });
    return {
      ...base,
      stroke: { curve: 'straight', width: 2 },
      markers: { size: longest <= LINE_MARKER_MAX_POINTS ? 3 : 0, strokeWidth: 0, hover: { size: 5 } },
      xaxis: drawn
        ? {
            ...base.xaxis,
            type: 'numeric',
            tickAmount: 6,
            labels: { ...base.xaxis?.labels, formatter: (v: string) => categories[Math.round(Number(v))] ?? '' },
          }
        : { ...base.xaxis, categories },
      yaxis: { ...base.yaxis, ...valueAxis },
      legend: { ...base.legend, show: series.length > 1 },
      tooltip: { ...base.tooltip, shared: false, intersect: false, y: { formatter: (value: number) => formatChartNumber(value) } },
    };
  }, [theme, handleSelect, drawn, categories, longest, valueAxis, series.length]);
  const apexSeries = useMemo(() => drawn?.series ?? series.map((s) => ({ name: s.name, data: s.data })), [drawn, series]);

  return (
    <ApexChartFrame
      {...frame}
      height={height}
      isEmpty={categories.length === 0 || isEmptySeries(series)}
      table={categoryTable(series, categories)}
      type="line"
      series={apexSeries}
      options={options}
    />
  );
}
