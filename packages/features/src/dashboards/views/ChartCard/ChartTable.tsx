import { useMemo } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '@vigil/ui';
import type { TableRender } from '../../chartData/chartRender';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';

type Row = TableRender['rows'][number];

const Scroll = styled.div<{ $height: number }>`
  max-height: ${({ $height }) => $height}px;
  overflow: auto;
`;

/** A table chart on the ui DataTable (loaded with the first table chart drawn: see ChartBody). */
export function ChartTable({ render, title, height }: { render: TableRender; title: string; height: number }) {
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
