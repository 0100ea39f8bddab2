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

const Text = styled.div`
  ${({ theme }) => css`
    color: ${theme.colors.text};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    & p {
      margin: 0;
    }
  `}
`;

const Figures = styled.ul<{ $tree: boolean }>`
  ${({ theme, $tree }) => css`
    display: ${$tree ? 'block' : 'flex'};
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: ${$tree ? `0 0 0 ${theme.space[4]}` : '0'};
    list-style: ${$tree ? 'disc' : 'none'};
    color: ${theme.colors.text};

    & li {
      ${$tree ? '' : `padding: ${theme.space[2]} ${theme.space[3]}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md};`}
    }
    & strong {
      margin-left: ${theme.space[2]};
      font-size: ${$tree ? theme.font.size.md : theme.font.size.lg};
    }
  `}
`;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

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

/** Draws a chart's render: a ui chart view, a table, or (until ui has them) the text, cards and tree fallbacks. */
export function ChartBody({ render, title, height }: { render: ChartRender; title: string; height: number }) {
  switch (render.kind) {
    case 'chart': {
      const chart = <Chart {...render.props} />;
      return render.netChangeColors ? <Tones $colors={render.netChangeColors}>{chart}</Tones> : chart;
    }
    case 'table':
      return <ChartTable render={render} title={title} height={height} />;
    // FALLBACK: ui's text/rich_text view is being added; rich text shows as plain text until then.
    case 'text':
      return (
        <Scroll $height={height}>
          <Text>
            <p>{render.text}</p>
          </Text>
        </Scroll>
      );
    // FALLBACK: ui's cards and tree views are being added; the figures as a list until then.
    case 'figures':
      return render.items.length === 0 ? (
        <p>{M.chartNoData}</p>
      ) : (
        <Scroll $height={height}>
          <Figures $tree={render.view === 'tree'} aria-label={title}>
            {render.items.map((item) => (
              <li key={item.label}>
                {item.label}
                <strong>{numberFormat.format(item.value)}</strong>
              </li>
            ))}
          </Figures>
        </Scroll>
      );
  }
}
