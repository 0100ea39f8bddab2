import pg from 'pg';

/** Runs one statement on the PostgreSQL server `adminUrl` names (create or drop a database). */
export async function onPostgresServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `adminUrl` names. */
export function postgresDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
