import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ADAPTERS, AdapterError, type Adapter, type FetchContext, type FetchedRecord } from '../discovery/adapters/index.js';
import { openSecret } from '../secrets/box.js';
import { DISCOVERY_IN_PROGRESS } from '../routes/discovery.js';
import { CONNECTION_FILE_MAX_BYTES } from './handlers.js';
import { DELETE_DURING_RUN, EMPTY_FILE, INVALID_CONNECTION, NOT_FETCHABLE, NO_FILE_ADAPTER, NO_SUCH_ADAPTER, NO_SUCH_CONNECTION, duplicateLabel } from './store.js';

const SECRET = 'Sup3r-S3cret-Value';

/** What the fake adapters saw last (the test asserts secrets were resolved, then never answered). */
let lastContext: FetchContext | undefined;

const records = (entity: 'devices' | 'users', n: number): FetchedRecord[] =>
  Array.from({ length: n }, (_, i) => ({ entity, id: `${entity}-${String(i)}`, name: `${entity} ${String(i)}`, fields: {} }));

/** The HTTP JSON adapter's schema with a fetch the test steers by the URL's host. */
const fakeHttp: Adapter = {
  ...(ADAPTERS.get('http_json_adapter') as Adapter),
  async *fetch(context) {
    lastContext = context;
    const host = new URL(String(context.config['url'])).hostname;
    if (host === 'refused.test') throw new AdapterError('The endpoint answered 401: check the token.');
    if (host === 'bug.test') throw new Error(`raw failure with ${context.secrets['secret'] ?? ''}`);
    yield records('devices', 70);
    yield records('devices', 70);
    yield records('users', 5);
  },
};

/** The file adapter's schema with a fetch that counts the uploaded file's lines. */
const fakeFile: Adapter = {
  ...(ADAPTERS.get('csv_adapter') as Adapter),
  async *fetch(context) {
    lastContext = context;
    if (!context.file) throw new AdapterError('No file was uploaded.');
    let text = '';
    for await (const chunk of context.file.open()) text += Buffer.from(chunk).toString('utf8');
    yield records('users', text.trim().split('\n').length - 1);
  },
};

describe('connections', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ adapters: new Map([...ADAPTERS, ['http_json_adapter', fakeHttp], ['csv_adapter', fakeFile]]) });
    admin = await server.asAdmin();
    await server.db.query("insert into adapters (module, title, category, description) values ('aws_adapter', 'AWS', 'Cloud', 'Sample') on conflict do nothing");
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.query('delete from discovery_runs');
    await server.db.query('delete from adapter_connections');
    await server.db.query('delete from notifications');
    await server.db.query('delete from audit_log');
    lastContext = undefined;
  });

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    server.send({ method, url: `/api${url}`, cookie, ...(payload && { payload }) });
  const httpInput = (overrides: Record<string, unknown> = {}) => ({
    adapter: 'http_json_adapter',
    label: 'Inventory API',
    config: { url: 'https://inventory.test/devices', entity: 'devices' },
    credentials: { source: 'entered', values: { secret: SECRET } },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const reply = await api('POST', '/connections', httpInput(overrides));
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['ConnectionReply']>().data.attributes;
  };
  const count = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;
  const problems = (reply: { json: () => unknown }) => (reply.json() as Schemas['Error']).details?.map((detail) => detail.field);

  it('adds a connection with its defaults, seals entered secrets and never answers or audits them', async () => {
    const made = await create();
    expect(made).toMatchObject({ adapter: 'http_json_adapter', adapter_title: 'HTTP JSON Endpoint', status: 'never_connected', file: null, credentials: { source: 'entered', fields_set: ['secret'] } });
    expect(made.config).toMatchObject({ url: 'https://inventory.test/devices', auth: 'none', records_path: '$', max_pages: 1000, mapping: {} });
    const [stored] = await server.db.query<{ secret_sealed: string; credentials: unknown }>('select secret_sealed, credentials::text from adapter_connections');
    expect(stored?.secret_sealed).not.toContain(SECRET);
    expect(JSON.parse(openSecret(stored?.secret_sealed ?? ''))).toEqual({ secret: SECRET });
    for (const url of ['/connections', `/connections/${made.id}`, '/adapters']) {
      const reply = await api('GET', url);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(SECRET);
    }
    const audit = await server.db.query<{ action: string; details: string }>("select action, details::text from audit_log where action like 'connection.%'");
    expect(audit.map((row) => row.action)).toEqual(['connection.created']);
    expect(audit[0]?.details).not.toContain(SECRET);
  });

  it('refuses a configuration or credentials that do not fit, naming each field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ config: { url: 'ftp://inventory.test', entity: 'cars', extra: 1 } }, ['body/config/extra', 'body/config/url', 'body/config/entity']],
      [{ config: { entity: 'devices' } }, ['body/config/url']],
      [{ credentials: { source: 'entered', values: { password: 'x' } } }, ['body/credentials/values/password']],
      [{ credentials: { source: 'vault', vault: 'enterprise_secret_server', secret: { secret_id: 'abc' } } }, ['body/credentials/secret/secret_id']],
      [{ credentials: { source: 'vault', vault: 'dynamic_secret', secret: { is_dynamic_secret: 'yes' } } }, ['body/credentials/secret/name', 'body/credentials/secret/is_dynamic_secret']],
      [{ credentials: { source: 'vault', vault: 'open_source_vault', secret: { secret_path: 'apps/inventory' } } }, ['body/credentials/secret/secret_name']],
      [{ credentials: { source: 'vault', vault: 'privileged_account_manager', secret: { resource_name: 'db', account_name: 'svc', comment: 'x' } } }, ['body/credentials/secret/comment']],
    ];
    for (const [overrides, fields] of cases) {
      const reply = await api('POST', '/connections', httpInput(overrides));
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toBe(INVALID_CONNECTION);
      expect(problems(reply)?.sort()).toEqual([...fields].sort());
    }
    // The file adapter takes no secret: a vault makes no sense for it.
    const file = await api('POST', '/connections', { adapter: 'csv_adapter', label: 'HR export', config: { entity: 'users' }, credentials: { source: 'vault', vault: 'keeper_vault', secret: { secret_title: 't' } } });
    expect(problems(file)).toEqual(['body/credentials/vault']);
    expect(await count('adapter_connections')).toBe(0);
    expect(await count("audit_log where action like 'connection.%'")).toBe(0);

    // A vault secret gets its schema's defaults; an integer id stays an integer.
    const vaulted = await create({ credentials: { source: 'vault', vault: 'enterprise_secret_server', secret: { secret_id: 42 } } });
    expect(vaulted.credentials).toEqual({ source: 'vault', vault: 'enterprise_secret_server', secret: { secret_id: 42, field_name: 'Password' } });
    const dynamic = await create({ label: 'Dynamic', credentials: { source: 'vault', vault: 'dynamic_secret', secret: { name: 'inventory' } } });
    expect(dynamic.credentials.secret).toEqual({ name: 'inventory', is_dynamic_secret: false });
  });

  it('adds connections only to adapters it fetches from, and one label once per adapter', async () => {
    const sample = await api('POST', '/connections', httpInput({ adapter: 'aws_adapter' }));
    expect(sample.statusCode).toBe(400);
    expect(sample.json<Schemas['Error']>().message).toBe(NOT_FETCHABLE);
    const unknown = await api('POST', '/connections', httpInput({ adapter: 'nope_adapter' }));
    expect([unknown.statusCode, unknown.json<Schemas['Error']>().message]).toEqual([404, NO_SUCH_ADAPTER]);
    await create();
    const twice = await api('POST', '/connections', httpInput());
    expect([twice.statusCode, twice.json<Schemas['Error']>().message]).toEqual([409, duplicateLabel('HTTP JSON Endpoint', 'Inventory API')]);
    expect(await count('adapter_connections')).toBe(1);
    const second = await create({ label: 'Second' });
    const renamed = await api('PATCH', `/connections/${second.id}`, { label: 'Inventory API' });
    expect([renamed.statusCode, renamed.json<Schemas['Error']>().message]).toEqual([409, duplicateLabel('HTTP JSON Endpoint', 'Inventory API')]);

    const details = await api('GET', '/adapters/http_json_adapter');
    expect(details.json<Schemas['AdapterDetailsReply']>().data.attributes).toMatchObject({
      fetchable: true,
      takes_file: false,
      secret_fields: [{ name: 'secret', title: 'Token or password', required: false }],
      connections: [{ status: 'never_connected', count: 2 }],
    });
    expect(details.json<Schemas['AdapterDetailsReply']>().data.attributes.config_schema).toHaveProperty('properties.url');
    const aws = await api('GET', '/adapters/aws_adapter');
    expect(aws.json<Schemas['AdapterDetailsReply']>().data.attributes).toMatchObject({ fetchable: false, config_schema: { type: 'object', properties: {} }, secret_fields: [] });
    expect((await api('GET', '/adapters/nope_adapter')).statusCode).toBe(404);
  });

  it('keeps entered secrets a change leaves out, clears an emptied one, and tests the connection with them', async () => {
    const made = await create();
    const renamed = await api('PATCH', `/connections/${made.id}`, { label: 'Inventory' });
    expect(renamed.json<Schemas['ConnectionReply']>().data.attributes).toMatchObject({ label: 'Inventory', credentials: { source: 'entered', fields_set: ['secret'] } });
    const tested = await api('POST', `/connections/${made.id}/test`);
    expect(tested.json<Schemas['ConnectionTestReply']>().data.attributes).toMatchObject({
      ok: true,
      status: 'connected',
      fetched: { devices: 100 },
      message: 'The connection works: 100 devices in the first page.',
    });
    expect(lastContext?.secrets).toEqual({ secret: SECRET });
    expect(lastContext?.limit).toBe(100);
    expect(tested.body).not.toContain(SECRET);

    await api('PATCH', `/connections/${made.id}`, { credentials: { source: 'entered', values: {} } });
    await api('POST', `/connections/${made.id}/test`);
    expect(lastContext?.secrets).toEqual({ secret: SECRET });
    const cleared = await api('PATCH', `/connections/${made.id}`, { credentials: { source: 'entered', values: { secret: '' } } });
    expect(cleared.json<Schemas['ConnectionReply']>().data.attributes.credentials).toEqual({ source: 'entered', fields_set: [] });
    await api('POST', `/connections/${made.id}/test`);
    expect(lastContext?.secrets).toEqual({});

    const bad = await api('PATCH', `/connections/${made.id}`, { label: 'Changed', config: { url: 'nope' } });
    // The entity left out takes its default; the bad URL is named.
    expect(problems(bad)).toEqual(['body/config/url']);
    expect((await api('GET', `/connections/${made.id}`)).json<Schemas['ConnectionReply']>().data.attributes.label).toBe('Inventory');
    const audit = await server.db.query<{ details: { changed: string[] } }>("select details from audit_log where action = 'connection.updated' order by id");
    expect(audit.map((row) => row.details.changed)).toEqual([['label'], ['credentials'], ['credentials']]);
  });

  it('reports a failed test with its reason, sets the status, and hides what an unexpected failure said', async () => {
    const refused = await create({ config: { url: 'https://refused.test/', entity: 'devices' } });
    const reply = await api('POST', `/connections/${refused.id}/test`);
    expect(reply.json<Schemas['ConnectionTestReply']>().data.attributes).toMatchObject({ ok: false, status: 'disconnected', message: 'The endpoint answered 401: check the token.', fetched: {} });
    expect((await api('GET', `/connections/${refused.id}`)).json<Schemas['ConnectionReply']>().data.attributes).toMatchObject({
      status: 'disconnected',
      error: 'The endpoint answered 401: check the token.',
    });
    const bug = await create({ label: 'Bug', config: { url: 'https://bug.test/', entity: 'devices' } });
    const failed = await api('POST', `/connections/${bug.id}/test`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json<Schemas['ConnectionTestReply']>().data.attributes).toMatchObject({ ok: false, status: 'disconnected' });
    expect(failed.body).not.toContain(SECRET);
    expect((await api('POST', '/connections/00000000-0000-4000-8000-000000000000/test')).statusCode).toBe(404);
  });

  it('stores an uploaded file for a file connection only, within the size limit, and fetches from it', async () => {
    const csv = await create({ adapter: 'csv_adapter', label: 'HR export', config: { entity: 'users' }, credentials: { source: 'none' } });
    const http = await create();
    const upload = (id: string, body: string | Buffer, type = 'text/csv') =>
      server.send({ method: 'PUT', url: `/api/connections/${id}/file?name=people.csv`, cookie: admin, payload: body, headers: { 'content-type': type } });

    const wrong = await upload(http.id, 'a,b\n1,2\n');
    expect([wrong.statusCode, wrong.json<Schemas['Error']>().message]).toEqual([400, NO_FILE_ADAPTER]);
    const empty = await upload(csv.id, '');
    expect([empty.statusCode, empty.json<Schemas['Error']>().message]).toEqual([400, EMPTY_FILE]);
    const tooLarge = await upload(csv.id, Buffer.alloc(CONNECTION_FILE_MAX_BYTES + 1, 0x61), 'application/octet-stream');
    expect(tooLarge.statusCode).toBe(413);
    expect(await count('connection_files')).toBe(0);

    const text = 'username,mail\nada,ada@example.com\nbob,bob@example.com\n';
    const stored = await upload(csv.id, text, 'text/csv; charset=utf-8');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<Schemas['ConnectionReply']>().data.attributes.file).toMatchObject({ name: 'people.csv', size: text.length });
    // JSON arrives as bytes too (not parsed), and replaces the last file.
    const json = await upload(csv.id, '[{"username":"ada"}]', 'application/json');
    expect(json.json<Schemas['ConnectionReply']>().data.attributes.file?.size).toBe(20);
    await upload(csv.id, text);
    const tested = await api('POST', `/connections/${csv.id}/test`);
    expect(tested.json<Schemas['ConnectionTestReply']>().data.attributes).toMatchObject({ ok: true, fetched: { users: 2 } });
    expect(lastContext?.file).toMatchObject({ name: 'people.csv', size: text.length });
  });

  it('starts a run of one connection with fetch now, and refuses a delete while a run is not done', async () => {
    const made = await create();
    const started = await api('POST', `/connections/${made.id}/fetch`);
    expect(started.statusCode, started.body).toBe(202);
    expect(['starting', 'running']).toContain(started.json<Schemas['DiscoveryLifecycleReply']>().data.attributes.status);
    const [run] = await server.db.query<{ connection_ids: string[]; started_by: string }>('select connection_ids, started_by from discovery_runs');
    expect(run).toEqual({ connection_ids: [made.id], started_by: 'admin' });
    const again = await api('POST', `/connections/${made.id}/fetch`);
    expect([again.statusCode, again.json<Schemas['Error']>().message]).toEqual([409, DISCOVERY_IN_PROGRESS]);
    const deleted = await api('DELETE', `/connections/${made.id}`);
    expect([deleted.statusCode, deleted.json<Schemas['Error']>().message]).toEqual([409, DELETE_DURING_RUN]);
    expect(await count('adapter_connections')).toBe(1);

    await server.db.query("update discovery_runs set status = 'done', finished_at = now(), starting_ms = 0, running_ms = 0, started_at = now() - interval '1 minute'");
    const [sample] = await server.db.query<{ id: string }>("insert into adapter_connections (adapter, label) values ('aws_adapter', 'prod') returning id::text as id");
    const refused = await api('POST', `/connections/${sample?.id ?? ''}/fetch`);
    expect([refused.statusCode, refused.json<Schemas['Error']>().message]).toEqual([400, NOT_FETCHABLE]);
  });

  it('deletes a connection with the assets no other connection reports, recording it on the others', async () => {
    const made = await create();
    const other = await create({ label: 'Other' });
    const assets = await server.db.query<{ id: string }>(
      "insert into assets (entity, name, first_seen, last_seen, last_updated) values ('devices', 'only', now(), now(), now()), ('devices', 'shared', now(), now(), now()) returning id::text as id",
    );
    const [only, shared] = assets.map((row) => row.id);
    await server.db.query('insert into asset_adapters (asset_id, connection_id, first_seen, last_seen) values ($1, $3, now(), now()), ($2, $3, now(), now()), ($2, $4, now(), now())', [only, shared, made.id, other.id]);
    const reply = await api('DELETE', `/connections/${made.id}`);
    expect(reply.statusCode, reply.body).toBe(204);
    expect((await server.db.query<{ id: string }>('select id::text as id from assets order by id')).map((row) => row.id)).toEqual([shared]);
    const events = await server.db.query<{ event_type: string; removed: string[] }>('select event_type, removed from asset_events where asset_id = $1', [shared]);
    expect(events).toEqual([{ event_type: 'adapter_connection_removed', removed: ['Inventory API'] }]);
    const [audit] = await server.db.query<{ details: unknown }>("select details from audit_log where action = 'connection.deleted'");
    expect(audit?.details).toEqual({ adapter: 'http_json_adapter', assets_deleted: 1 });
    const gone = await api('DELETE', `/connections/${made.id}`);
    expect([gone.statusCode, gone.json<Schemas['Error']>().message]).toEqual([404, NO_SUCH_CONNECTION]);
  });

  it('pages connections and the fetch history with signed cursors, filtered', async () => {
    const made = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((label) => create({ label })));
    const labels: string[] = [];
    let cursor: string | null = null;
    do {
      const reply = await api('GET', `/connections?size=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page = reply.json<Schemas['ConnectionList']>();
      expect(page.meta.total).toBe(5);
      labels.push(...page.data.map((connection) => connection.label));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(labels).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await api('GET', '/connections?search=HTTP&status=never_connected&adapter=http_json_adapter')).json<Schemas['ConnectionList']>().meta.total).toBe(5);
    expect((await api('GET', '/connections?adapter=csv_adapter')).json<Schemas['ConnectionList']>().meta.total).toBe(0);

    const [run] = await server.db.query<{ id: string }>("insert into discovery_runs (status, trigger) values ('done', 'manual') returning id::text as id");
    for (const [i, connection] of made.entries()) {
      await server.db.query(
        `insert into fetch_history (run_id, connection_id, adapter, connection_label, status, started_at, finished_at, fetched, error_count, row_errors)
         values ($1, $2, 'http_json_adapter', $3, 'success', now() - $4 * interval '1 minute', now() - $4 * interval '1 minute' + interval '2 seconds', '{"devices": 3}', 1, '[{"line": 4, "message": "no id"}]')`,
        [run?.id, connection.id, connection.label, 10 - i],
      );
    }
    const first = (await api('GET', '/fetch_history?size=3')).json<Schemas['FetchHistoryList']>();
    expect(first.data.map((entry) => entry.connection_label)).toEqual(['e', 'd', 'c']);
    expect(first.data[0]).toMatchObject({ adapter_title: 'HTTP JSON Endpoint', duration_ms: 2000, fetched: { devices: 3 }, row_errors: [{ line: 4, message: 'no id' }] });
    const second = (await api('GET', `/fetch_history?size=3&cursor=${first.meta.next_cursor ?? ''}`)).json<Schemas['FetchHistoryList']>();
    expect(second.data.map((entry) => entry.connection_label)).toEqual(['b', 'a']);
    expect(second.meta).toMatchObject({ page: 1, total: 5, next_cursor: null });
    const filtered = (await api('GET', `/fetch_history?connection_id=${made[0]?.id ?? ''}&run_id=${run?.id ?? ''}`)).json<Schemas['FetchHistoryList']>();
    expect(filtered.data.map((entry) => entry.connection_label)).toEqual(['a']);
    // A cursor of another list (other size) is refused.
    expect((await api('GET', `/fetch_history?size=4&cursor=${first.meta.next_cursor ?? ''}`)).statusCode).toBe(400);
  });

  it("restricts adapters' counts, connections and fetch history to the caller's data scope", async () => {
    const seen = await create({ label: 'seen' });
    const hidden = await create({ label: 'hidden' });
    const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name, is_adapter_connections_restricted) values ('EU', true) returning uuid::text as uuid");
    await server.db.query('insert into data_scope_connections (data_scope_id, connection_id) values ($1, $2)', [scope?.uuid, seen.id]);
    const viewer = await server.asUserWith({ Adapters: ['View', 'Update'] }, 'eu_viewer');
    await server.db.query("update users set data_scope_id = $1 where user_name = 'eu_viewer'", [scope?.uuid]);

    const list = (await api('GET', '/connections', undefined, viewer)).json<Schemas['ConnectionList']>();
    expect(list.data.map((connection) => connection.label)).toEqual(['seen']);
    const adapters = (await api('GET', '/adapters?search=http', undefined, viewer)).json<Schemas['AdapterListReply']>();
    expect(adapters.data).toEqual([expect.objectContaining({ module: 'http_json_adapter', status: 'never_connected', connections: [{ status: 'never_connected', count: 1 }] })]);
    expect((await api('GET', '/adapters?search=http')).json<Schemas['AdapterListReply']>().data[0]?.connections).toEqual([{ status: 'never_connected', count: 2 }]);
    const [run] = await server.db.query<{ id: string }>("insert into discovery_runs (status, trigger) values ('done', 'manual') returning id::text as id");
    await server.db.query(
      "insert into fetch_history (run_id, connection_id, adapter, connection_label) values ($1, $2, 'http_json_adapter', 'seen'), ($1, $3, 'http_json_adapter', 'hidden')",
      [run?.id, seen.id, hidden.id],
    );
    const history = (await api('GET', '/fetch_history', undefined, viewer)).json<Schemas['FetchHistoryList']>();
    expect(history.data.map((entry) => entry.connection_label)).toEqual(['seen']);
    expect((await api('GET', `/connections/${hidden.id}`, undefined, viewer)).statusCode).toBe(404);
    expect((await api('DELETE', `/connections/${hidden.id}`, undefined, viewer)).statusCode).toBe(404);
    // What the caller adds is in their scope.
    const added = await api('POST', '/connections', httpInput({ label: 'mine' }), viewer);
    expect(added.statusCode).toBe(201);
    expect((await api('GET', '/connections', undefined, viewer)).json<Schemas['ConnectionList']>().meta.total).toBe(2);
  });

  it('needs Adapters.Update to change connections and Notifications.View for findings', async () => {
    const made = await create();
    const viewer = await server.asUserWith({ Adapters: ['View'] });
    expect((await api('GET', `/connections/${made.id}`, undefined, viewer)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/connections', httpInput({ label: 'x' })],
      ['PATCH', `/connections/${made.id}`, { label: 'y' }],
      ['DELETE', `/connections/${made.id}`, undefined],
      ['POST', `/connections/${made.id}/test`, undefined],
      ['POST', `/connections/${made.id}/fetch`, undefined],
      ['GET', '/notifications', undefined],
      ['PUT', '/vaults/open_source_vault/provider', { address: 'http://127.0.0.1:1', token: 't' }],
    ] as const) {
      expect((await api(method, url, payload, viewer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await count('adapter_connections')).toBe(1);
  });

  it('lists findings newest first, unread ones alone, and marks them read', async () => {
    const ids = await server.db.query<{ id: string }>(
      `insert into notifications (title, severity, kind, details, created_at) values
         ('Discovery finished', 'info', 'discovery', '{"run_id": "r"}', now() - interval '3 minutes'),
         ('Connection "a" failed', 'error', 'connection_failed', '{"connection_id": "c"}', now() - interval '2 minutes'),
         ('3 new devices', 'info', 'new_assets', '{"entity": "devices", "count": 3}', now() - interval '1 minute')
       returning id::text as id`,
    );
    const first = (await api('GET', '/notifications?size=2')).json<Schemas['NotificationList']>();
    expect(first.data.map((n) => n.kind)).toEqual(['new_assets', 'connection_failed']);
    expect(first.data[0]).toMatchObject({ read: false, severity: 'info', details: { entity: 'devices', count: 3 } });
    const rest = (await api('GET', `/notifications?size=2&cursor=${first.meta.next_cursor ?? ''}`)).json<Schemas['NotificationList']>();
    expect(rest.data.map((n) => n.kind)).toEqual(['discovery']);

    const marked = await api('POST', '/notifications/read', { ids: [ids[0]?.id] });
    expect(marked.json<Schemas['NotificationCountReply']>().data.attributes.value.count).toBe(2);
    expect((await api('GET', '/notifications?unread=true')).json<Schemas['NotificationList']>().data.map((n) => n.kind)).toEqual(['new_assets', 'connection_failed']);
    const all = await api('POST', '/notifications/read', { all: true });
    expect(all.json<Schemas['NotificationCountReply']>().data.attributes.value.count).toBe(0);
    expect((await api('GET', '/notifications/count')).body).toContain('"count":0');
    expect((await api('POST', '/notifications/read', {})).statusCode).toBe(400);
  });
});
