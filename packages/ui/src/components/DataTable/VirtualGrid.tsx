import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { defaultRangeExtractor, elementScroll, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { VisuallyHidden, type Key, type Selection } from 'react-aria-components';
import {
  CELL_CLASS,
  DATATABLE_ACTIONS_COLUMN_WIDTH_PX,
  DATATABLE_HEADER_HEIGHT_PX,
  DATATABLE_ROW_HEIGHT_PX,
  DATATABLE_SELECTION_COLUMN_WIDTH_PX,
  DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX,
  GRID_ROW_CLASS,
  GridBody,
  GridColumnHeader,
  GridHead,
  GridScroller,
  HeaderContent,
  ROW_CHECK_CLASS,
  ROW_CLASS,
  type DataTableAlign,
} from './DataTable.styles';
import { CheckMark, ColumnHeaderText, RowActions, SelectionCheckbox, SortArrow, TableState, cellClass, renderCell, rowHeaderIndexOf, rowLabel } from './DataTable.parts';
import type { DataTableColumn, DataTableColumnWidth, DataTableProps } from './DataTable.types';

/** Rows rendered beyond each edge of the view: the virtualizer renders the new rows within the scroll event, before the frame is painted, so one is enough. */
const OVERSCAN_ROWS = 1;
/** Typed characters within this time make one typeahead search. */
const TYPEAHEAD_RESET_MS = 1000;
/** The header row's index in focus positions. */
const HEADER_ROW = -1;
/** `onEndReached` is called once the last row in view is this close to the last row. */
const END_REACHED_ROWS = 5;
/** The least height of the body, so that an empty, loading or error state has room for its message. */
const STATE_MIN_HEIGHT_PX = 200;

/** A column of the grid: the selection boxes, a data column, or the row actions. */
type GridColumn<T> =
  | { kind: 'selection'; width: DataTableColumnWidth; align: DataTableAlign }
  | { kind: 'data'; column: DataTableColumn<T>; width: DataTableColumnWidth | undefined; align: DataTableAlign }
  | { kind: 'actions'; width: DataTableColumnWidth; align: DataTableAlign };

/** A focusable cell: `row` is a body row's index or HEADER_ROW, `col` a column's index. */
interface Position {
  row: number;
  col: number;
}

function track(width: DataTableColumnWidth | undefined): string {
  if (width === undefined) return 'minmax(0, 1fr)';
  if (typeof width === 'number') return `${String(width)}px`;
  return width.endsWith('fr') ? `minmax(0, ${width})` : width;
}

const positionAttr = ({ row, col }: Position) => `${String(row)}:${String(col)}`;

function positionOf(target: EventTarget, grid: HTMLElement): Position | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-pos]') : null;
  if (!cell || !grid.contains(cell)) return null;
  const [row, col] = (cell.dataset['pos'] ?? '').split(':').map(Number);
  return row === undefined || col === undefined ? null : { row, col };
}

/**
 * The scroll box's size from its ResizeObserver's reports alone: the first comes once the box is
 * laid out, so mounting a grid forces no layout (the virtualizer starts from `initialRect`; its
 * own version reads the size at once, mid-commit, a layout of the whole page each time).
 */
const observeBoxRect: typeof observeElementRect<HTMLDivElement> = (instance, cb) => {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, cb);
  const observer = new ResizeObserver(() => {
    cb({ width: element.clientWidth, height: element.clientHeight });
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
};

/** The scroll boxes a grid has been given: a box new to it sits at its top. */
const knownBoxes = new WeakSet<Element>();

/**
 * Scrolls the box where the virtualizer asks, except to the top of a box it has just been given,
 * where it already is: the virtualizer asks for that as it mounts, and a scroll forces a layout.
 */
const scrollBox: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !knownBoxes.has(element)) {
    knownBoxes.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/**
 * Gives each rendered row a slot, its React key: a row keeps its slot while it stays rendered, and a
 * row coming into view takes a slot a row leaving it gave up, so that React updates that row's
 * elements in place instead of building new ones (scrolling a page at a time swaps every row).
 * `previous` maps the rows rendered before to their slots; the result is the map for `keys`.
 */
export function assignSlots(previous: ReadonlyMap<Key, number>, keys: readonly Key[]): Map<Key, number> {
  const slots = new Map<Key, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined) {
      slots.set(key, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const key of keys) {
    if (slots.has(key)) continue;
    while (taken.has(free)) free++;
    slots.set(key, free);
    taken.add(free);
  }
  return slots;
}

/** Whether an event started on a control inside a cell (a checkbox, the actions button), which handles it. */
const isOnControl = (target: EventTarget) => target instanceof Element && target.closest('label, button, input') !== null;

/**
 * The virtualised DataTable: an ARIA grid that renders only the rows in view (and the focused one),
 * for lists of any length. Keyboard as in the WAI-ARIA grid pattern: arrows, Home/End, Ctrl+Home/End,
 * Page Up/Down, Space selects (Shift extends), Ctrl+A selects all, Enter sorts or opens a row's
 * actions, typing jumps to a row by its label.
 */
export function VirtualGrid<T>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  rowActions,
  onRowAction,
  isLoading = false,
  error = null,
  emptyState,
  maxHeightPx: heightPx = DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX,
  onRowOpen,
  onEndReached,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isShowingState = isLoading || error !== null;
  const items = isShowingState ? [] : rows;
  const rowHeaderIndex = rowHeaderIndexOf(columns);
  const labelOf = (row: T) => rowLabel(row, columns[rowHeaderIndex], getRowId, getRowLabel);

  const gridColumns: GridColumn<T>[] = [
    ...(selectionMode === 'multiple' ? [{ kind: 'selection', width: DATATABLE_SELECTION_COLUMN_WIDTH_PX, align: 'center' } as const] : []),
    ...columns.map((column) => ({ kind: 'data', column, width: column.width, align: column.align ?? 'start' }) as const),
    ...(rowActions ? [{ kind: 'actions', width: DATATABLE_ACTIONS_COLUMN_WIDTH_PX, align: 'center' } as const] : []),
  ];
  const lastCol = gridColumns.length - 1;
  const lastRow = items.length - 1;

  // Selection: controlled by `selectedKeys`, else kept here.
  const [ownSelection, setOwnSelection] = useState<Selection>(() => defaultSelectedKeys ?? new Set());
  const selection = selectedKeys ?? ownSelection;
  const disabled = new Set(disabledKeys ?? []);
  const anchorRef = useRef<number | null>(null);
  const changeSelection = (next: Selection) => {
    if (selectedKeys === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  const isSelected = (key: Key) => !disabled.has(key) && (selection === 'all' || selection.has(key));
  const selectableKeys = (from = 0, to = lastRow) => {
    const keys = new Set<Key>();
    for (let index = from; index <= to; index++) {
      const row = items[index];
      if (row === undefined) continue;
      const key = getRowId(row);
      if (!disabled.has(key)) keys.add(key);
    }
    return keys;
  };
  const selectAllState = (): 'none' | 'some' | 'all' => {
    if (selection === 'all') return items.length > 0 ? 'all' : 'none';
    if (selection.size === 0) return 'none';
    // Counting only when the selection is big enough to hold every selectable row.
    if (selection.size < items.length - disabled.size) return 'some';
    const selectable = selectableKeys();
    for (const key of selectable) if (!selection.has(key)) return 'some';
    return selectable.size > 0 ? 'all' : 'some';
  };
  const toggleAll = () => {
    changeSelection(selectAllState() === 'all' ? new Set() : 'all');
  };
  const toggleRow = (index: number, extend: boolean) => {
    const row = items[index];
    if (row === undefined || selectionMode === 'none') return;
    const key = getRowId(row);
    if (disabled.has(key)) return;
    if (selectionMode === 'single') {
      changeSelection(isSelected(key) ? new Set() : new Set([key]));
    } else if (extend && anchorRef.current !== null) {
      extendTo(index);
    } else {
      const next = selection === 'all' ? selectableKeys() : new Set(selection);
      if (isSelected(key)) next.delete(key);
      else next.add(key);
      changeSelection(next);
      anchorRef.current = index;
    }
  };
  /** Adds the rows from the anchor (the last row toggled alone) to `index` to the selection. */
  const extendTo = (index: number) => {
    const anchor = anchorRef.current ?? index;
    anchorRef.current = anchor;
    if (selection === 'all') return;
    changeSelection(new Set([...selection, ...selectableKeys(Math.min(anchor, index), Math.max(anchor, index))]));
  };

  // Focus: one cell is the grid's tab stop; moving it by keyboard focuses the cell once rendered.
  const [focus, setFocus] = useState<Position>({ row: HEADER_ROW, col: 0 });
  const current: Position = { row: Math.min(focus.row, lastRow), col: Math.min(focus.col, lastCol) };
  const focusPending = useRef(false);
  const moveFocus = (next: Position) => {
    focusPending.current = true;
    setFocus({ row: Math.max(HEADER_ROW, Math.min(next.row, lastRow)), col: Math.max(0, Math.min(next.col, lastCol)) });
  };
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    // The native focus scrolls the cell into view below the sticky header (the box's scroll-padding).
    scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${positionAttr(current)}"]`)?.focus();
  });

  const focusedRow = current.row;
  // The focused row stays rendered wherever the view is, so that focus is never lost to a scroll.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedRow < 0 || focusedRow >= range.count || indexes.includes(focusedRow)) return indexes;
      return [...indexes, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  // The console does not use the React Compiler; the grid re-renders with the virtualizer on every scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DATATABLE_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: DATATABLE_HEADER_HEIGHT_PX,
    rangeExtractor,
    initialRect: { width: 0, height: heightPx },
    observeElementRect: observeBoxRect,
    scrollToFn: scrollBox,
  });

  const virtualRows = virtualizer.getVirtualItems();
  // A render React repeats assigns the same slots; one it drops leaves its map here, so the next
  // render reuses fewer elements, never a wrong one (the keys stay distinct).
  const slotsRef = useRef<ReadonlyMap<Key, number>>(new Map());
  const rowKeys = virtualRows.flatMap((virtualRow) => {
    const row = items[virtualRow.index];
    return row === undefined ? [] : [getRowId(row)];
  });
  const slots = assignSlots(slotsRef.current, rowKeys);
  slotsRef.current = slots;
  const lastInView = virtualRows.at(-1)?.index ?? -1;
  const nearEnd = items.length > 0 && lastInView >= items.length - 1 - END_REACHED_ROWS;
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, items.length, onEndReached]);

  const typeahead = useRef({ text: '', atMs: 0 });
  const findByTypeahead = (char: string): number | null => {
    const nowMs = performance.now();
    const text = (nowMs - typeahead.current.atMs < TYPEAHEAD_RESET_MS ? typeahead.current.text + char : char).toLowerCase();
    typeahead.current = { text, atMs: nowMs };
    // A new search starts after the focused row; a longer one may match the focused row itself.
    const start = Math.max(0, current.row) + (text.length === 1 ? 1 : 0);
    for (let step = 0; step < items.length; step++) {
      const index = (start + step) % items.length;
      const row = items[index];
      if (row !== undefined && labelOf(row).toLowerCase().startsWith(text)) return index;
    }
    return null;
  };

  const sortBy = (column: DataTableColumn<T>) => {
    if (!column.isSortable || !onSortChange) return;
    const isAscending = sortDescriptor?.column === column.id && sortDescriptor.direction === 'ascending';
    onSortChange({ column: column.id, direction: isAscending ? 'descending' : 'ascending' });
  };

  const openRow = (index: number) => {
    const row = items[index];
    if (row !== undefined) onRowOpen?.(row);
  };

  const pageRows = Math.max(1, Math.floor((heightPx - DATATABLE_HEADER_HEIGHT_PX) / DATATABLE_ROW_HEIGHT_PX) - 1);
  const firstRow = items.length > 0 ? 0 : HEADER_ROW;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grid = scrollRef.current;
    // Keys pressed in a row's menu reach here through React's portal: they are the menu's.
    if (!grid?.contains(event.target as Node)) return;
    const at = positionOf(event.target, grid) ?? current;
    const column = gridColumns[at.col];
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Partial<Record<string, Position>> = {
      ArrowDown: { row: at.row + 1, col: at.col },
      ArrowUp: { row: at.row - 1, col: at.col },
      ArrowRight: { row: at.row, col: at.col + 1 },
      ArrowLeft: { row: at.row, col: at.col - 1 },
      Home: ctrl ? { row: firstRow, col: 0 } : { row: at.row, col: 0 },
      End: ctrl ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol },
      PageDown: { row: Math.max(0, at.row + pageRows), col: at.col },
      PageUp: { row: Math.max(firstRow, at.row - pageRows), col: at.col },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move);
      // Shift with Up or Down extends the selection to the row moved to, as a Shift+click does.
      const isVertical = event.key === 'ArrowDown' || event.key === 'ArrowUp';
      if (event.shiftKey && isVertical && selectionMode === 'multiple' && move.row >= 0 && move.row <= lastRow) {
        anchorRef.current ??= at.row;
        extendTo(move.row);
      }
      return;
    }
    // Space and Enter on a control inside the cell are the control's own.
    if (isOnControl(event.target)) return;
    const isSpace = event.key === ' ';
    if (ctrl && event.key.toLowerCase() === 'a' && selectionMode === 'multiple') {
      event.preventDefault();
      changeSelection('all');
    } else if ((isSpace || event.key === 'Enter') && column?.kind === 'actions' && at.row !== HEADER_ROW) {
      event.preventDefault();
      grid.querySelector<HTMLElement>(`[data-pos="${positionAttr(at)}"] [data-row-actions]`)?.click();
    } else if (isSpace || event.key === 'Enter') {
      if (at.row === HEADER_ROW && column?.kind === 'selection') toggleAll();
      else if (at.row === HEADER_ROW && column?.kind === 'data' && event.key === 'Enter') sortBy(column.column);
      else if (at.row !== HEADER_ROW && isSpace) toggleRow(at.row, event.shiftKey);
      else if (at.row !== HEADER_ROW && onRowOpen) openRow(at.row);
      else return;
      event.preventDefault();
    } else if (event.key.length === 1 && !ctrl && !event.altKey && at.row !== HEADER_ROW) {
      const found = findByTypeahead(event.key);
      if (found !== null) moveFocus({ row: found, col: at.col });
    }
  };

  const cellProps = (position: Position) => ({
    'data-pos': positionAttr(position),
    'aria-colindex': position.col + 1,
    tabIndex: position.row === current.row && position.col === current.col ? 0 : -1,
  });

  const allState = selectAllState();
  const header = (
    <div role="row" aria-rowindex={1} className={GRID_ROW_CLASS}>
      {gridColumns.map((gridColumn, col) => {
        const props = cellProps({ row: HEADER_ROW, col });
        if (gridColumn.kind === 'selection') {
          return (
            <GridColumnHeader key="__selection__" role="columnheader" $align="center" {...props}>
              <SelectionCheckbox
                aria-label="Select All"
                isSelected={allState === 'all'}
                isIndeterminate={allState === 'some'}
                isDisabled={items.length === 0}
                onChange={toggleAll}
              />
            </GridColumnHeader>
          );
        }
        if (gridColumn.kind === 'actions') {
          return (
            <GridColumnHeader key="__actions__" role="columnheader" $align="center" {...props}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </GridColumnHeader>
          );
        }
        const { column, align } = gridColumn;
        const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
        return (
          <GridColumnHeader
            key={column.id}
            role="columnheader"
            $align={align}
            aria-sort={column.isSortable ? (direction ?? 'none') : undefined}
            data-allows-sorting={column.isSortable ? '' : undefined}
            onClick={() => {
              sortBy(column);
            }}
            {...props}
          >
            <HeaderContent $align={align}>
              <ColumnHeaderText column={column} />
              {column.isSortable && <SortArrow direction={direction} />}
            </HeaderContent>
          </GridColumnHeader>
        );
      })}
    </div>
  );

  const renderRow = (row: T, index: number, topPx: number): ReactNode => {
    const key = getRowId(row);
    const label = labelOf(row);
    const isRowDisabled = disabled.has(key);
    const isRowSelected = selectionMode !== 'none' && isSelected(key);
    return (
      <div
        key={slots.get(key)}
        role="row"
        aria-rowindex={index + 2}
        aria-selected={selectionMode === 'none' ? undefined : isRowSelected}
        aria-disabled={isRowDisabled || undefined}
        data-selected={isRowSelected ? '' : undefined}
        data-disabled={isRowDisabled ? '' : undefined}
        className={`${ROW_CLASS} ${GRID_ROW_CLASS}`}
        style={{ transform: `translateY(${String(topPx)}px)` }}
        onClick={(event: MouseEvent) => {
          if (isOnControl(event.target)) return;
          if (onRowOpen) onRowOpen(row);
          else toggleRow(index, event.shiftKey);
        }}
      >
        {gridColumns.map((gridColumn, col) => {
          const props = cellProps({ row: index, col });
          if (gridColumn.kind === 'selection') {
            return (
              <div key="__selection__" role="gridcell" className={cellClass('center')} {...props}>
                <label className={ROW_CHECK_CLASS}>
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    aria-label={`Select ${label}`}
                    checked={isRowSelected}
                    disabled={isRowDisabled}
                    onChange={() => {
                      toggleRow(index, false);
                    }}
                  />
                  <span aria-hidden="true">{isRowSelected && <CheckMark isIndeterminate={false} />}</span>
                </label>
              </div>
            );
          }
          if (gridColumn.kind === 'actions') {
            return (
              <div key="__actions__" role="gridcell" className={`${CELL_CLASS} ${CELL_CLASS}--actions`} {...props}>
                <RowActions
                  row={row}
                  label={label}
                  getActions={() => rowActions?.(row) ?? []}
                  onAction={(id) => onRowAction?.(id, row)}
                  excludeFromTabOrder
                />
              </div>
            );
          }
          const { column, align } = gridColumn;
          return (
            <div key={column.id} role={column === columns[rowHeaderIndex] ? 'rowheader' : 'gridcell'} className={cellClass(align)} {...props}>
              {renderCell(row, column)}
            </div>
          );
        })}
      </div>
    );
  };

  return (
    <GridScroller
      ref={scrollRef}
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={isShowingState || items.length === 0 ? 2 : items.length + 1}
      aria-colcount={gridColumns.length}
      aria-multiselectable={selectionMode === 'multiple' || undefined}
      $heightPx={Math.min(heightPx, DATATABLE_HEADER_HEIGHT_PX + Math.max(items.length * DATATABLE_ROW_HEIGHT_PX, STATE_MIN_HEIGHT_PX))}
      $columns={gridColumns.map((gridColumn) => track(gridColumn.width)).join(' ')}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const position = scrollRef.current && positionOf(event.target, scrollRef.current);
        if (position && (position.row !== focus.row || position.col !== focus.col)) setFocus(position);
      }}
    >
      <GridHead role="rowgroup">{header}</GridHead>
      <GridBody role="rowgroup" style={items.length > 0 ? { height: items.length * DATATABLE_ROW_HEIGHT_PX } : undefined}>
        {items.length === 0 ? (
          <div role="row" aria-rowindex={2} className={GRID_ROW_CLASS}>
            <div role="gridcell" aria-colindex={1} aria-colspan={gridColumns.length} style={{ gridColumn: '1 / -1' }}>
              <TableState isLoading={isLoading} error={error} emptyState={emptyState} columnCount={columns.length} />
            </div>
          </div>
        ) : (
          virtualRows.map((virtualRow) => {
            const row = items[virtualRow.index];
            return row === undefined ? null : renderRow(row, virtualRow.index, virtualRow.start - DATATABLE_HEADER_HEIGHT_PX);
          })
        )}
      </GridBody>
    </GridScroller>
  );
}
