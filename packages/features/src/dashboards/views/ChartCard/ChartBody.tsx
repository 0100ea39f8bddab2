import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { Chart, DataTable, type DataTableColumn } from '@vigil/ui';
import type { ChartNetChangeColors } from '@vigil/openapi';
import { isSafeColor, type ChartRender, type TableRender } from '../../chartData/chartRender';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';

type Row = TableRender['rows'][number];

/** The config's net change colours over ui's summary tones (only colours that are safe in a style rule). */
const Tones = styled.div<{ $colors: ChartNetChangeColors }>`
  ${({ $colors }) => css`
    ${isSafeColor($colors.increase) ? `[data-tone='increase'] { color: ${$colors.increase}; }` : ''}
    ${isSafeColor($colors.decrease) ? `[data-tone='decrease'] { color: ${$colors.decrease}; }` : ''}
    ${isSafeColor($colors.same) ? `[data-tone='same'] { color: ${$colors.same}; }` : ''}
  `}
`;

const Scroll = styled.div<{ $height: number }>`
  max-height: ${({ $height }) => $height}px;
  overflow: auto;
`;

function ChartTable({ render, title, height }: { render: TableRender; title: string; height: number }) {
  const columns = useMemo<DataTableColumn<Row>[]>(
    () =>
      render.columns.map((column, i) => ({
        id: column.key,
        header: column.label,
        accessor: (row: Row) => row.cells[i] ?? null,
        ...(i === 0 ? { isRowHeader: true } : {}),
      })),
    [render.columns],
  );
  return (
    <Scroll $height={height}>
      <DataTable<Row> aria-label={title} columns={columns} rows={render.rows} getRowId={(row) => row.id} emptyState={M.chartNoData} />
    </Scroll>
  );
}

/** Draws a chart's render: a ui chart view (text, cards and tree included) or a table. */
export function ChartBody({ render, title, height }: { render: ChartRender; title: string; height: number }) {
  switch (render.kind) {
    case 'chart': {
      const chart = <Chart {...render.props} />;
      return render.netChangeColors ? <Tones $colors={render.netChangeColors}>{chart}</Tones> : chart;
    }
    case 'table':
      return <ChartTable render={render} title={title} height={height} />;
  }
}
