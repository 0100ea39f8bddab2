import type { ChartBaseProps } from './Chart.types';
import { ChartFrame } from './ChartFrame';
import { SummaryBody, SummaryChange, SummaryLabel, SummaryValue, SummaryValueButton, VisuallyHidden } from './Chart.styles';
import { formatChartNumber, formatChartValue } from './chartFormat';
import { netChangeTone, type NetChangeTone } from './netChangeTone';

/** Height of a summary figure when none is given: the spec's smallest chart size (2 rows). */
export const SUMMARY_DEFAULT_HEIGHT_PX = 120;

const TONE_ARROW: Record<NetChangeTone, string> = { increase: '▲', decrease: '▼', same: '■' };
const TONE_TEXT: Record<NetChangeTone, string> = { increase: 'Increase', decrease: 'Decrease', same: '' };

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

function signed(n: number): string {
  return n > 0 ? `+${formatChartNumber(n)}` : formatChartNumber(n);
}

/** A big number with its label and net change, without a plot: the spec's `summary` view. */
export function SummaryChart({ value, label, previous, changeLabel = 'since previous', ...frame }: SummaryChartProps) {
  const { height = SUMMARY_DEFAULT_HEIGHT_PX, onSelect, title, unit } = frame;
  const tone = value !== null && previous !== undefined ? netChangeTone(previous, value) : undefined;
  const delta = value !== null && previous !== undefined ? value - previous : 0;
  const percent = previous ? (delta / Math.abs(previous)) * 100 : undefined;
  const figure = value === null ? '' : formatChartValue(value, unit);
  return (
    <ChartFrame {...frame} height={height} isEmpty={value === null}>
      <SummaryBody $height={height}>
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
        {tone && (
          <SummaryChange $tone={tone} data-tone={tone}>
            <span aria-hidden="true" data-glyph>
              {TONE_ARROW[tone]}
            </span>
            {tone !== 'same' && <VisuallyHidden>{TONE_TEXT[tone]}:</VisuallyHidden>}
            {tone === 'same'
              ? `No change ${changeLabel}`
              : `${signed(delta)}${percent === undefined ? '' : ` (${signed(Math.round(percent * 10) / 10)}%)`} ${changeLabel}`}
          </SummaryChange>
        )}
      </SummaryBody>
    </ChartFrame>
  );
}
