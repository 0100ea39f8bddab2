import { CHART_COMPACT_BELOW_PX, type ChartBaseProps } from './Chart.types';
import { ChartFrame } from './ChartFrame';
import { CardLabel, CardsGrid, CardTile, SummaryValue, SummaryValueButton } from './Chart.styles';
import { formatChartValue } from './chartFormat';
import { NetChange } from './NetChange';

/** Height of a cards figure when none is given: one row of cards. */
export const CARDS_DEFAULT_HEIGHT_PX = 96;

/** One card: a labelled figure with an optional net change. */
export interface ChartCard {
  /** What the figure counts (e.g. 'Windows devices'). */
  label: string;
  /** The figure; null prints as a dash (no data for this card). */
  value: number | null;
  /** The previous value; when given, the net change since then is shown, coloured by direction. */
  previous?: number;
}

export interface CardsChartProps extends Omit<ChartBaseProps, 'height'> {
  /** The cards, in reading order. */
  cards: ChartCard[];
  /**
   * What the previous values refer to, after each change.
   * @default 'since previous'
   */
  changeLabel?: string;
  /**
   * Least height of the cards' area in px (more rows of cards grow it).
   * @default 96
   */
  height?: number;
}

/** A responsive grid of value cards, each with its net change: the spec's `cards` view. */
export function CardsChart({ cards, changeLabel = 'since previous', ...frame }: CardsChartProps) {
  const { height = CARDS_DEFAULT_HEIGHT_PX, onSelect, unit } = frame;
  return (
    <ChartFrame {...frame} height={height} isEmpty={cards.length === 0}>
      <CardsGrid data-compact={height < CHART_COMPACT_BELOW_PX || undefined}>
        {cards.map((card, dataIndex) => {
          const { label, value, previous } = card;
          const figure = value === null ? '–' : formatChartValue(value, unit);
          return (
            <CardTile key={`${String(dataIndex)}-${label}`}>
              <CardLabel>{label}</CardLabel>
              {onSelect && value !== null ? (
                <SummaryValueButton
                  data-size="card"
                  onPress={() => {
                    onSelect({ seriesName: label, seriesIndex: 0, dataIndex, category: label, value });
                  }}
                >
                  {figure}
                </SummaryValueButton>
              ) : (
                <SummaryValue data-size="card">{figure}</SummaryValue>
              )}
              {value !== null && previous !== undefined && <NetChange previous={previous} value={value} changeLabel={changeLabel} unit={unit} />}
            </CardTile>
          );
        })}
      </CardsGrid>
    </ChartFrame>
  );
}
