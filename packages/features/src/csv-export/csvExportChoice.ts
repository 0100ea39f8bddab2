import { z } from '../forms/zod';

/** Which rows go to the file: the list's current search and filters, or all of them. */
export type CsvExportScope = 'filtered' | 'all';

/** What the csv export config modal hands back: the columns in their order, and the rows. */
export interface CsvExportChoice<Column extends string = string> {
  columns: Column[];
  scope: CsvExportScope;
}

/** One column the user may export: its contract name and its label. */
export interface CsvColumn<Column extends string = string> {
  id: Column;
  label: string;
}

const storedChoice = z.object({ columns: z.array(z.string()), scope: z.enum(['filtered', 'all']) });

/** Where the last choice is kept: one entry per list and per user. */
export const csvExportStorageKey = (list: string, userKey: string) => `vigil.csvExport.${list}.${userKey}`;

/** Every column in its default order, the current filter. */
export const defaultCsvExportChoice = <Column extends string>(columns: readonly CsvColumn<Column>[]): CsvExportChoice<Column> => ({
  columns: columns.map((column) => column.id),
  scope: 'filtered',
});

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The user's last choice for `list`, its columns narrowed to those that still exist; the default
 * when none was kept, it cannot be read, or none of its columns is left.
 */
export function loadCsvExportChoice<Column extends string>(list: string, userKey: string, columns: readonly CsvColumn<Column>[]): CsvExportChoice<Column> {
  const known = new Set<string>(columns.map((column) => column.id));
  try {
    const parsed = storedChoice.safeParse(JSON.parse(storage()?.getItem(csvExportStorageKey(list, userKey)) ?? 'null'));
    if (!parsed.success) return defaultCsvExportChoice(columns);
    const kept = [...new Set(parsed.data.columns)].filter((id): id is Column => known.has(id));
    return kept.length ? { columns: kept, scope: parsed.data.scope } : defaultCsvExportChoice(columns);
  } catch {
    return defaultCsvExportChoice(columns);
  }
}

/** Keeps `choice` as the user's last one for `list` (a full or blocked storage only loses the memory). */
export function saveCsvExportChoice(list: string, userKey: string, choice: CsvExportChoice): void {
  try {
    storage()?.setItem(csvExportStorageKey(list, userKey), JSON.stringify(choice));
  } catch {
    // Nothing to do: the next export starts from the default again.
  }
}
