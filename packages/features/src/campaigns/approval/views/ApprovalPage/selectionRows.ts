import type { CampaignSelection } from '@vigil/openapi';
import { adapterName } from '../../../../search/views/GlobalSearchModal/highlight';

/** The columns the table sorts by. */
export type SelectionSortColumn = 'user' | 'application' | 'entitlement';

export interface SelectionSort {
  column: SelectionSortColumn;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The text of a selection's column as the table shows it (the application by its parsed name). */
export function columnText(selection: CampaignSelection, column: SelectionSortColumn): string {
  if (column === 'user') return selection.entity.name;
  if (column === 'application') return adapterName(selection.application);
  return selection.entitlement.name;
}

/**
 * The rows to show: those whose user, application or entitlement contains `filter` (any case),
 * sorted by `sort` (ties keep the server's order), else in the server's order.
 */
export function visibleSelections(selections: readonly CampaignSelection[], filter: string, sort: SelectionSort | null): readonly CampaignSelection[] {
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? selections.filter((selection) => (['user', 'application', 'entitlement'] as const).some((column) => columnText(selection, column).toLowerCase().includes(needle)))
    : selections;
  if (!sort) return shown;
  const direction = sort.direction === 'ascending' ? 1 : -1;
  const keyed = shown.map((selection, index) => ({ selection, index, key: columnText(selection, sort.column) }));
  keyed.sort((a, b) => direction * collator.compare(a.key, b.key) || a.index - b.index);
  return keyed.map(({ selection }) => selection);
}
