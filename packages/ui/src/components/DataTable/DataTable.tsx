import { useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type RefObject } from 'react';
import {
  Cell,
  Menu,
  MenuTrigger,
  Row,
  TableBody,
  TableHeader,
  Virtualizer,
  VisuallyHidden,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import {
  ActionsButton,
  CellText,
  CheckboxFieldBox,
  EmptyValue,
  ErrorText,
  Frame,
  HeaderContent,
  HeaderLabel,
  MenuPopover,
  Root,
  SkeletonBar,
  SkeletonList,
  SkeletonRow,
  SortIcon,
  StateBox,
  StyledCheckbox,
  StyledColumn,
  StyledMenuItem,
  StyledTable,
  CELL_CLASS,
  DATATABLE_HEADER_HEIGHT_PX,
  DATATABLE_ROW_HEIGHT_PX,
  ROW_CLASS,
  type DataTableAlign,
} from './DataTable.styles';
import { Pagination, type PaginationProps } from './Pagination';
import { WindowedTableLayout } from './WindowedTableLayout';

export type { DataTableAlign };
export { DATATABLE_HEADER_HEIGHT_PX, DATATABLE_ROW_HEIGHT_PX };

/** Height of a virtualised table's own scroll box when `maxHeightPx` is not given. */
export const DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX = 480;
/** Skeleton rows shown while the first page loads. */
export const DATATABLE_SKELETON_ROW_COUNT = 5;
/** Width of the leading checkbox column. */
export const DATATABLE_SELECTION_COLUMN_WIDTH_PX = 44;
/** Width of the trailing row-actions column. */
export const DATATABLE_ACTIONS_COLUMN_WIDTH_PX = 52;
/** Shown in the body when there are no rows and no `emptyState` is given. */
export const DATATABLE_DEFAULT_EMPTY_TEXT = 'No results found';

const SELECTION_COLUMN_ID = '__selection__';
const ACTIONS_COLUMN_ID = '__actions__';
const STATE_MIN_HEIGHT_PX = 200;
const SKELETON_WIDTHS_PCT = [70, 55, 80, 45, 65];
const NO_ROWS: readonly never[] = [];
const LAYOUT_OPTIONS = { rowHeight: DATATABLE_ROW_HEIGHT_PX, headingHeight: DATATABLE_HEADER_HEIGHT_PX };

/** Holds the latest table element for `TableSlot`. */
interface TableStore {
  get: () => ReactNode;
  set: (table: ReactNode) => void;
  subscribe: (listener: () => void) => () => void;
}

function createTableStore(initial: ReactNode): TableStore {
  let table = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => table,
    set: (next) => {
      table = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function TableSlot({ store }: { store: TableStore }) {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** Width of a column: pixels, a percentage or a fraction of the remaining space (`'2fr'`). */
export type DataTableColumnWidth = number | `${number}%` | `${number}fr`;

/** What an accessor returns: shown as text, with a muted dash for null or undefined. */
export type DataTableCellValue = string | number | boolean | null | undefined;

/** The sort order of the table; the same shape as RAC's `SortDescriptor`. */
export type DataTableSortDescriptor = SortDescriptor;

/** The selected row ids, or `'all'` after select-all. */
export type DataTableSelection = Selection;

export interface DataTableColumn<T> {
  /** Unique id of the column; the `column` of `sortDescriptor`. */
  id: string;
  /** Header text; also the column's accessible name. */
  header: string;
  /**
   * The value shown in the cell: a property name of the row or a function of the row. Used when
   * there is no `cell`, and as the row's label when this is the row-header column.
   */
  accessor?: (keyof T & string) | ((row: T) => DataTableCellValue);
  /** Renders the cell content; takes precedence over `accessor`. */
  cell?: (row: T) => ReactNode;
  /** Whether pressing the header sorts by this column. @default false */
  isSortable?: boolean;
  /**
   * Whether the column names its row for screen readers (and for the actions button). The first
   * column is the row header when no column says so.
   * @default false
   */
  isRowHeader?: boolean;
  /** Width of the column; columns without one share the remaining space. */
  width?: DataTableColumnWidth;
  /**
   * Horizontal alignment of header and cells; numbers read best aligned to the end.
   * @default 'start'
   */
  align?: DataTableAlign;
}

/** One item of a row's actions menu. */
export interface DataTableRowAction {
  /** Unique id within the row's menu; passed to `onRowAction`. */
  id: string;
  /** The menu item's text. */
  label: string;
  /** Shows the item in the error colour, for destructive actions. @default false */
  isDanger?: boolean;
  /** Whether the item can be chosen. @default false */
  isDisabled?: boolean;
}

/** The error state: a message and an optional retry. */
export interface DataTableError {
  /** The message shown in the table body. */
  message: string;
  /** Called when the user presses the retry button; without it no button is shown. */
  onRetry?: () => void;
  /**
   * Label of the retry button.
   * @default 'Retry'
   */
  retryLabel?: string;
}

export interface DataTableProps<T> {
  /** The columns, in display order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows to show; when paging on the server, only the current page. */
  rows: readonly T[];
  /** Returns the unique, stable id of a row (used for selection and focus). */
  getRowId: (row: T) => Key;
  /**
   * Returns the row's name, used in 'Actions for <name>' and for typeahead.
   * @default the text of the row-header column, else the row id
   */
  getRowLabel?: (row: T) => string;
  /** The current sort column and direction (controlled); the table does not sort `rows` itself. */
  sortDescriptor?: DataTableSortDescriptor;
  /** Called when the user sorts by a column, by pointer or with Enter on a focused header. */
  onSortChange?: (descriptor: DataTableSortDescriptor) => void;
  /**
   * Whether rows can be selected; `'multiple'` adds a checkbox column with select-all.
   * @default 'none'
   */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The selected row ids (controlled); `'all'` after select-all. */
  selectedKeys?: DataTableSelection;
  /** The initially selected row ids (uncontrolled). */
  defaultSelectedKeys?: DataTableSelection;
  /** Called when the selection changes; select-all gives `'all'`. */
  onSelectionChange?: (keys: DataTableSelection) => void;
  /** Ids of rows that cannot be selected or focused. */
  disabledKeys?: Iterable<Key>;
  /** Returns the items of a row's actions menu; adds a trailing column with an actions button. */
  rowActions?: (row: T) => readonly DataTableRowAction[];
  /** Called with the chosen action id and its row. */
  onRowAction?: (actionId: string, row: T) => void;
  /** Shows skeleton rows instead of the rows. @default false */
  isLoading?: boolean;
  /** Shows the error message (and retry button) instead of the rows. */
  error?: DataTableError | null;
  /**
   * Shown in the body when `rows` is empty.
   * @default 'No results found'
   */
  emptyState?: ReactNode;
  /** Renders a `Pagination` below the table with these props. */
  pagination?: PaginationProps;
  /**
   * Renders only the rows in view, for very long lists (constant DOM size); the table gets its
   * own scroll box of `maxHeightPx`.
   * @default false
   */
  isVirtualized?: boolean;
  /**
   * Maximum height of the table's scroll box, header included. Virtualised tables always have one.
   * @default DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX (480) when virtualised, none otherwise
   */
  maxHeightPx?: number;
  /** Accessible name of the table. */
  'aria-label': string;
}

function readValue<T>(row: T, accessor: DataTableColumn<T>['accessor']): DataTableCellValue {
  if (accessor === undefined) return undefined;
  if (typeof accessor === 'function') return accessor(row);
  const value: unknown = row[accessor];
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  // Objects have no useful text; columns showing them give a `cell` renderer.
  return undefined;
}

function renderCell<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.cell) return column.cell(row);
  const value = readValue(row, column.accessor);
  if (value === null || value === undefined || value === '') return <EmptyValue aria-label="No value">—</EmptyValue>;
  return <CellText>{String(value)}</CellText>;
}

/** Native tables size columns by CSS; `fr` widths have no CSS meaning there and share the rest. */
function nativeWidth(width: DataTableColumnWidth | undefined): CSSProperties | undefined {
  if (width === undefined) return undefined;
  if (typeof width === 'number') return { width };
  if (width.endsWith('%')) return { width };
  return undefined;
}

function cellClass(align: DataTableAlign): string {
  return align === 'start' ? CELL_CLASS : `${CELL_CLASS} ${CELL_CLASS}--${align}`;
}

function SortArrow({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const path =
    direction === 'ascending' ? 'M4 10l4-4 4 4' : direction === 'descending' ? 'M4 6l4 4 4-4' : 'M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3';
  return (
    <SortIcon $isActive={direction !== undefined} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </SortIcon>
  );
}

function CheckMark({ isIndeterminate }: { isIndeterminate: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={isIndeterminate ? 'M3.5 8h9' : 'M3 8.5l3.2 3L13 4.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SelectionCheckbox() {
  return (
    <CheckboxFieldBox slot="selection">
      <StyledCheckbox>
        {({ isSelected, isIndeterminate }) => (
          <span>{(isSelected || isIndeterminate) && <CheckMark isIndeterminate={isIndeterminate} />}</span>
        )}
      </StyledCheckbox>
    </CheckboxFieldBox>
  );
}

function DotsIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="3.5" cy="8" r="1.4" fill="currentColor" />
      <circle cx="8" cy="8" r="1.4" fill="currentColor" />
      <circle cx="12.5" cy="8" r="1.4" fill="currentColor" />
    </svg>
  );
}

function SkeletonRows({ columnCount }: { columnCount: number }) {
  const bars = Math.max(1, Math.min(columnCount, SKELETON_WIDTHS_PCT.length));
  return (
    <SkeletonList aria-hidden="true">
      {Array.from({ length: DATATABLE_SKELETON_ROW_COUNT }, (_, rowIndex) => (
        <SkeletonRow key={rowIndex}>
          {Array.from({ length: bars }, (__, barIndex) => (
            <SkeletonBar
              key={barIndex}
              $widthPct={SKELETON_WIDTHS_PCT[(rowIndex + barIndex) % SKELETON_WIDTHS_PCT.length] ?? 60}
            />
          ))}
        </SkeletonRow>
      ))}
    </SkeletonList>
  );
}

interface RowCallbacks<T> {
  getRowId: (row: T) => Key;
  getRowLabel: ((row: T) => string) | undefined;
  rowActions: ((row: T) => readonly DataTableRowAction[]) | undefined;
  onRowAction: ((actionId: string, row: T) => void) | undefined;
}

/** A row's menu; it mounts when the menu opens, so it lists the current `rowActions`. */
function RowActionsMenu<T>({ row, callbacks }: { row: T; callbacks: RefObject<RowCallbacks<T>> }) {
  return (
    <Menu onAction={(key) => callbacks.current.onRowAction?.(String(key), row)}>
      {(callbacks.current.rowActions?.(row) ?? []).map((action) => (
        <StyledMenuItem
          key={action.id}
          id={action.id}
          textValue={action.label}
          isDisabled={action.isDisabled}
          $isDanger={action.isDanger ?? false}
        >
          {action.label}
        </StyledMenuItem>
      ))}
    </Menu>
  );
}

/** Shows rows of records in columns, with sorting, selection, row actions, paging and virtualisation. */
export function DataTable<T>({
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
  pagination,
  isVirtualized = false,
  maxHeightPx,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );
  // Callbacks are often inline arrows: read through a ref so that a new one neither rebuilds the
  // memoised header and body below nor re-renders 100,000 rows in RAC's collection.
  const callbacks = useRef<RowCallbacks<T>>({ getRowId, getRowLabel, rowActions, onRowAction });
  // Rows are keyed by id and ids are stable, so rows rendered in this pass may use the last render's getters.
  useLayoutEffect(() => {
    callbacks.current = { getRowId, getRowLabel, rowActions, onRowAction };
  });

  const hasSelectionColumn = selectionMode === 'multiple';
  const hasActionsColumn = rowActions !== undefined;
  const isShowingState = isLoading || error !== null;
  const items = isShowingState ? NO_ROWS : rows;

  const renderState = () => {
    if (isLoading) {
      return (
        <>
          <VisuallyHidden>Loading rows</VisuallyHidden>
          <SkeletonRows columnCount={columns.length} />
        </>
      );
    }
    if (error) {
      return (
        <StateBox>
          <ErrorText>{error.message}</ErrorText>
          {error.onRetry && (
            <Button size="sm" onPress={error.onRetry}>
              {error.retryLabel ?? 'Retry'}
            </Button>
          )}
        </StateBox>
      );
    }
    return <StateBox>{emptyState ?? DATATABLE_DEFAULT_EMPTY_TEXT}</StateBox>;
  };

  // The virtualiser needs a definite height; short lists shrink to fit, states get room for their message.
  const virtualHeightPx = Math.min(
    maxHeightPx ?? DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX,
    DATATABLE_HEADER_HEIGHT_PX + Math.max(items.length * DATATABLE_ROW_HEIGHT_PX, STATE_MIN_HEIGHT_PX),
  );

  // Memoised so that a re-render for a new selection or sort order leaves RAC's collection of every
  // row and cell untouched: any changed prop of the header or body makes RAC copy that collection.
  const header = useMemo(
    () => (
      <TableHeader>
        {hasSelectionColumn && (
          <StyledColumn
            id={SELECTION_COLUMN_ID}
            width={DATATABLE_SELECTION_COLUMN_WIDTH_PX}
            style={isVirtualized ? undefined : { width: DATATABLE_SELECTION_COLUMN_WIDTH_PX }}
            $align="center"
            $isVirtualized={isVirtualized}
          >
            <SelectionCheckbox />
          </StyledColumn>
        )}
        {columns.map((column, index) => {
          const align = column.align ?? 'start';
          return (
            <StyledColumn
              key={column.id}
              id={column.id}
              isRowHeader={index === rowHeaderIndex}
              allowsSorting={column.isSortable ?? false}
              textValue={column.header}
              width={column.width ?? null}
              style={isVirtualized ? undefined : nativeWidth(column.width)}
              $align={align}
              $isVirtualized={isVirtualized}
            >
              {({ allowsSorting, sortDirection }) => (
                <HeaderContent $align={align}>
                  <HeaderLabel>{column.header}</HeaderLabel>
                  {allowsSorting && <SortArrow direction={sortDirection} />}
                </HeaderContent>
              )}
            </StyledColumn>
          );
        })}
        {hasActionsColumn && (
          <StyledColumn
            id={ACTIONS_COLUMN_ID}
            width={DATATABLE_ACTIONS_COLUMN_WIDTH_PX}
            style={isVirtualized ? undefined : { width: DATATABLE_ACTIONS_COLUMN_WIDTH_PX }}
            textValue="Actions"
            $align="center"
            $isVirtualized={isVirtualized}
          >
            <VisuallyHidden>Actions</VisuallyHidden>
          </StyledColumn>
        )}
      </TableHeader>
    ),
    [columns, rowHeaderIndex, hasSelectionColumn, hasActionsColumn, isVirtualized],
  );
  // Only an empty body shows the state, so only then does it depend on it.
  const emptyStateRenderer = items.length === 0 ? renderState : undefined;
  const body = useMemo(() => {
    const rowHeaderColumn = columns[rowHeaderIndex];
    const labelOf = (row: T): string => {
      const { getRowId: idOf, getRowLabel: customLabelOf } = callbacks.current;
      if (customLabelOf) return customLabelOf(row);
      const value = rowHeaderColumn ? readValue(row, rowHeaderColumn.accessor) : undefined;
      return value === null || value === undefined || value === '' ? String(idOf(row)) : String(value);
    };
    return (
      <TableBody
        items={items}
        dependencies={[columns, rowHeaderIndex, hasSelectionColumn, hasActionsColumn, isVirtualized]}
        renderEmptyState={emptyStateRenderer}
      >
        {(row: T) => {
          const label = labelOf(row);
          return (
            <Row id={callbacks.current.getRowId(row)} textValue={label} className={ROW_CLASS}>
              {hasSelectionColumn && (
                <Cell className={cellClass('center')}>
                  <SelectionCheckbox />
                </Cell>
              )}
              {columns.map((column) => (
                // A render function: RAC calls it only for cells it shows, which keeps big lists cheap.
                <Cell key={column.id} className={cellClass(column.align ?? 'start')}>
                  {() => renderCell(row, column)}
                </Cell>
              ))}
              {hasActionsColumn && (
                <Cell className={`${CELL_CLASS} ${CELL_CLASS}--actions`}>
                  {() => (
                    <MenuTrigger>
                      <ActionsButton aria-label={`Actions for ${label}`}>
                        <span>
                          <DotsIcon />
                        </span>
                      </ActionsButton>
                      <MenuPopover placement="bottom end">
                        <RowActionsMenu row={row} callbacks={callbacks} />
                      </MenuPopover>
                    </MenuTrigger>
                  )}
                </Cell>
              )}
            </Row>
          );
        }}
      </TableBody>
    );
  }, [items, columns, rowHeaderIndex, hasSelectionColumn, hasActionsColumn, isVirtualized, emptyStateRenderer]);

  const table = (
    <StyledTable
      aria-label={ariaLabel}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      disabledKeys={disabledKeys}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      $isVirtualized={isVirtualized}
      $heightPx={virtualHeightPx}
    >
      {header}
      {body}
    </StyledTable>
  );

  // RAC's Virtualizer gives its context a new value whenever it renders, and so would a context of
  // ours; React then walks every fibre below (one per row and cell of RAC's collection, 100 ms at
  // 100,000 rows) for readers. So the Virtualizer element never changes and the table reaches it
  // through a store.
  const [store] = useState(() => createTableStore(table));
  useLayoutEffect(() => {
    store.set(table);
  });
  const virtualizer = useMemo(
    () => (
      <Virtualizer layout={WindowedTableLayout} layoutOptions={LAYOUT_OPTIONS}>
        <TableSlot store={store} />
      </Virtualizer>
    ),
    [store],
  );

  return (
    <Root>
      <Frame $isVirtualized={isVirtualized} $maxHeightPx={maxHeightPx} aria-busy={isLoading || undefined}>
        {isVirtualized ? virtualizer : table}
      </Frame>
      {pagination && <Pagination {...pagination} isDisabled={pagination.isDisabled ?? isLoading} />}
    </Root>
  );
}
