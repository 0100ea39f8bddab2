import styled, { css } from 'styled-components';
import { Chart, lazyModule, preloadCharts } from '@vigil/ui';
import type { ChartNetChangeColors } from '@vigil/openapi';
import { isSafeColor, type ChartRender } from '../../chartData/chartRender';

// The ui DataTable loads with the first table chart: a dashboard of other charts carries none of it.
// Not React.lazy, as ApexCharts in ui's ApexChartView: no suspending, so no reveal held back.
const chartTable = lazyModule(() => import('./ChartTable'));

/**
 * Starts loading the code that draws charts, as a dashboard mounts: ApexCharts, and the table when
 * the space has a table chart. It then loads while the charts' data is fetched, and a chart draws
 * in the render its data arrives.
 */
export function preloadChartBodies(withTables: boolean): void {
  // A failure is left to the chart's own render, which loads again and shows the chart's error.
  preloadCharts().catch(() => undefined);
  if (withTables) chartTable.load().catch(() => undefined);
}

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
  const table = chartTable.useModule(render.kind === 'table', 'throw');
  switch (render.kind) {
    case 'chart': {
      const chart = <Chart {...render.props} />;
      return render.netChangeColors ? <Tones $colors={render.netChangeColors}>{chart}</Tones> : chart;
    }
    case 'table':
      return table ? <table.ChartTable render={render} title={title} height={height} /> : <TablePlaceholder $height={height} aria-hidden="true" />;
  }
}
