// The spec does not give these texts; ours to design (see /work/shared/spec/README.md).
export const GRID_MESSAGES = {
  moveHandle: (label: string) => `Move ${label}`,
  resizeHandle: (label: string) => `Resize ${label}`,
  instructions:
    'Use the arrow keys to move or resize by one grid unit (a move up or down passes the chart in the way). Press Enter or leave the handle to keep the change; press Escape to undo it.',
  moved: (label: string, column: number, row: number) => `Moved ${label} to column ${String(column)}, row ${String(row)}`,
  resized: (label: string, width: number, height: number) => `Resized ${label} to ${String(width)} by ${String(height)}`,
  cantMove: (label: string) => `${label} cannot move further that way`,
  cantResize: (label: string) => `${label} cannot be resized further that way`,
  cancelled: (label: string, column: number, row: number, width: number, height: number) =>
    `Cancelled. ${label} is back at column ${String(column)}, row ${String(row)}, ${String(width)} by ${String(height)}`,
  saved: (label: string) => `Layout of ${label} saved`,
} as const;
