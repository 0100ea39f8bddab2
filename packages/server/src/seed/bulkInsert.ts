import type { Queryable } from '../db/index.js';

export type ColumnType = 'bigint' | 'integer' | 'text' | 'uuid' | 'jsonb' | 'timestamptz' | 'date' | 'text[]';

/** A table and the columns to fill, named as the rows' properties. */
export interface TableSpec<Row> {
  table: string;
  columns: readonly (readonly [keyof Row & string, ColumnType])[];
}

/**
 * Inserts rows with one statement: the rows travel as one JSON parameter that
 * json_to_recordset turns into typed columns (JSON lists become arrays). One parameter carries
 * thousands of rows on both engines, and measured faster on PGlite than one array per column.
 */
export async function bulkInsert<Row>(db: Queryable, spec: TableSpec<Row>, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const names = spec.columns.map(([name]) => name).join(', ');
  const types = spec.columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.query(`insert into ${spec.table} (${names}) select ${names} from json_to_recordset($1::json) as r (${types})`, [JSON.stringify(rows)]);
}
