import type { CSSProperties, ReactNode } from 'react';
import { Menu, MenuTrigger, VisuallyHidden, type SortDescriptor } from 'react-aria-components';
import {
  ActionsButton,
  CheckboxFieldBox,
  HeaderLabel,
  ErrorText,
  MenuPopover,
  SkeletonBar,
  SkeletonList,
  SkeletonRow,
  SortIcon,
  StateBox,
  StyledCheckbox,
  StyledMenuItem,
  CELL_CLASS,
  CELL_TEXT_CLASS,
  EMPTY_VALUE_CLASS,
  type DataTableAlign,
} from './DataTable.styles';
import { Button } from '../Button';
import type { DataTableCellValue, DataTableColumn, DataTableColumnWidth, DataTableError, DataTableRowAction } from './DataTable.types';

/** Skeleton rows shown while the first page loads. */
export const DATATABLE_SKELETON_ROW_COUNT = 5;
/** Shown in the body when there are no rows and no `emptyState` is given. */
export const DATATABLE_DEFAULT_EMPTY_TEXT = 'No results found';

const SKELETON_WIDTHS_PCT = [70, 55, 80, 45, 65];

export function readValue<T>(row: T, accessor: DataTableColumn<T>['accessor']): DataTableCellValue {
  if (accessor === undefined) return undefined;
  if (typeof accessor === 'function') return accessor(row);
  const value: unknown = row[accessor];
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  // Objects have no useful text; columns showing them give a `cell` renderer.
  return undefined;
}

export function renderCell<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.cell) return column.cell(row);
  const value = readValue(row, column.accessor);
  if (value === null || value === undefined || value === '') {
    return (
      <span className={EMPTY_VALUE_CLASS} aria-label="No value">
        —
      </span>
    );
  }
  return <span className={CELL_TEXT_CLASS}>{String(value)}</span>;
}

/** The column that names its row: the one marked `isRowHeader`, else the first. */
export function rowHeaderIndexOf<T>(columns: readonly DataTableColumn<T>[]): number {
  return Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );
}

/** A column header's text: shown, or for screen readers only (`isHeaderHidden`). */
export function ColumnHeaderText<T>({ column }: { column: DataTableColumn<T> }) {
  return column.isHeaderHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : <HeaderLabel>{column.header}</HeaderLabel>;
}

/** The row's name: `getRowLabel`, else the text of the row-header column, else the row id. */
export function rowLabel<T>(
  row: T,
  rowHeaderColumn: DataTableColumn<T> | undefined,
  getRowId: (row: T) => string | number,
  getRowLabel: ((row: T) => string) | undefined,
): string {
  if (getRowLabel) return getRowLabel(row);
  const value = rowHeaderColumn ? readValue(row, rowHeaderColumn.accessor) : undefined;
  return value === null || value === undefined || value === '' ? String(getRowId(row)) : String(value);
}

/** The classes of a body cell aligned `align`. */
export function cellClass(align: DataTableAlign): string {
  return align === 'start' ? CELL_CLASS : `${CELL_CLASS} ${CELL_CLASS}--${align}`;
}

/** Native tables size columns by CSS; `fr` widths have no CSS meaning there and share the rest. */
export function nativeWidth(width: DataTableColumnWidth | undefined): CSSProperties | undefined {
  if (width === undefined) return undefined;
  if (typeof width === 'number') return { width };
  if (width.endsWith('%')) return { width };
  return undefined;
}

export function SortArrow({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const path =
    direction === 'ascending' ? 'M4 10l4-4 4 4' : direction === 'descending' ? 'M4 6l4 4 4-4' : 'M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3';
  return (
    <SortIcon $isActive={direction !== undefined} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </SortIcon>
  );
}

export function CheckMark({ isIndeterminate }: { isIndeterminate: boolean }) {
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

interface SelectionCheckboxProps {
  /** RAC's table slot, which wires the box to the row's selection; or, without it, the props below. */
  slot?: 'selection';
  isSelected?: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange?: (isSelected: boolean) => void;
  'aria-label'?: string;
}

/** The box of the selection column and of select-all. */
export function SelectionCheckbox({ slot, ...props }: SelectionCheckboxProps) {
  return (
    <CheckboxFieldBox slot={slot} excludeFromTabOrder={slot === undefined} {...props}>
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

/** The row's actions button and its menu; the menu lists `getActions()` as they are when it opens. */
export function RowActions<T>({
  row,
  label,
  getActions,
  onAction,
  excludeFromTabOrder = false,
}: {
  row: T;
  label: string;
  getActions: () => readonly DataTableRowAction[];
  onAction: (actionId: string, row: T) => void;
  /** Leaves the button out of the tab order, where the cell around it is the focus stop. */
  excludeFromTabOrder?: boolean;
}) {
  return (
    <MenuTrigger>
      <ActionsButton aria-label={`Actions for ${label}`} data-row-actions="" excludeFromTabOrder={excludeFromTabOrder}>
        <span>
          <DotsIcon />
        </span>
      </ActionsButton>
      <MenuPopover placement="bottom end">
        <Menu
          onAction={(key) => {
            onAction(String(key), row);
          }}
        >
          {getActions().map((action) => (
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
      </MenuPopover>
    </MenuTrigger>
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

/** What the body shows instead of rows: skeleton rows while loading, the error, or the empty state. */
export function TableState({
  isLoading,
  error,
  emptyState,
  columnCount,
}: {
  isLoading: boolean;
  error: DataTableError | null;
  emptyState: ReactNode;
  columnCount: number;
}) {
  if (isLoading) {
    return (
      <>
        <VisuallyHidden>Loading rows</VisuallyHidden>
        <SkeletonRows columnCount={columnCount} />
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
}
