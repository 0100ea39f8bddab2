/**
 * The dashboard grid's keyboard steps as pure functions over react-grid-layout's own layout
 * utilities (moveElement, verticalCompactor), so a key press lands where a pointer would.
 */
import { cloneLayout, getLayoutItem, moveElement, verticalCompactor, type Layout, type LayoutItem } from 'react-grid-layout/core';

/** One item of the dashboard grid: its place and size in grid units. */
export interface DashboardGridItem {
  /** The item's id (the chart's id). */
  id: string;
  /** Column of its left edge, from 0. */
  x: number;
  /** Row of its top edge, from 0. */
  y: number;
  /** Width in columns. */
  w: number;
  /** Height in rows. */
  h: number;
  /** Narrowest it may be resized to, in columns. */
  minW?: number;
  /** Lowest it may be resized to, in rows. */
  minH?: number;
  /** Neither moved nor resized; other items flow around it. */
  static?: boolean;
}

/** A keyboard step: the arrow pressed, as a change of one grid unit. */
export interface GridStep {
  dx: -1 | 0 | 1;
  dy: -1 | 0 | 1;
}

/** The arrow keys and their steps. */
export const ARROW_STEPS: Readonly<Record<string, GridStep>> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** Our items as react-grid-layout's layout (`i` for `id`). */
export function toLayout(items: readonly DashboardGridItem[]): LayoutItem[] {
  return items.map(({ id, ...rest }) => ({ i: id, ...rest }));
}

/** react-grid-layout's layout back as our items, in the order of `order` (the props' order). */
export function fromLayout(layout: Layout, order: readonly DashboardGridItem[]): DashboardGridItem[] {
  const byId = new Map(layout.map((l) => [l.i, l]));
  return order.flatMap((item) => {
    const l = byId.get(item.id);
    if (!l) return [];
    const next: DashboardGridItem = { id: item.id, x: l.x, y: l.y, w: l.w, h: l.h };
    if (item.minW !== undefined) next.minW = item.minW;
    if (item.minH !== undefined) next.minH = item.minH;
    if (item.static !== undefined) next.static = item.static;
    return [next];
  });
}

/** Whether two layouts place every item alike. */
export function sameLayout(a: Layout, b: Layout): boolean {
  if (a.length !== b.length) return false;
  return a.every((l) => {
    const o = getLayoutItem(b, l.i);
    return o !== undefined && o.x === l.x && o.y === l.y && o.w === l.w && o.h === l.h;
  });
}

/** The layout compacted upward as the grid shows it (react-grid-layout's default compactor). */
export function compactLayout(layout: Layout, columns: number): LayoutItem[] {
  return cloneLayout(verticalCompactor.compact(layout, columns));
}

function moveTo(layout: Layout, id: string, x: number, y: number, columns: number): LayoutItem[] {
  const copy = cloneLayout(layout);
  const item = getLayoutItem(copy, id);
  if (!item) return copy;
  // As a pointer drag does: a user move that pushes colliding items away, then compaction.
  const moved = moveElement(copy, item, x, y, true, false, 'vertical', columns, false);
  return compactLayout(moved, columns);
}

/**
 * The layout after moving one item a grid unit along `step`. Upward compaction undoes a one-row
 * move that does not get past a neighbour (the item floats back, or the one above pushes it
 * down again), so a step down or up goes as many rows as it takes to pass the item in the way,
 * as a pointer dragged further would, and the opposite step brings it back; a move that changes
 * nothing returns the layout unchanged.
 */
export function moveStep(layout: Layout, id: string, step: GridStep, columns: number): LayoutItem[] {
  const item = getLayoutItem(layout, id);
  if (!item || item.static) return cloneLayout(layout);
  const x = Math.min(Math.max(item.x + step.dx, 0), Math.max(columns - item.w, 0));
  if (step.dy === 0) return x === item.x ? cloneLayout(layout) : moveTo(layout, id, x, item.y, columns);
  const limit = step.dy > 0 ? Math.max(...layout.map((l) => l.y + l.h)) : 0;
  for (let y = item.y + step.dy; step.dy > 0 ? y <= limit : y >= limit; y += step.dy) {
    const next = moveTo(layout, id, x, y, columns);
    const placed = getLayoutItem(next, id);
    if (placed && (step.dy > 0 ? placed.y > item.y : placed.y < item.y)) return next;
  }
  return cloneLayout(layout);
}

/**
 * The layout after resizing one item a grid unit along `step` from its bottom-right corner:
 * never under its minimum (1 when none) nor past the last column; items it grows into are
 * pushed down by compaction, as a pointer resize does.
 */
export function resizeStep(layout: Layout, id: string, step: GridStep, columns: number): LayoutItem[] {
  const copy = cloneLayout(layout);
  const item = getLayoutItem(copy, id);
  if (!item || item.static) return copy;
  const w = Math.min(Math.max(item.w + step.dx, item.minW ?? 1, 1), columns - item.x);
  const h = Math.max(item.h + step.dy, item.minH ?? 1, 1);
  if (w === item.w && h === item.h) return copy;
  item.w = w;
  item.h = h;
  return compactLayout(copy, columns);
}
