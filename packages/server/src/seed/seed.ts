import type { Database, Queryable } from '../db/index.js';
import { withoutSecondaryIndexes } from '../db/bulk.js';
import { hashPassword } from '../auth/passwords.js';
import { policyMessage, policyProblems, readPasswordPolicy } from '../auth/passwordPolicy.js';
import { ADAPTERS } from './catalog.js';
import { bulkInsert, type TableSpec } from './bulkInsert.js';
import { Inventory, type AssetBundle, type AssetRow, type EventRow } from './inventory.js';
import { Random } from './random.js';
import { ENVIRONMENT_KEY, type EnvironmentSettings } from '../settings/environment.js';
import { DISCOVERY_FINISHED } from '../discovery/lifecycle.js';
import type { NotificationSeverity } from '../notifications.js';
import { seedOverviewSpace } from '../dashboards/templates.js';

export interface SeedOptions {
  /** How many devices; users, software and vulnerabilities follow in proportion. 0 seeds nothing. */
  devices: number;
  /** The generator's seed: the same seed and size give the same data. */
  seed?: number;
  /** Where the 7 days of history end; now by default. */
  now?: Date;
  /** The sample console users' password; without it they have none and cannot sign in with one. */
  password?: string | undefined;
}

export interface SeedSummary {
  /** Rows inserted per table. */
  rows: Record<string, number>;
  ms: number;
}

/** The generator's seed when none is given. */
export const DEFAULT_SEED = 1;
/** Assets per insert statement (their links, adapters and events go in statements of their own). */
const BATCH_ASSETS = 2000;
/** Advisory lock key, so that instances starting together seed once. */
const SEED_LOCK = 7_421_050;

type AdapterLinkRow = AssetBundle['adapters'][number];
type LinkRow = AssetBundle['links'][number];
type EntitlementRow = AssetBundle['entitlements'][number];

const ASSETS: TableSpec<AssetRow> = {
  table: 'assets',
  columns: [['id', 'bigint'], ['entity', 'text'], ['name', 'text'], ['fields', 'jsonb'], ['tags', 'text[]'], ['first_seen', 'timestamptz'], ['last_seen', 'timestamptz'], ['last_updated', 'timestamptz']],
};
const ASSET_ADAPTERS: TableSpec<AdapterLinkRow> = {
  table: 'asset_adapters',
  columns: [['asset_id', 'bigint'], ['connection_id', 'uuid'], ['first_seen', 'timestamptz'], ['last_seen', 'timestamptz'], ['fields', 'jsonb']],
};
const ASSET_LINKS: TableSpec<LinkRow> = { table: 'asset_links', columns: [['from_id', 'bigint'], ['kind', 'text'], ['to_id', 'bigint']] };
const ENTITLEMENTS: TableSpec<EntitlementRow> = {
  table: 'user_entitlements',
  columns: [['asset_id', 'bigint'], ['connection_id', 'uuid'], ['name', 'text'], ['type', 'text']],
};
const EVENTS: TableSpec<EventRow> = {
  table: 'asset_events',
  columns: [['asset_id', 'bigint'], ['at', 'timestamptz'], ['event_type', 'text'], ['field', 'text'], ['title', 'text'], ['names', 'text[]'], ['added', 'text[]'], ['removed', 'text[]'], ['connection_id', 'uuid']],
};

/** Custom roles of the sample (the predefined ones exist already). */
const ROLES = [
  ['Security Analyst', { Dashboard: ['View', 'Update'], Assets: ['View'], Adapters: ['View'], Enforcements: ['View'] }],
  ['Help Desk', { Dashboard: ['View'], Assets: ['View'] }],
  ['Auditor', { Dashboard: ['View'], Assets: ['View'], Adapters: ['View'], Settings: ['View'], Audit: ['View'] }],
  ['Vulnerability Manager', { Dashboard: ['View', 'Update'], Assets: ['View', 'DeepUpdate'], Adapters: ['View'], Enforcements: ['View', 'Update'] }],
] as const;

/** Data scopes: by region tag, or by the cloud adapters' connections. */
const DATA_SCOPES = [
  { name: 'EMEA', tags: ['EMEA'], adapters: [] },
  { name: 'Americas', tags: ['AMER'], adapters: [] },
  { name: 'Cloud infrastructure', tags: [], adapters: ['aws_adapter', 'azure_adapter'] },
] as const;

/** Console users: user name, first and last name, role, data scope (null: global), workspace (predefined, migration 040), department, title. */
const CONSOLE_USERS = [
  ['maria.garcia', 'Maria', 'Garcia', 'Security Analyst', null, 'Security Operations', 'Security', 'Security Analyst'],
  ['tom.becker', 'Tom', 'Becker', 'Help Desk', 'EMEA', 'IT Operations', 'IT', 'Help Desk Technician'],
  ['priya.natarajan', 'Priya', 'Natarajan', 'Auditor', null, null, 'Legal', 'Compliance Auditor'],
  ['kenji.sato', 'Kenji', 'Sato', 'Vulnerability Manager', 'Cloud infrastructure', 'Security Operations', 'Security', 'Security Engineer'],
  ['li.wei', 'Li', 'Wei', 'OwnerReadOnly', null, null, 'Operations', 'Operations Manager'],
] as const;

/** Tenants to connect as (Tenants Management). */
export const TENANTS = ['Acme EMEA', 'Acme Americas', 'Acme APAC'] as const;

/** Unread notifications for the sidebar's count: hours ago, title, severity. */
const NOTIFICATIONS: readonly [number, string, NotificationSeverity][] = [
  [1, '12 new critical vulnerabilities were found', 'error'],
  [5, 'An adapter connection stopped reporting assets', 'warning'],
  [20, DISCOVERY_FINISHED, 'info'],
];

/** The footer bar of a server running on the sample data (kept when an admin set one before). */
export const SAMPLE_ENVIRONMENT: EnvironmentSettings = { name: 'Reference server: sample data', background_color: '#2f5f7a' };

/** User names of the sample's console users. */
export const CONSOLE_USER_NAMES = CONSOLE_USERS.map(([name]) => name);

/**
 * Loads the sample data when the inventory is empty (the first start), in one transaction so a
 * failed load leaves nothing behind; returns null when there was nothing to do.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  if (options.devices <= 0) return null;
  const { password } = options;
  if (password !== undefined) {
    const problems = policyProblems(await readPasswordPolicy(db), password);
    if (problems.length) throw new Error(`the sample users' password does not meet the password policy. ${policyMessage(problems)}`);
  }
  // Hashed before the transaction: argon2 is slow on purpose, and PGlite runs one thing at a time.
  const passwordHashes = password === undefined ? [] : await Promise.all(CONSOLE_USERS.map(() => hashPassword(password)));
  const summary = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [existing] = await tx.query('select 1 from assets limit 1');
    if (existing) return null;
    return load(tx, new Inventory(options.seed ?? DEFAULT_SEED, options.devices, options.now), passwordHashes);
  });
  // Global search reads search_terms by index-only scans, which read the table too until a vacuum
  // marks its pages all-visible; PGlite runs no autovacuum (330 ms for 1,000 terms, 12 ms after).
  if (summary) await db.query('vacuum analyze search_terms');
  return summary;
}

async function load(db: Queryable, inventory: Inventory, passwordHashes: string[]): Promise<SeedSummary> {
  const started = performance.now();
  const rows: Record<string, number> = {};
  const insert = async <Row>(spec: TableSpec<Row>, batch: readonly Row[]) => {
    await bulkInsert(db, spec, batch);
    rows[spec.table] = (rows[spec.table] ?? 0) + batch.length;
  };
  const random = new Random(inventory.seed, 'console');

  for (const adapter of ADAPTERS) {
    await db.query('insert into adapters (module, title, category, description) values ($1, $2, $3, $4) on conflict (module) do nothing', [adapter.module, adapter.title, adapter.category, adapter.description]);
  }
  await insert(
    {
      table: 'adapter_connections',
      columns: [['id', 'uuid'], ['adapter', 'text'], ['label', 'text'], ['status', 'text'], ['config', 'jsonb'], ['error', 'text'], ['last_fetch_at', 'timestamptz']],
    },
    inventory.connections,
  );

  const flush = async (batch: AssetBundle[]) => {
    await insert(ASSETS, batch.map((b) => b.asset));
    await insert(ASSET_ADAPTERS, batch.flatMap((b) => b.adapters));
    await insert(ASSET_LINKS, batch.flatMap((b) => b.links));
    await insert(ENTITLEMENTS, batch.flatMap((b) => b.entitlements));
    await insert(EVENTS, batch.flatMap((b) => b.events));
  };
  // search_terms: global search's terms, written by the assets' insert trigger (migration 095).
  await withoutSecondaryIndexes(db, [...[ASSETS, ASSET_ADAPTERS, ASSET_LINKS, ENTITLEMENTS, EVENTS].map((spec) => spec.table), 'search_terms'], async () => {
    // The next batch is generated while PostgreSQL writes this one: generation pauses now and
    // then so that the writing's next statement can go out.
    let batch: AssetBundle[] = [];
    let writing: Promise<void> = Promise.resolve();
    for (const bundle of inventory.assets()) {
      batch.push(bundle);
      if (batch.length % 250 === 0) await new Promise(setImmediate);
      if (batch.length < BATCH_ASSETS) continue;
      await writing;
      writing = flush(batch);
      batch = [];
    }
    await writing;
    await flush(batch);
  });
  // Assets created later take the ids after the sample's.
  await db.query("select setval(pg_get_serial_sequence('assets', 'id'), (select max(id) from assets))");

  await insert({ table: 'asset_daily_counts', columns: [['day', 'date'], ['entity', 'text'], ['count', 'integer']] }, inventory.dailyCounts());
  await insert(
    { table: 'connection_daily_counts', columns: [['day', 'date'], ['entity', 'text'], ['connection_id', 'uuid'], ['count', 'integer']] },
    inventory.connectionDailyCounts(),
  );

  for (const [name, permissions] of ROLES) {
    await db.query('insert into roles (uuid, name, permissions) values ($1, $2, $3) on conflict (name) do nothing', [random.uuid(), name, JSON.stringify(permissions)]);
  }
  for (const scope of DATA_SCOPES) {
    await db.query(
      `insert into data_scopes (uuid, name, type, is_adapter_connections_restricted, is_tags_restricted)
       values ($1, $2, 'custom', $3, $4) on conflict (name) do nothing`,
      [random.uuid(), scope.name, scope.adapters.length > 0, scope.tags.length > 0],
    );
    const connections = inventory.connections.filter((c) => (scope.adapters as readonly string[]).includes(c.adapter)).map((c) => c.id);
    await db.query(
      `insert into data_scope_connections (data_scope_id, connection_id)
       select s.uuid, c from data_scopes s, unnest($2::uuid[]) c where s.name = $1 on conflict do nothing`,
      [scope.name, connections],
    );
    await db.query(
      `insert into data_scope_tags (data_scope_id, tag)
       select s.uuid, t from data_scopes s, unnest($2::text[]) t where s.name = $1 on conflict do nothing`,
      [scope.name, scope.tags],
    );
  }
  for (const [i, [userName, first, last, role, scope, workspace, department, title]] of CONSOLE_USERS.entries()) {
    const passwordHash = passwordHashes[i] ?? null;
    await db.query(
      `insert into users (uuid, user_name, first_name, last_name, email, password_hash, password_changed_at, role_id, data_scope_id,
                          current_workspace_id, department, title)
       values ($1, $2, $3, $4, $5, $6, case when $6::text is null then null else now() end,
               (select uuid from roles where name = $7), (select uuid from data_scopes where name = $8),
               (select id from workspaces where name = $9), $10, $11)
       on conflict (user_name) do nothing`,
      [random.uuid(), userName, first, last, `${userName}@corp.example.com`, passwordHash, role, scope, workspace, department, title],
    );
  }
  rows['users'] = CONSOLE_USERS.length;

  for (const query of inventory.queries) {
    await db.query(
      `insert into saved_queries (id, name, entity, filter, description, owner_uuid, private, predefined, all_data_scopes)
       values ($1, $2, $3, $4, $5, (select uuid from users where user_name = $6), $7, $8, $9)`,
      [query.id, query.name, query.entity, JSON.stringify(query.filter), query.description, query.owner, query.private, query.owner === null, query.data_scopes === null],
    );
    // Its first version (migration 080): the history starts with what was seeded.
    await db.query(
      `insert into saved_query_versions (query_id, version, name, filter, saved_by)
       select id, version, name, filter, owner_uuid from saved_queries where id = $1`,
      [query.id],
    );
    await db.query(
      `insert into saved_query_data_scopes (query_id, data_scope_id)
       select $1, uuid from data_scopes where name = any($2::text[])`,
      [query.id, query.data_scopes ?? []],
    );
  }
  rows['saved_queries'] = inventory.queries.length;
  // The console's home shows charts out of the box: the admin's favourite 'Overview' dashboard.
  if (await seedOverviewSpace(db)) rows['spaces'] = 1;
  await insert({ table: 'saved_query_daily_counts', columns: [['query_id', 'uuid'], ['day', 'date'], ['count', 'integer']] }, inventory.queryDailyCounts());
  await insert(
    {
      table: 'discovery_runs',
      columns: [['id', 'uuid'], ['status', 'text'], ['outcome', 'text'], ['trigger', 'text'], ['started_by', 'text'], ['started_at', 'timestamptz'], ['finished_at', 'timestamptz'], ['assets', 'jsonb'], ['phases', 'jsonb']],
    },
    inventory.discoveryRuns(CONSOLE_USERS[0][0]),
  );

  for (const name of TENANTS) {
    await db.query('insert into tenants (id, name) values ($1, $2) on conflict (name) do nothing', [random.uuid(), name]);
  }
  for (const [hoursAgo, title, severity] of NOTIFICATIONS) {
    await db.query('insert into notifications (id, created_at, title, severity) values ($1, $2, $3, $4)', [
      random.uuid(),
      new Date(inventory.nowMs - hoursAgo * 3_600_000).toISOString(),
      title,
      severity,
    ]);
  }
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [ENVIRONMENT_KEY, JSON.stringify(SAMPLE_ENVIRONMENT)]);
  // PGlite runs no autovacuum: without statistics the planner scanned whole tables for a few ids.
  await db.query('analyze');
  return { rows, ms: Math.round(performance.now() - started) };
}
