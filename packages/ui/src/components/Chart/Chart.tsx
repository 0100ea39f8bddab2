import { CardsChart, type CardsChartProps } from './CardsChart';
import { HistogramChart, type HistogramChartProps } from './HistogramChart';
import { LineChart, type LineChartProps } from './LineChart';
import { MatrixChart, type MatrixChartProps } from './MatrixChart';
import { PieChart, type PieChartProps } from './PieChart';
import { ScatterChart, type ScatterChartProps } from './ScatterChart';
import { StackedChart, type StackedChartProps } from './StackedChart';
import { SummaryChart, type SummaryChartProps } from './SummaryChart';
import { RichTextChart, TextChart, type RichTextChartProps, type TextChartProps } from './TextChart';
import { TimelineChart, type TimelineChartProps } from './TimelineChart';
import { TreeChart, type TreeChartProps } from './TreeChart';
import { VennChart, type VennChartProps } from './VennChart';

/** The spec's chart views this family draws. */
export type ChartView =
  | 'histogram'
  | 'pie'
  | 'line'
  | 'stacked'
  | 'summary'
  | 'timeline'
  | 'scatter_plot'
  | 'matrix'
  | 'venn_triangle'
  | 'tree'
  | 'cards'
  | 'text'
  | 'rich_text';

/** Props of `Chart`: the `view` picks the drawing and the data props that go with it. */
export type ChartProps =
  | ({ /** The spec's chart view. */ view: 'histogram' } & HistogramChartProps)
  | ({ /** The spec's chart view. */ view: 'pie' } & PieChartProps)
  | ({ /** The spec's chart view. */ view: 'line' } & LineChartProps)
  | ({ /** The spec's chart view. */ view: 'stacked' } & StackedChartProps)
  | ({ /** The spec's chart view. */ view: 'summary' } & SummaryChartProps)
  | ({ /** The spec's chart view. */ view: 'timeline' } & TimelineChartProps)
  | ({ /** The spec's chart view. */ view: 'scatter_plot' } & ScatterChartProps)
  | ({ /** The spec's chart view. */ view: 'matrix' } & MatrixChartProps)
  | ({ /** The spec's chart view. */ view: 'venn_triangle' } & VennChartProps)
  | ({ /** The spec's chart view. */ view: 'tree' } & TreeChartProps)
  | ({ /** The spec's chart view. */ view: 'cards' } & CardsChartProps)
  | ({ /** The spec's chart view. */ view: 'text' } & TextChartProps)
  | ({ /** The spec's chart view. */ view: 'rich_text' } & RichTextChartProps);

/** Draws a dashboard chart in the view its config names (histogram, pie, line, summary, tree, cards, text...). */
export function Chart(props: ChartProps) {
  switch (props.view) {
    case 'histogram':
      return <HistogramChart {...props} />;
    case 'pie':
      return <PieChart {...props} />;
    case 'line':
      return <LineChart {...props} />;
    case 'stacked':
      return <StackedChart {...props} />;
    case 'summary':
      return <SummaryChart {...props} />;
    case 'timeline':
      return <TimelineChart {...props} />;
    case 'scatter_plot':
      return <ScatterChart {...props} />;
    case 'matrix':
      return <MatrixChart {...props} />;
    case 'venn_triangle':
      return <VennChart {...props} />;
    case 'tree':
      return <TreeChart {...props} />;
    case 'cards':
      return <CardsChart {...props} />;
    case 'text':
      return <TextChart {...props} />;
    case 'rich_text':
      return <RichTextChart {...props} />;
  }
}
