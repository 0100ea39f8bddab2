import { useId, type ReactNode } from 'react';
import { CHART_EMPTY_MESSAGE, CHART_LOADING_LABEL } from './Chart.messages';
import {
  ChartBody,
  ChartCaption,
  ChartDataRegion,
  ChartDescription,
  ChartEmpty,
  ChartFigure,
  ChartPlaceholder,
  ChartSelectButton,
  ChartTable,
  ChartTitle,
  VisuallyHidden,
} from './Chart.styles';
import { CHART_TABLE_MAX_ROWS, type ChartBaseProps, type ChartSelection } from './Chart.types';
import { formatChartNumber, formatChartValue } from './chartFormat';

/** One cell of the data table. */
export interface ChartTableCell {
  /** The value; undefined prints as a dash (a series without a point there). */
  value: number | undefined;
  /** What pressing the cell selects; without it (or without `onSelect`) the cell is text. */
  selection?: ChartSelection;
}

/** The values of a chart as a table: one row per category (or point), one column per series. */
export interface ChartTableModel {
  /** Header of the row-label column (e.g. 'Category', 'Date'). */
  rowHeader: string;
  /** Headers of the value columns, usually the series names. */
  columns: string[];
  /** The rows; left empty when there are more than `CHART_TABLE_MAX_ROWS` (see `rowCount`). */
  rows: { label: string; cells: ChartTableCell[] }[];
  /** How many rows there are when `rows` is left empty for being too many to show. */
  rowCount?: number;
  /** Replaces the table when it would have more than `CHART_TABLE_MAX_ROWS` rows. */
  summary?: string;
}

/** A view's `ChartBaseProps` as resolved by the view (height given), plus what it draws. */
export interface ChartFrameProps extends Omit<ChartBaseProps, 'height'> {
  /** Height of the drawing area in px. */
  height: number;
  /** Shows the empty message instead of the chart. */
  isEmpty: boolean;
  /** The values for screen readers and keyboard click-through; omit when the drawing is text. */
  table?: ChartTableModel;
  /** The drawing. */
  children?: ReactNode;
}

function DataTable({ title, table, unit, onSelect }: { title: string; table: ChartTableModel; unit?: '%'; onSelect?: (selection: ChartSelection) => void }) {
  const rowCount = table.rowCount ?? table.rows.length;
  if (rowCount > CHART_TABLE_MAX_ROWS) {
    return <p>{table.summary ?? `${title}: ${formatChartNumber(rowCount)} rows of data.`}</p>;
  }
  return (
    <ChartTable>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{table.rowHeader}</th>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={`${String(r)}-${row.label}`}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, c) => {
              const { selection } = cell;
              const text = cell.value === undefined ? '–' : formatChartValue(cell.value, unit);
              return (
                <td key={table.columns[c] ?? c}>
                  {onSelect && selection ? (
                    <ChartSelectButton
                      onPress={() => {
                        onSelect(selection);
                      }}
                    >
                      {text}
                    </ChartSelectButton>
                  ) : (
                    text
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}

/** The frame every chart view shares: a named figure with its title, states and data table. */
export function ChartFrame({
  title,
  showTitle = true,
  description,
  height,
  isLoading = false,
  isEmpty,
  emptyMessage = CHART_EMPTY_MESSAGE,
  table,
  unit,
  onSelect,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  let body: ReactNode;
  if (isLoading) {
    body = (
      <>
        <ChartPlaceholder $height={height} aria-hidden="true" />
        <VisuallyHidden role="status">{CHART_LOADING_LABEL}</VisuallyHidden>
      </>
    );
  } else if (isEmpty) {
    body = <ChartEmpty $height={height}>{emptyMessage}</ChartEmpty>;
  } else {
    body = (
      <>
        {children}
        {table && (
          <ChartDataRegion>
            <DataTable title={title} table={table} {...(unit && { unit })} onSelect={onSelect} />
          </ChartDataRegion>
        )}
      </>
    );
  }
  return (
    <ChartFigure role="figure" aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <ChartCaption $hidden={!showTitle}>
        <ChartTitle id={titleId}>{title}</ChartTitle>
        {description && <ChartDescription>{description}</ChartDescription>}
      </ChartCaption>
      <ChartBody $height={height}>{body}</ChartBody>
    </ChartFigure>
  );
}
