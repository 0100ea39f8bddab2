// STAND-IN for ui's DashboardGrid (being added to packages/ui by another helper): the same props, laid
// out with a CSS grid, without drag or resize. Switch the import in ./grid.ts once ui exports it.
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One item on the grid, in grid units. */
export interface DashboardGridItem {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  static?: boolean;
}

export interface DashboardGridProps {
  items: readonly DashboardGridItem[];
  columns?: number;
  rowHeightPx?: number;
  isEditable?: boolean;
  /** Called once when a gesture ends, with every item's layout. */
  onLayoutChange?: (items: DashboardGridItem[]) => void;
  /** A drag or resize began (true) or ended (false). */
  onInteractionChange?: (active: boolean) => void;
  renderItem: (id: string) => ReactNode;
  itemLabel: (id: string) => string;
  'aria-label': string;
}

const GAP_PX = 12;

const Grid = styled.div<{ $columns: number; $rowHeight: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  grid-auto-rows: ${({ $rowHeight }) => $rowHeight}px;
  gap: ${GAP_PX}px;
`;

const Cell = styled.div`
  min-width: 0;
  min-height: 0;
`;

/** Lays the items out at their places; the reading order is top to bottom, left to right. */
export function DashboardGrid({ items, columns = 12, rowHeightPx = 40, renderItem, itemLabel, 'aria-label': label }: DashboardGridProps) {
  const ordered = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <Grid role="region" aria-label={label} $columns={columns} $rowHeight={rowHeightPx}>
      {ordered.map((item) => (
        <Cell
          key={item.id}
          role="group"
          aria-label={itemLabel(item.id)}
          // Through React's style property (CSSOM), which the strict style-src allows.
          style={{ gridColumn: `${String(item.x + 1)} / span ${String(Math.min(item.w, columns))}`, gridRow: `${String(item.y + 1)} / span ${String(item.h)}` }}
        >
          {renderItem(item.id)}
        </Cell>
      ))}
    </Grid>
  );
}

/** Gap between rows, for the height a chart gets from its rows. */
export const DASHBOARD_GRID_GAP_PX = GAP_PX;
