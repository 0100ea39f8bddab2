import { CHART_COMPACT_BELOW_PX, type ChartBaseProps } from './Chart.types';
import { ChartFrame } from './ChartFrame';
import { SummaryBody, SummaryLabel, SummaryValue, SummaryValueButton } from './Chart.styles';
import { formatChartValue } from './chartFormat';
import { NetChange } from './NetChange';

/** Height of a summary figure when none is given: the spec's smallest chart size (2 rows). */
export const SUMMARY_DEFAULT_HEIGHT_PX = 120;

export interface SummaryChartProps extends Omit<ChartBaseProps, 'height'> {
  /** The figure; null when there is nothing to summarise (shows the empty message). */
  value: number | null;
  /** What the figure counts or measures, under it (e.g. 'Devices'). */
  label?: string;
  /** The figure's previous value; when given, the net change since then is shown, coloured by direction. */
  previous?: number;
  /**
   * What the previous value refers to, after the change.
   * @default 'since previous'
   */
  changeLabel?: string;
  /**
   * Height of the figure's area in px.
   * @default 120
   */
  height?: number;
}

/** A big number with its label and net change, without a plot: the spec's `summary` view. */
export function SummaryChart({ value, label, previous, changeLabel = 'since previous', ...frame }: SummaryChartProps) {
  const { height = SUMMARY_DEFAULT_HEIGHT_PX, onSelect, title, unit } = frame;
  const figure = value === null ? '' : formatChartValue(value, unit);
  return (
    <ChartFrame {...frame} height={height} isEmpty={value === null}>
      <SummaryBody $height={height} data-compact={height < CHART_COMPACT_BELOW_PX || undefined}>
        {onSelect && value !== null ? (
          <SummaryValueButton
            onPress={() => {
              onSelect({ seriesName: label ?? title, seriesIndex: 0, dataIndex: 0, value });
            }}
          >
            {figure}
          </SummaryValueButton>
        ) : (
          <SummaryValue>{figure}</SummaryValue>
        )}
        {label && <SummaryLabel>{label}</SummaryLabel>}
        {value !== null && previous !== undefined && <NetChange previous={previous} value={value} changeLabel={changeLabel} unit={unit} />}
      </SummaryBody>
    </ChartFrame>
  );
}
