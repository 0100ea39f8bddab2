import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@vigil/ui';
import type { TableRender } from '../../chartData/chartRender';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';

type Row = TableRender['rows'][number];

/**
 * A table chart on the ui DataTable (loaded with the first table chart drawn: see ChartBody),
 * virtualised: only the rows in view are elements, and no cell re-renders when a pointer press
 * switches react-aria's input modality, as a react-aria Table's cells do (45 to 95 ms of the first
 * frame of a chart's drag, bench/dashboards.mjs).
 */
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
    <DataTable<Row>
      aria-label={title}
      columns={columns}
      rows={render.rows}
      getRowId={(row) => row.id}
      emptyState={M.chartNoData}
      isVirtualized
      maxHeightPx={height}
    />
  );
}
