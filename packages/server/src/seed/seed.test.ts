import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { openTestDatabase, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { matchesFilter } from './filter.js';
import { EVENT_DAYS, HISTORY_DAYS, sizesFor } from './inventory.js';
import { seedDevicesFrom, DEFAULT_SEED_DEVICES, MAX_SEED_DEVICES } from './options.js';
import { Random } from './random.js';
import { CONSOLE_USER_NAMES, SAMPLE_ENVIRONMENT, TENANTS, seedIfEmpty } from './seed.js';

const NOW = new Date('2026-03-10T15:30:00Z');
// Seeding opens databases and loads hundreds of assets: slower than one request on a busy machine.
const SLOW = { timeout: 90_000 };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

async function freshDatabase(): Promise<Database> {
  const db = await openTestDatabase({ migrated: true });
  opened.push(db);
  return db;
}

async function count(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as q`, params);
  return row?.n ?? -1;
}

/** Every row the seed writes, in a stable order, without the columns the database fills with now(). */
async function dump(db: Database): Promise<Record<string, unknown[]>> {
  const queries: Record<string, string> = {
    assets: 'select * from assets order by id',
    asset_adapters: 'select * from asset_adapters order by asset_id, connection_id',
    asset_links: 'select * from asset_links order by from_id, kind, to_id',
    user_entitlements: 'select * from user_entitlements order by asset_id, connection_id, type, name',
    asset_events: 'select * from asset_events order by id',
    adapter_connections: 'select id, adapter, label, status, config, error, last_fetch_at from adapter_connections order by id',
    asset_daily_counts: 'select * from asset_daily_counts order by day, entity',
    connection_daily_counts: 'select * from connection_daily_counts order by day, entity, connection_id',
    saved_queries: 'select id, name, entity, filter, owner_uuid, private, predefined, all_data_scopes from saved_queries order by id',
    saved_query_daily_counts: 'select * from saved_query_daily_counts order by query_id, day',
    discovery_runs: 'select * from discovery_runs order by id',
    roles: 'select uuid, name, permissions from roles order by uuid',
    data_scopes: 'select uuid, name, is_adapter_connections_restricted, is_tags_restricted from data_scopes order by uuid',
    workspaces: 'select * from workspaces order by id',
    users: 'select uuid, user_name, email, role_id, data_scope_id, current_workspace_id, password_hash from users order by uuid',
    tenants: 'select id, name from tenants order by id',
    notifications: 'select id, created_at, title, severity, read_at from notifications order by id',
    settings: 'select key, value from settings order by key',
  };
  const result: Record<string, unknown[]> = {};
  for (const [table, sql] of Object.entries(queries)) result[table] = await db.query(sql);
  return result;
}

describe('the sample data', () => {
  it('is the same for the same seed and size, and different for another seed', SLOW, async () => {
    // One after the other: on PostgreSQL every fresh database is the same schema, emptied.
    const seeded = async (seed: number) => {
      const db = await freshDatabase();
      await seedIfEmpty(db, { devices: 40, seed, now: NOW });
      return dump(db);
    };
    const a = await seeded(7);
    const b = await seeded(7);
    const c = await seeded(8);
    expect(a['assets']).toHaveLength(80);
    expect(b).toEqual(a);
    expect(c['assets']).toHaveLength(80);
    expect(c['assets']).not.toEqual(a['assets']);
    expect(c['asset_links']).not.toEqual(a['asset_links']);
  });

  it('has the entities in proportion, links in bounds and 7 days of history ending today', SLOW, async () => {
    const db = await freshDatabase();
    const summary = await seedIfEmpty(db, { devices: 200, now: NOW });
    expect(sizesFor(200)).toEqual({ devices: 200, users: 120, software: 50, vulnerabilities: 30 });
    expect(await db.query('select entity, count(*)::int as count from assets group by entity order by entity')).toEqual([
      { entity: 'devices', count: 200 },
      { entity: 'software', count: 50 },
      { entity: 'users', count: 120 },
      { entity: 'vulnerabilities', count: 30 },
    ]);
    expect(summary?.rows['assets']).toBe(400);
    // Every asset was reported by at least one adapter connection.
    expect(await count(db, 'select id from assets a where not exists (select 1 from asset_adapters x where x.asset_id = a.id)')).toBe(0);
    // Phones have no software; other devices 1 to 7 packages.
    const installs = await db.query<{ most: number }>(
      "select max(n)::int as most from (select count(*) as n from asset_links where kind = 'installed_software' group by from_id) as q",
    );
    expect(installs[0]?.most).toBeLessThanOrEqual(7);
    expect(await count(db, "select 1 from asset_links where kind = 'owner'")).toBeGreaterThan(100);
    expect(await count(db, 'select 1 from user_entitlements')).toBeGreaterThan(120);
    expect(await count(db, 'select 1 from asset_events')).toBeGreaterThan(0);

    const days = await db.query<{ day: string }>("select distinct to_char(day, 'YYYY-MM-DD') as day from asset_daily_counts order by day");
    expect(days.map((d) => d.day)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    // Today's snapshot holds every asset; earlier ones never more than later ones.
    const devices = await db.query<{ count: number }>("select count from asset_daily_counts where entity = 'devices' order by day");
    expect(devices.at(-1)?.count).toBe(200);
    expect(devices.map((d) => d.count)).toEqual([...devices.map((d) => d.count)].sort((x, y) => x - y));
    // Events cover the last month (EVENT_DAYS), never the future.
    expect(await count(db, 'select 1 from asset_events where at < $1 or at > $2', [new Date(NOW.getTime() - EVENT_DAYS * 86_400_000).toISOString(), NOW.toISOString()])).toBe(0);
    expect(await count(db, 'select 1 from asset_events where at < $1', [new Date(NOW.getTime() - 8 * 86_400_000).toISOString()])).toBeGreaterThan(0);
    // Each connection reports some of its asset's fields, never a field the asset lacks.
    expect(await count(db, "select 1 from asset_adapters where fields = '{}'")).toBe(0);
    expect(await count(db, 'select 1 from asset_adapters aa join assets a on a.id = aa.asset_id where not a.fields @> aa.fields')).toBe(0);
    expect(await count(db, 'select 1 from discovery_runs')).toBe(HISTORY_DAYS + 1);
    expect(await count(db, "select 1 from discovery_runs where status <> 'done' or finished_at > $1", [NOW.toISOString()])).toBe(0);
  });

  it('counts each saved query per day by its own filter', SLOW, async () => {
    const db = await freshDatabase();
    await seedIfEmpty(db, { devices: 150, now: NOW });
    const windows = await db.query<{ count: number }>(
      "select c.count from saved_query_daily_counts c join saved_queries q on q.id = c.query_id where q.name = 'Windows devices' order by c.day desc limit 1",
    );
    expect(windows[0]?.count).toBe(await count(db, "select 1 from assets where entity = 'devices' and fields ->> 'os_type' = 'Windows'"));
    expect(windows[0]?.count).toBeGreaterThan(0);
    const critical = await db.query<{ count: number }>(
      "select c.count from saved_query_daily_counts c join saved_queries q on q.id = c.query_id where q.name = 'Critical vulnerabilities' order by c.day desc limit 1",
    );
    expect(critical[0]?.count).toBe(await count(db, "select 1 from assets where entity = 'vulnerabilities' and fields ->> 'severity' = 'critical'"));
    // Each starts its history (migration 080): version 1, what was seeded, by its owner.
    expect(
      await count(
        db,
        `select 1 from saved_queries q join saved_query_versions v on v.query_id = q.id
          where v.version = 1 and q.version = 1 and v.name = q.name and v.filter = q.filter and v.saved_by is not distinct from q.owner_uuid`,
      ),
    ).toBe(await count(db, 'select 1 from saved_queries'));
  });

  it('links only rows that exist, of the right entity, and keeps the keys and indexes it set aside', SLOW, async () => {
    const db = await freshDatabase();
    const indexesBefore = await db.query("select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname");
    const keysBefore = await db.query("select conname, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'f' order by conname");
    await seedIfEmpty(db, { devices: 100, now: NOW });
    expect(await db.query("select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname")).toEqual(indexesBefore);
    expect(await db.query("select conname, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'f' order by conname")).toEqual(keysBefore);

    const orphans = [
      'select 1 from asset_links l left join assets f on f.id = l.from_id left join assets t on t.id = l.to_id where f.id is null or t.id is null',
      'select 1 from asset_adapters x left join assets a on a.id = x.asset_id left join adapter_connections c on c.id = x.connection_id where a.id is null or c.id is null',
      "select 1 from user_entitlements e left join assets a on a.id = e.asset_id where a.entity is distinct from 'users'",
      'select 1 from asset_events e left join assets a on a.id = e.asset_id where a.id is null',
      'select 1 from asset_events e left join adapter_connections c on c.id = e.connection_id where e.connection_id is not null and c.id is null',
    ];
    for (const sql of orphans) expect(await count(db, sql), sql).toBe(0);
    const kinds = await db.query<{ kind: string; from_entity: string; to_entity: string }>(
      `select distinct l.kind, f.entity as from_entity, t.entity as to_entity
       from asset_links l join assets f on f.id = l.from_id join assets t on t.id = l.to_id order by 1, 2, 3`,
    );
    expect(kinds).toEqual([
      { kind: 'installed_software', from_entity: 'devices', to_entity: 'software' },
      { kind: 'owner', from_entity: 'devices', to_entity: 'users' },
      { kind: 'vulnerabilities', from_entity: 'devices', to_entity: 'vulnerabilities' },
      { kind: 'vulnerabilities', from_entity: 'software', to_entity: 'vulnerabilities' },
    ]);
    // A device's owner field names the user it links to.
    expect(
      await count(db, "select 1 from asset_links l join assets d on d.id = l.from_id join assets u on u.id = l.to_id where l.kind = 'owner' and d.fields ->> 'owner' <> u.name"),
    ).toBe(0);
    // The foreign keys are back in force.
    await expect(db.query("insert into asset_links (from_id, kind, to_id) values (1, 'owner', 999999)")).rejects.toThrow();
    // New assets take ids after the sample's.
    const [created] = await db.query<{ id: string }>(
      "insert into assets (entity, name, first_seen, last_seen, last_updated) values ('devices', 'new-host', now(), now(), now()) returning id",
    );
    expect(Number(created?.id)).toBe(201);
  });

  it('gives each data scope the assets of its tags or adapter connections', SLOW, async () => {
    const db = await freshDatabase();
    await seedIfEmpty(db, { devices: 100, now: NOW });
    const visible = (scope: string) =>
      count(
        db,
        `select a.id from assets a, data_scopes s where s.name = $1
           and (not s.is_tags_restricted or a.tags && array(select tag from data_scope_tags t where t.data_scope_id = s.uuid))
           and (not s.is_adapter_connections_restricted or exists (
             select 1 from asset_adapters x join data_scope_connections c on c.connection_id = x.connection_id
             where x.asset_id = a.id and c.data_scope_id = s.uuid))`,
        [scope],
      );
    const total = await count(db, 'select 1 from assets');
    for (const scope of ['EMEA', 'Americas', 'Cloud infrastructure']) {
      const n = await visible(scope);
      expect(n, scope).toBeGreaterThan(0);
      expect(n, scope).toBeLessThan(total);
    }
    expect(await visible('Global (Unrestricted)')).toBe(total);
  });

  it('loads on the first start only, and not at all for 0 devices', SLOW, async () => {
    const db = await freshDatabase();
    expect(await seedIfEmpty(db, { devices: 0 })).toBeNull();
    expect(await count(db, 'select 1 from assets')).toBe(0);
    expect(await count(db, 'select 1 from users')).toBe(0);

    expect(await seedIfEmpty(db, { devices: 30, now: NOW })).not.toBeNull();
    const before = await dump(db);
    expect(await seedIfEmpty(db, { devices: 30, now: NOW })).toBeNull();
    expect(await seedIfEmpty(db, { devices: 60, seed: 2 })).toBeNull();
    expect(await dump(db)).toEqual(before);
  });

  it('loads the default size within a few seconds', SLOW, async () => {
    const db = await freshDatabase();
    const started = performance.now();
    const summary = await seedIfEmpty(db, { devices: DEFAULT_SEED_DEVICES });
    // Generous for a busy shared machine; bench/seed.mjs measures the speed.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(summary?.rows['assets']).toBe(2 * DEFAULT_SEED_DEVICES);
  });
});

describe('the sample console users', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('have no password unless one is given, and leave the admin signup open', SLOW, async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 5, now: NOW });
    const users = await server.db.query<{ user_name: string; password_hash: string | null; role_id: string | null }>(
      'select user_name, password_hash, role_id from users order by user_name',
    );
    expect(users.map((u) => u.user_name)).toEqual([...CONSOLE_USER_NAMES].sort());
    expect(users.every((u) => u.password_hash === null && u.role_id !== null)).toBe(true);
    const status = await server.send({ method: 'GET', url: '/api/signup' });
    expect(status.json()).toEqual({ data: { attributes: { value: { admin_exists: false } } } });
    const login = await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'maria.garcia', password: 'anything-at-all' } });
    expect(login.statusCode).toBe(401);
  });

  it('sign in with the given password, stored as argon2id', SLOW, async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 5, now: NOW, password: 'Demo&password1' });
    const [user] = await server.db.query<{ password_hash: string }>("select password_hash from users where user_name = 'tom.becker'");
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const cookie = await server.signIn('tom.becker', 'Demo&password1');
    const me = await server.send({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.statusCode).toBe(200);
  });

  it('come with tenants to connect as, unread notifications and an environment footer', SLOW, async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 5, now: NOW });
    const admin = await server.asAdmin();
    const get = (url: string) => server?.send({ method: 'GET', url, cookie: admin });
    const tenants = await get('/api/tenants');
    expect(tenants?.json<Schemas['TenantsReply']>().data.attributes.value.map((tenant) => tenant.name)).toEqual([...TENANTS].sort());
    const count = await get('/api/notifications/count');
    expect(count?.json<Schemas['NotificationCountReply']>().data.attributes.value.count).toBe(3);
    const environment = await get('/api/environment');
    expect(environment?.json<Schemas['EnvironmentReply']>().data.attributes).toEqual(SAMPLE_ENVIRONMENT);
    // No contract end or trial by default: the tests set them.
    const config = await get('/api/session/config');
    expect(config?.json<Schemas['SessionConfigReply']>().data.attributes.value).toMatchObject({ trial_end: null, contract_end: null });
  });

  it('keep an environment footer an admin set before', SLOW, async () => {
    const db = await freshDatabase();
    const mine = { name: 'Production', background_color: '#8a1f1f' };
    await db.query("insert into settings (key, value) values ('environment', $1)", [JSON.stringify(mine)]);
    await seedIfEmpty(db, { devices: 5, now: NOW });
    expect((await db.query<{ value: unknown }>("select value from settings where key = 'environment'"))[0]?.value).toEqual(mine);
  });

  it('refuse a password the policy refuses, and nothing is loaded', SLOW, async () => {
    server = await startTestServer();
    await expect(seedIfEmpty(server.db, { devices: 5, password: 'short' })).rejects.toThrow(/password policy.*minimum 8 characters/);
    expect(await server.db.query('select 1 from assets')).toEqual([]);
  });
});

describe('the sample size option', () => {
  it('reads --seed N, --seed=N, then VIGIL_SEED, else the default', () => {
    expect(seedDevicesFrom(['--seed', '1000'], {})).toBe(1000);
    expect(seedDevicesFrom(['--seed=0'], { VIGIL_SEED: '50' })).toBe(0);
    expect(seedDevicesFrom([], { VIGIL_SEED: '50' })).toBe(50);
    expect(seedDevicesFrom(['--other'], {})).toBe(DEFAULT_SEED_DEVICES);
  });

  it('refuses what is not a whole number in range', () => {
    expect(() => seedDevicesFrom(['--seed'], {})).toThrow('--seed must be a whole number of devices from 0 to 1250000, not "".');
    expect(() => seedDevicesFrom(['--seed', '-5'], {})).toThrow(/--seed must be a whole number/);
    expect(() => seedDevicesFrom(['--seed=1e3'], {})).toThrow(/--seed must be a whole number/);
    expect(() => seedDevicesFrom([], { VIGIL_SEED: 'lots' })).toThrow(/^VIGIL_SEED must be a whole number/);
    expect(() => seedDevicesFrom(['--seed', String(MAX_SEED_DEVICES + 1)], {})).toThrow(/--seed must be/);
  });
});

describe('the seeded generator', () => {
  it('repeats for the same seed and stream, and differs otherwise', () => {
    const draw = (seed: number, stream: string) => {
      const random = new Random(seed, stream);
      return Array.from({ length: 5 }, () => random.uint32());
    };
    expect(draw(1, 'devices')).toEqual(draw(1, 'devices'));
    expect(draw(1, 'devices')).not.toEqual(draw(2, 'devices'));
    expect(draw(1, 'devices')).not.toEqual(draw(1, 'users'));
    const random = new Random(3);
    for (let i = 0; i < 100; i++) {
      expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it('evaluates the sample filters', () => {
    const fields = { os_type: 'Windows', device_type: 'Laptop', owner: null, cvss: 7.5, ips: ['10.1.2.3'] };
    expect(matchesFilter({ operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'Windows' }], groups: [] }, fields)).toBe(true);
    expect(matchesFilter({ operator: 'and', conditions: [{ field: 'owner', operator: 'exists', not: true }, { field: 'device_type', operator: 'in', value: ['Laptop'] }], groups: [] }, fields)).toBe(true);
    expect(matchesFilter({ operator: 'and', conditions: [{ field: 'cvss', operator: 'greater_than', value: 8 }], groups: [] }, fields)).toBe(false);
    expect(
      matchesFilter({ operator: 'or', conditions: [{ field: 'cvss', operator: 'less_than', value: 1 }], groups: [{ operator: 'and', conditions: [{ field: 'ips', operator: 'contains', value: '10.1.' }], groups: [] }] }, fields),
    ).toBe(true);
    expect(() => matchesFilter({ operator: 'and', conditions: [{ field: 'x', operator: 'regex' }], groups: [] }, fields)).toThrow(/regex/);
  });
});
