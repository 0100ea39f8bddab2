// Vitest's global setup of the server tests (vitest.config.ts): migrates one database per run, the
// template every migrated test database is copied from (testing/harness.ts, openTestDatabase), so
// that a test file's database starts migrated in milliseconds instead of running every migration
// again. The migrations still run for real, once per run here, and from empty in their own tests.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/index.js';
import { onPostgresServer, postgresDatabaseUrl } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: the file of an embedded database's dump, and on PostgreSQL the template database's name. */
    migratedTemplate: { pgliteDump: string; postgresDatabase?: string };
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'vigil-template-'));
  const pgliteDump = join(folder, 'migrated.tar');
  // The embedded template is made on every run: some tests open an embedded database even when
  // the run is on PostgreSQL.
  const embedded = await openDatabase();
  await migrate(embedded);
  const dump = await embedded.dumpDataDir?.();
  if (!dump) throw new Error('the embedded database gave no dump of its data folder');
  await writeFile(pgliteDump, new Uint8Array(await dump.arrayBuffer()));
  await embedded.close();

  const adminUrl = process.env['VIGIL_TEST_DATABASE_URL'];
  let postgresDatabase: string | undefined;
  if (adminUrl) {
    postgresDatabase = `vigil_template_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(adminUrl, `create database ${postgresDatabase}`);
    const template = await openDatabase({ url: postgresDatabaseUrl(adminUrl, postgresDatabase) });
    await migrate(template);
    // A template must have no connection open while databases are created from it.
    await template.close();
  }

  project.provide('migratedTemplate', { pgliteDump, ...(postgresDatabase && { postgresDatabase }) });
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && postgresDatabase) await onPostgresServer(adminUrl, `drop database if exists ${postgresDatabase} with (force)`);
  };
}
