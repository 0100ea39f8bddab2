import { Cell, Row, TableBody, TableHeader, VisuallyHidden } from 'react-aria-components';
import {
  CELL_CLASS,
  DATATABLE_ACTIONS_COLUMN_WIDTH_PX,
  DATATABLE_HEADER_HEIGHT_PX,
  DATATABLE_ROW_HEIGHT_PX,
  DATATABLE_SELECTION_COLUMN_WIDTH_PX,
  DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX,
  Frame,
  HeaderContent,
  ROW_CLASS,
  Root,
  StyledColumn,
  StyledTable,
  type DataTableAlign,
} from './DataTable.styles';
import {
  ColumnHeaderText,
  DATATABLE_DEFAULT_EMPTY_TEXT,
  DATATABLE_SKELETON_ROW_COUNT,
  RowActions,
  SelectionCheckbox,
  SortArrow,
  TableState,
  cellClass,
  nativeWidth,
  renderCell,
  rowHeaderIndexOf,
  rowLabel,
} from './DataTable.parts';
import type { DataTableColumn, DataTableProps } from './DataTable.types';
import { Pagination } from './Pagination';
import { VirtualGrid } from './VirtualGrid';

export type { DataTableAlign };
export type {
  DataTableCellValue,
  DataTableColumn,
  DataTableColumnWidth,
  DataTableError,
  DataTableProps,
  DataTableRowAction,
  DataTableSelection,
  DataTableSortDescriptor,
} from './DataTable.types';
export {
  DATATABLE_ACTIONS_COLUMN_WIDTH_PX,
  DATATABLE_DEFAULT_EMPTY_TEXT,
  DATATABLE_HEADER_HEIGHT_PX,
  DATATABLE_ROW_HEIGHT_PX,
  DATATABLE_SELECTION_COLUMN_WIDTH_PX,
  DATATABLE_SKELETON_ROW_COUNT,
  DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX,
};

const SELECTION_COLUMN_ID = '__selection__';
const ACTIONS_COLUMN_ID = '__actions__';

/** The narrowest a column without a width (or with a share of the rest) gets unless it says (`minWidth`): a narrow window scrolls the table sideways rather than squeeze it to nothing. */
export const DATATABLE_FLEXIBLE_COLUMN_MIN_WIDTH_PX = 120;

type ColumnSize = Pick<DataTableColumn<unknown>, 'width' | 'minWidth'>;

/** The width a page of rows needs at least: its sized columns (in px), and the minimum of each column without a width. */
export function tableMinWidthPx(columns: readonly ColumnSize[], hasSelectionColumn: boolean, hasActionsColumn: boolean): number {
  const minimumOf = ({ width, minWidth = DATATABLE_FLEXIBLE_COLUMN_MIN_WIDTH_PX }: ColumnSize) => {
    if (typeof width === 'number') return width;
    // A share of the rest (`2fr`) is flexible too; a percentage follows the table.
    return width === undefined || width.endsWith('fr') ? minWidth : 0;
  };
  const columnsPx = columns.reduce((sum, column) => sum + minimumOf(column), 0);
  return columnsPx + (hasSelectionColumn ? DATATABLE_SELECTION_COLUMN_WIDTH_PX : 0) + (hasActionsColumn ? DATATABLE_ACTIONS_COLUMN_WIDTH_PX : 0);
}

/**
 * Shows rows of records in columns, with sorting, selection, row actions, paging and virtualisation.
 *
 * A page of rows is a react-aria-components Table. A virtualised table (`isVirtualized`, for lists
 * of any length) is `VirtualGrid`: RAC builds a collection node for every row and cell, which at
 * 100,000 rows took seconds to render or sort and a gigabyte of heap.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
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
  } = props;
  const rowHeaderIndex = rowHeaderIndexOf(columns);
  const hasSelectionColumn = selectionMode === 'multiple';
  const isShowingState = isLoading || error !== null;
  const items = isShowingState ? [] : rows;

  const table = isVirtualized ? (
    <VirtualGrid {...props} />
  ) : (
    <StyledTable
      aria-label={ariaLabel}
      style={{ minWidth: tableMinWidthPx(columns, hasSelectionColumn, rowActions !== undefined) }}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      disabledKeys={disabledKeys}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
    >
      <TableHeader>
        {hasSelectionColumn && (
          <StyledColumn
            id={SELECTION_COLUMN_ID}
            width={DATATABLE_SELECTION_COLUMN_WIDTH_PX}
            style={{ width: DATATABLE_SELECTION_COLUMN_WIDTH_PX }}
            $align="center"
          >
            <SelectionCheckbox slot="selection" />
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
              style={nativeWidth(column.width)}
              $align={align}
            >
              {({ allowsSorting, sortDirection }) => (
                <HeaderContent $align={align}>
                  <ColumnHeaderText column={column} />
                  {allowsSorting && <SortArrow direction={sortDirection} />}
                </HeaderContent>
              )}
            </StyledColumn>
          );
        })}
        {rowActions && (
          <StyledColumn
            id={ACTIONS_COLUMN_ID}
            width={DATATABLE_ACTIONS_COLUMN_WIDTH_PX}
            style={{ width: DATATABLE_ACTIONS_COLUMN_WIDTH_PX }}
            textValue="Actions"
            $align="center"
          >
            <VisuallyHidden>Actions</VisuallyHidden>
          </StyledColumn>
        )}
      </TableHeader>
      <TableBody
        items={items}
        dependencies={[columns, rowHeaderIndex, rowActions, onRowAction, getRowLabel]}
        renderEmptyState={() => (
          <TableState isLoading={isLoading} error={error} emptyState={emptyState} columnCount={columns.length} />
        )}
      >
        {(row: T) => {
          const label = rowLabel(row, columns[rowHeaderIndex], getRowId, getRowLabel);
          return (
            <Row id={getRowId(row)} textValue={label} className={ROW_CLASS}>
              {hasSelectionColumn && (
                <Cell className={cellClass('center')}>
                  <SelectionCheckbox slot="selection" />
                </Cell>
              )}
              {columns.map((column) => (
                <Cell key={column.id} className={cellClass(column.align ?? 'start')}>
                  {renderCell(row, column)}
                </Cell>
              ))}
              {rowActions && (
                <Cell className={`${CELL_CLASS} ${CELL_CLASS}--actions`}>
                  <RowActions row={row} label={label} getActions={() => rowActions(row)} onAction={(id) => onRowAction?.(id, row)} />
                </Cell>
              )}
            </Row>
          );
        }}
      </TableBody>
    </StyledTable>
  );

  return (
    <Root>
      <Frame $isVirtualized={isVirtualized} $maxHeightPx={maxHeightPx} aria-busy={isLoading || undefined}>
        {table}
      </Frame>
      {pagination && <Pagination {...pagination} isDisabled={pagination.isDisabled ?? isLoading} />}
    </Root>
  );
}
