/** Texts of the csv export config modal (spec 000 names the modal, not its texts: designed). */
export const CSV_EXPORT_MESSAGES = {
  columnsLabel: 'Columns',
  columnsHint: 'Tick the columns to export; move them to set their order.',
  up: 'Up',
  down: 'Down',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  scopeLabel: 'Rows',
  scopeFiltered: 'The list as filtered now',
  scopeAll: 'All rows, without the filter',
  noFilter: 'No filter is applied: every row is exported.',
  noColumn: 'Choose at least one column',
  cancel: 'Cancel',
  exportButton: 'Export',
} as const;
