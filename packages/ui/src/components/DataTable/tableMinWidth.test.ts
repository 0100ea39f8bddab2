import { describe, expect, it } from 'vitest';
import { DATATABLE_ACTIONS_COLUMN_WIDTH_PX, DATATABLE_SELECTION_COLUMN_WIDTH_PX } from './DataTable.styles';
import { DATATABLE_FLEXIBLE_COLUMN_MIN_WIDTH_PX, tableMinWidthPx } from './DataTable';

describe('tableMinWidthPx', () => {
  it('adds the sized columns, a minimum for each flexible one, and the selection and actions columns', () => {
    const columns = [{}, { width: 110 }, { width: '2fr' as const }, { width: '20%' as const }];
    expect(tableMinWidthPx(columns, false, false)).toBe(110 + 2 * DATATABLE_FLEXIBLE_COLUMN_MIN_WIDTH_PX);
    expect(tableMinWidthPx(columns, true, true)).toBe(110 + 2 * DATATABLE_FLEXIBLE_COLUMN_MIN_WIDTH_PX + DATATABLE_SELECTION_COLUMN_WIDTH_PX + DATATABLE_ACTIONS_COLUMN_WIDTH_PX);
  });

  it("takes a flexible column's own minimum where it names one", () => {
    const columns = [{ minWidth: 220 }, { width: 110, minWidth: 500 }, { width: '1fr' as const, minWidth: 90 }];
    expect(tableMinWidthPx(columns, false, false)).toBe(220 + 110 + 90);
  });
});
