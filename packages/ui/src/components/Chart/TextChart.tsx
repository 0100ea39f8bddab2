import { lazyModule } from '../../lazy/lazyModule';
import type { ChartBaseProps } from './Chart.types';
import { ChartFrame } from './ChartFrame';
import { ChartText } from './Chart.styles';

// The markdown parser loads with the first rich text drawn: other charts carry none of it. Not
// React.lazy, as ApexChartView: no suspending, so no reveal held back.
const richText = lazyModule(() => import('../RichText'));

/** The outline level of a rich text's top headings: under the chart's title (level 2 on a dashboard). */
const RICH_TEXT_HEADING_LEVEL = 3;

/** Least height of a text figure when none is given. */
export const TEXT_DEFAULT_HEIGHT_PX = 80;

export interface TextChartProps extends Omit<ChartBaseProps, 'height' | 'onSelect'> {
  /** The text, shown as written: line breaks kept, no markup. */
  text: string;
  /**
   * Least height of the text's area in px.
   * @default 80
   */
  height?: number;
}

/** Plain text with its line breaks: the spec's `text` view. */
export function TextChart({ text, height = TEXT_DEFAULT_HEIGHT_PX, ...frame }: TextChartProps) {
  return (
    <ChartFrame {...frame} height={height} isEmpty={text.trim() === ''}>
      <ChartText>{text}</ChartText>
    </ChartFrame>
  );
}

export interface RichTextChartProps extends Omit<ChartBaseProps, 'height' | 'onSelect'> {
  /** The text as markdown; raw HTML in it is shown as text. */
  markdown: string;
  /**
   * Least height of the text's area in px.
   * @default 80
   */
  height?: number;
}

/** Markdown text (headings, lists, links, code): the spec's `rich_text` view. */
export function RichTextChart({ markdown, height = TEXT_DEFAULT_HEIGHT_PX, ...frame }: RichTextChartProps) {
  const parser = richText.useModule(true, 'throw');
  return (
    <ChartFrame {...frame} height={height} isEmpty={markdown.trim() === ''}>
      {parser && <parser.RichText markdown={markdown} headingLevel={RICH_TEXT_HEADING_LEVEL} />}
    </ChartFrame>
  );
}
