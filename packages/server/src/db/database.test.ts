import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../testing/harness.js';
import { openDatabase } from './database.js';
import { migrate, MIGRATIONS } from './migrations.js';

// On the embedded database, or on PostgreSQL when VIGIL_TEST_DATABASE_URL names one (npm test runs both).
const onPostgres = Boolean(process.env['VIGIL_TEST_DATABASE_URL']);

describe('the database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(`runs on ${onPostgres ? 'PostgreSQL' : 'the embedded PGlite'} in this run`, async () => {
    const db = await openTestDatabase();
    expect(db.engine).toBe(onPostgres ? 'postgres' : 'pglite');
    await db.close();
  });

  it('applies every migration once, and none on the next start', async () => {
    const db = await openTestDatabase();
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'roles', 'data_scopes', 'sessions', 'settings', 'schema_migrations']),
    );
    await db.close();
  });

  it('keeps the embedded database in its folder across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vigil-db-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await migrate(first);
    await first.query("insert into settings (key, value) values ('probe', '{\"kept\": true}')");
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await second.query('select value from settings where key = $1', ['probe'])).toEqual([{ value: { kept: true } }]);
    await second.close();
  });

  it('rolls a failed transaction back whole', async () => {
    const db = await openTestDatabase({ migrated: true });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into settings (key, value) values ('a', '1')");
        await tx.query("insert into settings (key, value) values ('a', '2')");
      }),
    ).rejects.toThrow();
    expect(await db.query("select key from settings where key = 'a'")).toEqual([]);
    await db.close();
  });

  it.runIf(onPostgres)('survives PostgreSQL ending its idle connections', async () => {
    const db = await openTestDatabase();
    const [own] = await db.query<{ name: string }>('select current_database() as name');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // What a database restart or an administrator does to the pool's idle connections.
      const other = await openDatabase({ url: process.env['VIGIL_TEST_DATABASE_URL'] });
      await other.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [own?.name]);
      await other.close();
      await vi.waitFor(() => {
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection'));
      });
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
      await db.close();
    }
  });
});
