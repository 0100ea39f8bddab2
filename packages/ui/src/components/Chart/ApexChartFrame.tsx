/** A chart frame around one lazily loaded ApexCharts drawing: the shape of every ApexCharts view. */
import { ApexChartView, type ApexChartViewProps } from './ApexChartView';
import { ChartFrame, type ChartFrameProps } from './ChartFrame';

export type ApexChartFrameProps = Omit<ChartFrameProps, 'children'> & Omit<ApexChartViewProps, 'height' | 'isSelectable'>;

/** Draws an ApexCharts chart in the shared frame; points are selectable when `onSelect` is given. */
export function ApexChartFrame({ type, series, options, ...frame }: ApexChartFrameProps) {
  return (
    <ChartFrame {...frame}>
      <ApexChartView type={type} series={series} options={options} height={frame.height} isSelectable={Boolean(frame.onSelect)} />
    </ChartFrame>
  );
}
