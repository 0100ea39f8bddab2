import { Button as AriaButton } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import type { NetChangeTone } from './netChangeTone';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const ChartFigure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

export const ChartCaption = styled.figcaption<{ $hidden: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const ChartTitle = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const ChartDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ChartBody = styled.div<{ $height: number }>`
  position: relative;
  min-height: ${({ $height }) => $height}px;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

export const ChartPlaceholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  animation: ${shimmer} 1.4s ${({ theme }) => theme.motion.easing.standard} infinite;
`;

export const ChartEmpty = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $height }) => $height}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Holds the drawing; hidden from screen readers, who get the data table instead. */
export const ChartCanvas = styled.div`
  .apexcharts-canvas,
  .apexcharts-svg {
    background: transparent !important;
  }
  &[data-selectable] :is(.apexcharts-bar-area, .apexcharts-pie-area, .apexcharts-heatmap-rect, .apexcharts-marker),
  &[data-selectable] .apexcharts-series path {
    cursor: pointer;
  }
  .apexcharts-tooltip {
    /* ApexCharts' own muted text (its titles) is 55% of its text colour: under 4.5:1 on its background. */
    --apx-tt-color-muted: ${({ theme }) => theme.colors.textMuted};
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-color: ${({ theme }) => theme.colors.border} !important;
  }
`;

/**
 * The data table: read by screen readers, off screen for sighted users until a keyboard
 * user tabs into it (its values are buttons when the chart has click-through); then it shows
 * over the drawing so focus stays visible.
 */
export const ChartDataRegion = styled.div`
  ${visuallyHidden}

  &:focus-within {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space[2]};
    overflow: auto;
    clip-path: none;
    white-space: normal;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const ChartTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td {
    text-align: right;
  }
`;

export const ChartSelectButton = styled(AriaButton)`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.rowHover};
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const SummaryBody = styled.div<{ $height: number }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ $height }) => $height}px;

  /* A line's height: the figure, its label and change side by side, the figure smaller. */
  &[data-compact] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: flex-start;
    column-gap: ${({ theme }) => theme.space[2]};

    & > :first-child {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;

const summaryValueStyle = css`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.text};
  font-size: 36px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const SummaryValue = styled.span`
  ${summaryValueStyle}
`;

export const SummaryValueButton = styled(AriaButton)`
  ${summaryValueStyle}
  padding: 0 ${({ theme }) => theme.space[1]};
  margin-left: -${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-family: inherit;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const SummaryLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SummaryChange = styled.span<{ $tone: NetChangeTone }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  /* The light theme's 'same' grey is under 4.5:1 on the page background: the text takes the
     muted grey and the glyph keeps the tone colour. */
  color: ${({ theme, $tone }) => ($tone === 'same' ? theme.colors.textMuted : theme.colors[$tone])};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;

  [data-glyph] {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

export const VennSvg = styled.svg`
  display: block;
  width: 100%;

  text {
    fill: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .venn-count {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  .venn-set {
    fill-opacity: 0.22;
    stroke-width: 2;
  }
  [data-selectable] {
    cursor: pointer;
  }
  [data-selectable]:hover .venn-count {
    text-decoration: underline;
  }
`;

/** The cards view: as many columns of cards as fit, each at least 160 px wide. */
export const CardsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  /* Too short for a card's three lines: a card per line, its name, figure and change side by side. */
  &[data-compact] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};

    & > * {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: ${({ theme }) => theme.space[2]};
      padding: 0;
      border: 0;
      background: none;
    }

    [data-size='card'] {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

export const CardTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  [data-size='card'] {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const CardLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The text view: the text as written, its line breaks kept. */
export const ChartText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
