import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import type { FetchedRecord } from './adapters/types.js';
import { CORRELATION_STEPS, stageRecords } from './correlate.js';

interface EventRow {
  asset_id: string;
  event_type: string;
  field: string | null;
  title: string;
  names: string[];
  added: string[];
  removed: string[];
  connection_id: string | null;
}

interface AssetRow {
  id: string;
  entity: string;
  name: string;
  fields: Record<string, unknown>;
  first_seen: Date;
  last_seen: Date;
  last_updated: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const device = (id: string, fields: Record<string, unknown>): FetchedRecord => ({ entity: 'devices', id, name: text(fields['hostname']), fields });
const user = (id: string, fields: Record<string, unknown>): FetchedRecord => ({ entity: 'users', id, name: text(fields['username']), fields });

describe('correlation', () => {
  let server: TestServer;
  let admin: string;
  // Runs a minute apart, within the last hour (the investigation shows the last 7 days).
  let clock = Date.now() - 3_600_000;
  let labels = 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  /** New connections of fetchable adapters: a CSV file and an LDAP directory. */
  const connections = async (): Promise<[string, string]> => {
    labels += 1;
    const rows = await server.db.query<{ id: string }>(
      `insert into adapter_connections (adapter, label) values ('csv_adapter', $1), ('ldap_adapter', $2) returning id::text as id`,
      [`File ${String(labels)}`, `Directory ${String(labels)}`],
    );
    return [rows[0]?.id ?? '', rows[1]?.id ?? ''];
  };

  /** A run as the engine makes it: each connection's records staged, then each step in a transaction of its own. */
  const discover = async (reported: Record<string, FetchedRecord[] | FetchedRecord[][]>, fetched = Object.keys(reported)) => {
    clock += 60_000;
    const at = new Date(clock);
    const [run] = await server.db.query<{ id: string }>("insert into discovery_runs (status, trigger, started_at, finished_at) values ('done', 'manual', $1, $1) returning id::text as id", [at]);
    const runId = run?.id ?? '';
    // A connection's records in one batch, or in the batches given (as an adapter hands them over).
    for (const [connectionId, records] of Object.entries(reported)) {
      const batches = records.every((item) => Array.isArray(item)) ? records : [records];
      for (const batch of batches) await stageRecords(server.db, runId, connectionId, batch);
    }
    const outcomes = [];
    for (const step of CORRELATION_STEPS) outcomes.push(await server.db.transaction((tx) => step.run(tx, { runId, at, fetched })));
    await server.db.query('delete from discovery_staging where run_id = $1', [runId]);
    return { at, newAssets: outcomes.flatMap((outcome) => outcome.newAssets) };
  };

  const linked = (connectionId: string) =>
    server.db.query<AssetRow & { source_id: string; link_seen: Date; reported: Record<string, unknown> }>(
      `select a.id::text as id, a.entity, a.name, a.fields, a.first_seen, a.last_seen, a.last_updated, aa.source_id, aa.last_seen as link_seen, aa.fields as reported
         from asset_adapters aa join assets a on a.id = aa.asset_id where aa.connection_id = $1 order by a.entity, aa.source_id`,
      [connectionId],
    );
  const eventsAt = (at: Date) =>
    server.db.query<EventRow>(
      'select asset_id::text as asset_id, event_type, field, title, names, added, removed, connection_id::text as connection_id from asset_events where at = $1 order by id',
      [at],
    );
  const assetsOf = (ids: string[]) =>
    server.db.query<AssetRow>('select id::text as id, entity, name, fields, first_seen, last_seen, last_updated from assets where id = any($1::bigint[]) order by id', [ids]);

  it('makes one asset of two connections reporting one user by e-mail and one device by host name and MAC', async () => {
    const [file, directory] = await connections();
    const { at, newAssets } = await discover({
      [file]: [user('f-1', { username: 'ann', mail: 'Ann.Lee@corp.example', title: 'Engineer' }), device('f-2', { hostname: 'WS-ANN', macs: ['00:11:22:33:44:55'], os_type: 'Windows' })],
      [directory]: [
        user('cn=ann.lee', { username: 'ann.lee', mail: 'ann.lee@corp.example', department: 'R&D' }),
        device('cn=ws-ann', { hostname: 'ws-ann', macs: ['00-11-22-33-44-55'], serial: 'SN-9' }),
        device('cn=ws-bob', { hostname: 'ws-bob' }),
      ],
    });
    const fromFile = await linked(file);
    const fromDirectory = await linked(directory);
    expect(fromDirectory).toHaveLength(3);
    expect(fromDirectory.map((row) => row.id)).toEqual(expect.arrayContaining(fromFile.map((row) => row.id)));
    expect(newAssets.map(({ entity, ids }) => [entity, ids.length]).sort()).toEqual([
      ['devices', 2],
      ['users', 1],
    ]);
    const [ws, ann] = fromFile;
    // The most recently seen connection wins a key; seen together, the greater connection id.
    const last = file > directory ? 'f' : 'd';
    expect(ws).toMatchObject({ name: last === 'f' ? 'WS-ANN' : 'ws-ann', first_seen: at, last_seen: at, last_updated: at });
    expect(ws?.fields).toEqual({ hostname: last === 'f' ? 'WS-ANN' : 'ws-ann', macs: last === 'f' ? ['00:11:22:33:44:55'] : ['00-11-22-33-44-55'], os_type: 'Windows', serial: 'SN-9' });
    expect(ann?.fields).toEqual({ username: last === 'f' ? 'ann' : 'ann.lee', mail: last === 'f' ? 'Ann.Lee@corp.example' : 'ann.lee@corp.example', title: 'Engineer', department: 'R&D' });
    const events = await eventsAt(at);
    expect(events.filter((e) => e.asset_id === ws?.id)).toHaveLength(2);
    expect(events.filter((e) => e.asset_id === ws?.id)).toEqual(expect.arrayContaining([
      { asset_id: ws?.id, event_type: 'adapter_connection_added', field: null, title: 'CSV / JSON File started reporting', names: ['WS-ANN'], added: [`File ${String(labels)}`], removed: [], connection_id: file },
      { asset_id: ws?.id, event_type: 'adapter_connection_added', field: null, title: 'LDAP Directory started reporting', names: ['WS-ANN'], added: [`Directory ${String(labels)}`], removed: [], connection_id: directory },
    ]));
    // A new asset's fields are no change.
    expect(events.filter((e) => e.event_type === 'field_changed')).toEqual([]);
    // Global search finds the merged assets by their final name and fields (the directory's serial included).
    const terms = await server.db.query<{ id: string; stored: string[]; expected: string[] }>(
      `select a.id::text as id,
              array(select s.class || ':' || s.term from search_terms s where s.asset_id = a.id order by s.class || ':' || s.term collate "C") as stored,
              array(select distinct t.class || ':' || t.term collate "C" from vigil_search_terms(a.name, a.fields) t order by 1) as expected
         from assets a where a.id = any($1::bigint[])`,
      [[ws?.id, ann?.id]],
    );
    expect(terms).toHaveLength(2);
    for (const { stored, expected } of terms) expect(stored).toEqual(expected);
    expect(terms.find((row) => row.id === ws?.id)?.stored).toContain('2:sn-9');
  });

  it('writes the search terms of new assets as vigil_search_terms makes them, computed here or, beyond ASCII, in SQL', async () => {
    const [file, directory] = await connections();
    const { newAssets } = await discover({
      [file]: [device('t-1', { hostname: 'Term-Box.Lab', macs: ['aa:bb:cc:dd:ee:01'], ips: ['10.9.8.7'], serial: 4711 }), user('t-2', { username: 'zoe', display_name: 'Zoë Ålund' })],
      [directory]: [user('cn=zoe', { username: 'zoe', mail: 'Zoe.Alund@corp.example' }), device('cn=term-plain', { hostname: 'term-plain', serial: 'SN-T1' })],
    });
    const ids = newAssets.flatMap((outcome) => outcome.ids);
    expect(ids).toHaveLength(3);
    const terms = await server.db.query<{ name: string; stored: string[]; expected: string[] }>(
      `select a.name,
              array(select s.class || ':' || s.term from search_terms s where s.asset_id = a.id order by s.class, s.term) as stored,
              array(select t.class || ':' || t.term from (select distinct class, term collate "C" as term from vigil_search_terms(a.name, a.fields)) t order by t.class, t.term) as expected
         from assets a where a.id = any($1::bigint[]) order by a.name`,
      [ids],
    );
    for (const { name, stored, expected } of terms) expect(stored, name).toEqual(expected);
    // The number (a serial of the database's own writing) and the letters beyond ASCII are searched too.
    expect(terms.find((row) => row.name === 'Term-Box.Lab')?.stored).toEqual(expect.arrayContaining(['1:box.lab', '2:4711', '2:10.9.8.7']));
    // (Whether lower() lowers Å is the database's locale: the embedded database's does, a C-locale server's does not.)
    expect(terms.find((row) => row.name === 'zoe')?.stored.map((term) => term.toLowerCase())).toEqual(expect.arrayContaining(['2:ålund', '2:zoë ålund', '2:zoe.alund@corp.example']));
    expect(terms.find((row) => row.name === 'term-plain')?.stored).toEqual(['0:term-plain', '1:plain', '2:sn-t1']);
  });

  it('keeps the last record of a source id staged twice, and matches it by source id on the next run', async () => {
    const [file] = await connections();
    const first = await discover({ [file]: [device('d-1', { hostname: 'twice-old' }), device('d-1', { hostname: 'twice-new', os_type: 'Linux' })] });
    const [row] = await linked(file);
    expect(row).toMatchObject({ name: 'twice-new', fields: { hostname: 'twice-new', os_type: 'Linux' }, source_id: 'd-1' });
    expect(first.newAssets).toEqual([{ entity: 'devices', ids: [Number(row?.id)] }]);
    // Across batches too: the later batch's record is kept.
    await discover({ [file]: [[device('d-1', { hostname: 'batch-one' })], [device('d-1', { hostname: 'batch-two', os_type: 'Linux' })]] });
    const [again] = await linked(file);
    expect(again).toMatchObject({ id: row?.id, name: 'batch-two', fields: { hostname: 'batch-two', os_type: 'Linux' } });
    // Another host name under the same source id: the same asset, renamed.
    const second = await discover({ [file]: [device('d-1', { hostname: 'renamed', os_type: 'Linux' })] });
    expect(second.newAssets).toEqual([]);
    const [renamed] = await assetsOf([row?.id ?? '']);
    expect(renamed).toMatchObject({ name: 'renamed', fields: { hostname: 'renamed', os_type: 'Linux' }, last_updated: second.at });
  });

  it('records a changed field with its added and removed values; a second identical run writes no events and changes no asset', async () => {
    const [file, directory] = await connections();
    const reports = (title: string, ips: string[]) => ({
      [file]: [user('u-7', { username: 'carl', mail: 'carl@corp.example', title }), device('h-7', { hostname: 'carl-pc', macs: ['aa:bb:cc:00:00:07'], ips })],
      [directory]: [user('cn=carl', { username: 'carl', is_enabled: true })],
    });
    const first = await discover(reports('Engineer', ['10.0.0.7', '10.0.0.8']));
    const changed = await discover(reports('Manager', ['10.0.0.8', '10.0.0.9']));
    const [pc, carl] = await linked(file);
    expect(carl).toMatchObject({ fields: { username: 'carl', mail: 'carl@corp.example', title: 'Manager', is_enabled: true }, first_seen: first.at, last_updated: changed.at });
    expect(await eventsAt(changed.at)).toEqual([
      { asset_id: carl?.id, event_type: 'field_changed', field: 'title', title: 'Title', names: ['carl'], added: ['Manager'], removed: ['Engineer'], connection_id: file },
      { asset_id: pc?.id, event_type: 'field_changed', field: 'ips', title: 'IP Addresses', names: ['carl-pc'], added: ['10.0.0.9'], removed: ['10.0.0.7'], connection_id: file },
    ].sort((a, b) => Number(a.asset_id) - Number(b.asset_id)));

    const before = await assetsOf([pc?.id ?? '', carl?.id ?? '']);
    const again = await discover(reports('Manager', ['10.0.0.8', '10.0.0.9']));
    expect(again.newAssets).toEqual([]);
    expect(await eventsAt(again.at)).toEqual([]);
    // Only last_seen moves on: fields, names and last_updated stay.
    expect(await assetsOf([pc?.id ?? '', carl?.id ?? ''])).toEqual(before.map((asset) => ({ ...asset, last_seen: again.at })));
  });

  it('removes the link of a connection that no longer reports an asset, deletes an asset left without any, and leaves a failed connection alone', async () => {
    const [file, directory] = await connections();
    const shared = device('x-1', { hostname: 'gone-soon', macs: ['aa:bb:cc:00:00:01'], owner: 'dana' });
    const alone = device('x-2', { hostname: 'only-file' });
    const first = await discover({ [file]: [shared, alone], [directory]: [device('cn=gone-soon', { hostname: 'gone-soon', macs: ['AA:BB:CC:00:00:01'], os_type: 'Linux' })] });
    const [kept, orphan] = await linked(file);

    // The directory fails this run (after staging part of its records): its link and what it
    // reported stay as they were, and what it staged is not correlated.
    await discover({ [file]: [shared], [directory]: [device('cn=partial', { hostname: 'partial-only' })] }, [file]);
    expect(await server.db.query("select 1 from assets where name = 'partial-only'")).toEqual([]);
    expect(await linked(directory)).toEqual([expect.objectContaining({ id: kept?.id, link_seen: first.at, source_id: 'cn=gone-soon', reported: { hostname: 'gone-soon', macs: ['AA:BB:CC:00:00:01'], os_type: 'Linux' } })]);
    expect(await assetsOf([orphan?.id ?? ''])).toEqual([]);
    // Its events went with it.
    expect(await server.db.query('select 1 from asset_events where asset_id = $1', [orphan?.id])).toEqual([]);

    // The file no longer reports the shared device: the directory's report is what is left.
    const third = await discover({ [file]: [], [directory]: [device('cn=gone-soon', { hostname: 'gone-soon', macs: ['AA:BB:CC:00:00:01'], os_type: 'Linux' })] });
    expect(await linked(file)).toEqual([]);
    const [merged] = await assetsOf([kept?.id ?? '']);
    expect(merged).toMatchObject({ fields: { hostname: 'gone-soon', macs: ['AA:BB:CC:00:00:01'], os_type: 'Linux' }, last_updated: third.at });
    const events = await eventsAt(third.at);
    expect(events.filter((e) => e.event_type === 'adapter_connection_removed')).toEqual([
      { asset_id: kept?.id, event_type: 'adapter_connection_removed', field: null, title: 'CSV / JSON File stopped reporting', names: ['gone-soon'], added: [], removed: [`File ${String(labels)}`], connection_id: file },
    ]);
    expect(events.filter((e) => e.event_type === 'field_changed').map((e) => [e.field, e.added, e.removed, e.connection_id])).toEqual(
      expect.arrayContaining([['owner', [], ['dana'], null]]),
    );

    // Then the directory neither: the asset has no connection left and is deleted.
    await discover({ [directory]: [] });
    expect(await assetsOf([kept?.id ?? ''])).toEqual([]);
  });

  it('saves today’s counts per entity type, per connection and per saved query', async () => {
    const [file] = await connections();
    const [query] = await server.db.query<{ id: string }>(
      `insert into saved_queries (name, entity, filter) values ('Contractors', 'users', $1) returning id::text as id`,
      [JSON.stringify({ operator: 'and', conditions: [{ field: 'title', operator: 'equals', value: 'Contractor' }], groups: [] })],
    );
    const { at } = await discover({
      [file]: [user('c-1', { username: 'c1', title: 'Contractor' }), user('c-2', { username: 'c2', title: 'Contractor' }), user('c-3', { username: 'c3', title: 'Staff' })],
    });
    const day = at.toISOString().slice(0, 10);
    const [totals] = await server.db.query<{ users: number; devices: number }>(
      "select count(*) filter (where entity = 'users')::int as users, count(*) filter (where entity = 'devices')::int as devices from assets",
    );
    const daily = await server.db.query<{ entity: string; count: number }>("select entity, count from asset_daily_counts where day = $1::date and entity in ('users', 'devices') order by entity", [day]);
    expect(daily).toEqual([
      { entity: 'devices', count: totals?.devices },
      { entity: 'users', count: totals?.users },
    ]);
    expect(await server.db.query('select entity, count from connection_daily_counts where day = $1::date and connection_id = $2', [day, file])).toEqual([{ entity: 'users', count: 3 }]);
    expect(await server.db.query('select count from saved_query_daily_counts where day = $1::date and query_id = $2', [day, query?.id])).toEqual([{ count: 2 }]);
  });

  it('makes new assets findable by global search, with their events in the investigation', async () => {
    const [file] = await connections();
    const { newAssets } = await discover({ [file]: [device('s-1', { hostname: 'qzv-found-host', ips: ['10.77.66.55'] })] });
    const id = newAssets[0]?.ids[0];
    const search = await server.send({ method: 'GET', url: '/api/global_search?search_value=qzv-found', cookie: admin });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<Schemas['SearchResultListReply']>().data.map((item) => item.name)).toEqual(['qzv-found-host']);
    const byIp = await server.send({ method: 'GET', url: '/api/global_search?search_value=10.77.66.5', cookie: admin });
    expect(byIp.json<Schemas['SearchResultListReply']>().data.map((item) => item.name)).toEqual(['qzv-found-host']);
    const investigation = await server.send({ method: 'GET', url: `/api/assets/devices/${String(id)}/investigation`, cookie: admin });
    expect(investigation.statusCode, investigation.body).toBe(200);
    expect(investigation.json<Schemas['InvestigationEventList']>().data).toEqual([
      expect.objectContaining({
        event_type: 'adapter_connection_added',
        field_event_title: 'CSV / JSON File started reporting',
        asset_entity_names: ['qzv-found-host'],
        adapters_connections: [{ adapter_name: 'csv_adapter', connection_id: file, connection_label: `File ${String(labels)}` }],
      }),
    ]);
  });

  it('makes a first load (more new records than assets) without the written tables’ indexes and keys, and puts them all back', async () => {
    const schema = () =>
      server.db.query<{ name: string; definition: string }>(
        `select i.indexname as name, i.indexdef as definition from pg_indexes i where i.tablename in ('assets', 'asset_adapters', 'asset_events', 'search_terms')
         union all
         select c.conname, pg_get_constraintdef(c.oid) from pg_constraint c where c.conrelid::regclass::text in ('assets', 'asset_adapters', 'asset_events', 'search_terms')
         order by 1`,
      );
    const before = await schema();
    const [{ count } = { count: 0 }] = await server.db.query<{ count: number }>('select count(*)::int as count from assets');
    const [file] = await connections();
    const records = Array.from({ length: count + 1 }, (_, i) => device(`bulk-${String(i)}`, { hostname: `qzb-bulk-${String(i)}`, macs: [`02:00:00:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`] }));
    const { newAssets } = await discover({ [file]: records });
    expect(newAssets.map(({ entity, ids }) => [entity, ids.length])).toEqual([['devices', count + 1]]);
    expect(await schema()).toEqual(before);
    // The links' keys are checked again: a link to no asset is refused as before.
    await expect(server.db.query('insert into asset_adapters (asset_id, connection_id, first_seen, last_seen) values (-1, $1, now(), now())', [file])).rejects.toThrow(/foreign key/);
    const search = await server.send({ method: 'GET', url: `/api/global_search?search_value=qzb-bulk-${String(count)}`, cookie: admin });
    expect(search.json<Schemas['SearchResultListReply']>().data.map((item) => item.name)).toEqual([`qzb-bulk-${String(count)}`]);
  });

  it('makes an asset of every record of the first connection into an empty inventory, and the next connection matches them', async () => {
    await server.db.query('delete from assets');
    const [file, directory] = await connections();
    const { newAssets } = await discover({
      [file]: [device('e-1', { hostname: 'WS-EMPTY-1', macs: ['00:aa:bb:cc:dd:01'] }), device('e-2', { hostname: 'WS-EMPTY-2', macs: ['00:aa:bb:cc:dd:02'] })],
      [directory]: [device('cn=ws-empty-2', { hostname: 'ws-empty-2', macs: ['00-AA-BB-CC-DD-02'], domain: 'corp.example' })],
    });
    expect(newAssets.map(({ entity, ids }) => [entity, ids.length])).toEqual([['devices', 2]]);
    const fromFile = await linked(file);
    const [fromDirectory] = await linked(directory);
    expect(fromFile.map((row) => row.source_id)).toEqual(['e-1', 'e-2']);
    expect(fromDirectory).toMatchObject({ id: fromFile[1]?.id, fields: { domain: 'corp.example' }, reported: { hostname: 'ws-empty-2' } });
  });

  it('makes an asset of every record of a type the inventory has none of, and still matches the records of the other types', async () => {
    await server.db.query('delete from assets');
    const [file, directory] = await connections();
    await discover({ [file]: [device('t-1', { hostname: 'WS-TYPE-1', macs: ['00:aa:bb:cc:ee:01'] })] });
    // The inventory has devices only: the directory's users are all new, its device is the file's.
    const { newAssets } = await discover({
      [file]: [device('t-1', { hostname: 'WS-TYPE-1', macs: ['00:aa:bb:cc:ee:01'] })],
      [directory]: [
        device('cn=ws-type-1', { hostname: 'ws-type-1', macs: ['00-AA-BB-CC-EE-01'] }),
        user('cn=ada', { username: 'ada', mail: 'ada@corp.example' }),
        user('cn=bob', { username: 'bob', mail: 'bob@corp.example' }),
      ],
    });
    expect(newAssets.map(({ entity, ids }) => [entity, ids.length])).toEqual([['users', 2]]);
    const [fromFile] = await linked(file);
    const fromDirectory = await linked(directory);
    expect(fromDirectory.map((row) => [row.entity, row.source_id])).toEqual([
      ['devices', 'cn=ws-type-1'],
      ['users', 'cn=ada'],
      ['users', 'cn=bob'],
    ]);
    expect(fromDirectory[0]?.id).toBe(fromFile?.id);
  });
});
