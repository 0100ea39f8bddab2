import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Runs SQL with `$1`-style parameters; the same statements run on PGlite and PostgreSQL. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The server's storage: the embedded database by default, PostgreSQL when configured. */
export interface Database extends Queryable {
  /** Which engine answers: 'pglite' (embedded, data in a folder or in memory) or 'postgres'. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's data folder as a tarball, which `loadDataDir` starts from (none on PostgreSQL). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string (DATABASE_URL); when set, PostgreSQL is used. */
  url?: string | undefined;
  /** Folder of the embedded database's data; in memory when not set. */
  dataDir?: string | undefined;
  /** The embedded database starts as this dump of a data folder (`dumpDataDir`): tests start from a migrated one. */
  loadDataDir?: Blob | undefined;
}

/** Opens the database the options name: PostgreSQL for a URL, otherwise embedded PGlite. */
export async function openDatabase({ url, dataDir, loadDataDir }: DatabaseOptions = {}): Promise<Database> {
  return url ? openPostgres(url) : openPglite(dataDir, loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs global search's index; PostgreSQL ships it as a trusted contrib extension.
  const options = { extensions: { pg_trgm }, ...(loadDataDir && { loadDataDir }) };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <R extends object>(sql: string, params: readonly unknown[] = []) => (await target.query<R>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the database ends (a restart, an administrator) is replaced on the next
  // query; unheard, its error would end the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start, with the reason, rather than on the first request.
  await pool.query('select 1');
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <R extends object>(sql: string, params: readonly unknown[] = []) => (await target.query<R>(sql, [...params])).rows,
    // Without parameters, pg uses the simple protocol, which runs several statements.
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
