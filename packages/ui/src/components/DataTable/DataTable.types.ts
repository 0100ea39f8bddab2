import type { ReactNode } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import type { PaginationProps } from './Pagination';
import type { DataTableAlign } from './DataTable.styles';

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
  /** Whether the header text is for screen readers only (a narrow column of icons or toggles). @default false */
  isHeaderHidden?: boolean;
  /**
   * The value shown in the cell: a property name of the row or a function of the row. Used when
   * there is no `cell`, and as the row's label when this is the row-header column.
   */
  accessor?: (keyof T & string) | ((row: T) => DataTableCellValue);
  /**
   * Renders the cell content; takes precedence over `accessor`. A virtualised table reuses a row's
   * elements for the next row scrolled into view, so state kept inside a cell goes with them: keep it
   * in the row's data instead.
   */
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
   * The narrowest a column without a width (or with a share of the rest) gets, in px: below it the
   * table scrolls sideways. Flexible columns share the rest evenly, so a larger minimum suits the one
   * flexible column of a table best (a list's names).
   * @default 120
   */
  minWidth?: number;
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
  /**
   * Virtualised grid only: called when a row is opened, by a click on it or Enter on one of its
   * cells (not on a control in it). Opening does not select.
   */
  onRowOpen?: (row: T) => void;
  /**
   * Virtualised grid only: called when the rows in view come within a few rows of the last one, so
   * that a list paged on the server can fetch its next page as the user scrolls.
   */
  onEndReached?: () => void;
  /** Accessible name of the table. */
  'aria-label': string;
}
