import type { Queryable } from './database.js';

/**
 * Runs a bulk load without the tables' secondary indexes and foreign keys, then makes them again
 * from their own definitions: building an index or checking a key once, over all rows, is several
 * times faster than row by row (PostgreSQL's "Populating a Database"). Primary keys and unique
 * indexes stay (they are referenced, or they are rules), except the primary keys of the tables in
 * `primaryKeysOf` that no foreign key references (for a load that writes them distinct and never
 * reads them); so do the indexes named in `keep`, which the load reads. On PostgreSQL the dropped
 * indexes lock their tables until the transaction ends: for loads into (nearly) empty tables.
 */
export async function withoutSecondaryIndexes<T>(
  db: Queryable,
  tables: string[],
  load: () => Promise<T>,
  keep: readonly string[] = [],
  primaryKeysOf: readonly string[] = [],
): Promise<T> {
  const keys = await db.query<{ table_name: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where t.relnamespace = current_schema()::regnamespace
       and (c.contype = 'f' and t.relname = any($1::text[])
            or c.contype = 'p' and t.relname = any($2::text[]) and not exists (select 1 from pg_constraint r where r.contype = 'f' and r.confrelid = c.conrelid))`,
    [tables, primaryKeysOf],
  );
  const indexes = await db.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where not x.indisprimary and not x.indisunique and t.relname = any($1::text[]) and t.relnamespace = current_schema()::regnamespace
       and not (i.relname = any($2::text[]))`,
    [tables, keep],
  );
  for (const key of keys) await db.query(`alter table ${key.table_name} drop constraint ${key.name}`);
  for (const index of indexes) await db.query(`drop index ${index.name}`);
  const loaded = await load();
  const addKey = (key: (typeof keys)[number]) => db.query(`alter table ${key.table_name} add constraint ${key.name} ${key.definition}`);
  // A primary key first, the indexes after it, the foreign keys last.
  const primary = keys.filter((key) => key.definition.startsWith('PRIMARY KEY'));
  for (const key of primary) await addKey(key);
  for (const index of indexes) await db.query(index.definition);
  for (const key of keys) if (!primary.includes(key)) await addKey(key);
  return loaded;
}
