import { Suspense, lazy } from 'react';
import styled, { css } from 'styled-components';
import { Chart } from '@vigil/ui';
import type { ChartNetChangeColors } from '@vigil/openapi';
import { isSafeColor, type ChartRender } from '../../chartData/chartRender';

// The ui DataTable loads with the first table chart: a dashboard of other charts carries none of it.
const ChartTable = lazy(async () => ({ default: (await import('./ChartTable')).ChartTable }));

/** The config's net change colours over ui's summary tones (only colours that are safe in a style rule). */
const Tones = styled.div<{ $colors: ChartNetChangeColors }>`
  ${({ $colors }) => css`
    ${isSafeColor($colors.increase) ? `[data-tone='increase'] { color: ${$colors.increase}; }` : ''}
    ${isSafeColor($colors.decrease) ? `[data-tone='decrease'] { color: ${$colors.decrease}; }` : ''}
    ${isSafeColor($colors.same) ? `[data-tone='same'] { color: ${$colors.same}; }` : ''}
  `}
`;

/** Holds the table's place while its code loads. */
const TablePlaceholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

/** Draws a chart's render: a ui chart view (text, cards and tree included) or a table. */
export function ChartBody({ render, title, height }: { render: ChartRender; title: string; height: number }) {
  switch (render.kind) {
    case 'chart': {
      const chart = <Chart {...render.props} />;
      return render.netChangeColors ? <Tones $colors={render.netChangeColors}>{chart}</Tones> : chart;
    }
    case 'table':
      return (
        <Suspense fallback={<TablePlaceholder $height={height} aria-hidden="true" />}>
          <ChartTable render={render} title={title} height={height} />
        </Suspense>
      );
  }
}
