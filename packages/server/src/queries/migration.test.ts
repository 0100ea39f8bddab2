import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, type Database } from '../db/index.js';
import { openTestDatabase } from '../testing/harness.js';
import { isReferenceViolation } from './store.js';

describe('migration 080_saved_query_history', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    const before = MIGRATIONS.findIndex((m) => m.id === '080_saved_query_history');
    await migrate(db, MIGRATIONS.slice(0, before));
    await db.query("insert into users (uuid, user_name) values ('00000000-0000-4000-d000-000000000001', 'owner')");
    await db.query(
      `insert into saved_queries (name, entity, filter, owner_uuid, predefined, created_at, last_updated) values
         ('Predefined', 'devices', '{"operator":"and","conditions":[],"groups":[]}', null, true, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
         ('Twice', 'devices', '{"operator":"or","conditions":[],"groups":[]}', '00000000-0000-4000-d000-000000000001', false, '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
         ('twice', 'devices', '{"operator":"and","conditions":[],"groups":[]}', '00000000-0000-4000-d000-000000000001', false, '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z')`,
    );
    await migrate(db);
  });
  afterAll(() => db.close());

  it('gives every existing query its first version, from what it is and who saved it', async () => {
    const rows = await db.query<{ name: string; version: number; saved_by: string | null; saved_at: Date; current: number }>(
      `select v.name, v.version, v.saved_by::text as saved_by, v.saved_at, q.version as current
         from saved_query_versions v join saved_queries q on q.id = v.query_id order by v.saved_at`,
    );
    expect(rows.map((row) => [row.name, row.version, row.saved_by, new Date(row.saved_at).toISOString(), row.current])).toEqual([
      ['Predefined', 1, null, '2026-01-01T00:00:00.000Z', 1],
      ['Twice', 1, '00000000-0000-4000-d000-000000000001', '2026-01-02T00:00:00.000Z', 1],
      // Names are unique per owner and entity from now on: the later duplicate was renamed.
      ['twice (2)', 1, '00000000-0000-4000-d000-000000000001', '2026-01-03T00:00:00.000Z', 1],
    ]);
  });

  it('keeps a folder that holds a query (restrict), and a name once per parent', async () => {
    const [folder] = await db.query<{ id: string }>("insert into query_folders (name) values ('A') returning id");
    await expect(db.query("insert into query_folders (name) values ('a')")).rejects.toMatchObject({ code: '23505' });
    await db.query("insert into query_folders (name, parent_id) values ('a', $1)", [folder?.id]);
    await db.query("update saved_queries set folder_id = $1 where name = 'Twice'", [folder?.id]);
    await db.query("delete from query_folders where parent_id = $1", [folder?.id]);
    // PGlite answers 23001 (restrict_violation), PostgreSQL 15 23503 (foreign_key_violation); the handlers take both.
    const refused = await db.query('delete from query_folders where id = $1', [folder?.id]).then(() => undefined, (error: unknown) => error);
    expect(isReferenceViolation(refused)).toBe(true);
  });
});
