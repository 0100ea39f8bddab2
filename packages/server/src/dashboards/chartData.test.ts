import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryFilter } from '@vigil/openapi/queryFilter';
import { CHART_MESSAGES } from '@vigil/openapi/charts';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import type { SessionUser } from '../auth/sessions.js';
import { CHART_DATA_MESSAGES, csvFileName, NO_VALUE_LABEL, OTHER_LABEL } from './chartData.js';
import { insertChart, insertSpace, type ChartCreate, type NewSpace } from './store.js';

type ChartData = Schemas['ChartData'];
type Row = { id: string; name: string; fields: Record<string, unknown>; tags: string[]; first_seen: Date; last_seen: Date };

const all = (...conditions: QueryFilter['conditions']): QueryFilter => ({ operator: 'and', conditions, groups: [] });

describe('chart data', () => {
  let server: TestServer;
  let admin: string;
  let adminUser: SessionUser;
  let viewer: string;
  let viewerRole: string;
  let outsider: string;
  const query: Record<string, string> = {};
  let devices: Row[];

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 60 });
    admin = await server.asAdmin();
    const [me] = await server.db.query<{ uuid: string; role_id: string }>("select uuid::text, role_id::text from users where user_name = 'admin'");
    if (!me) throw new Error('no admin');
    adminUser = { uuid: me.uuid, role_id: me.role_id, permissions: {}, user_name: 'admin', impersonator_uuid: null, data_scope_id: null, tenant_id: null } as unknown as SessionUser;
    viewer = await server.asUserWith({ Dashboard: ['View', 'Update'], Queries: ['View'] }, 'chart.viewer');
    outsider = await server.asUserWith({ Dashboard: ['View'] }, 'chart.outsider');
    const [role] = await server.db.query<{ role_id: string }>("select role_id::text from users where user_name = 'chart.viewer'");
    viewerRole = role?.role_id ?? '';
    for (const row of await server.db.query<{ id: string; name: string }>('select id::text, name from saved_queries')) query[row.name] = row.id;
    const [everything] = await server.db.query<{ id: string }>("insert into saved_queries (name, entity, filter, predefined) values ('All devices', 'devices', $1, true) returning id::text", [
      JSON.stringify(all()),
    ]);
    query['All devices'] = everything?.id ?? '';
    devices = await server.db.query<Row>("select id::text, name, fields, tags, first_seen, last_seen from assets where entity = 'devices'");
    // Seeding and three sign-ins (argon2) outlast the default hook time on a busy machine.
  }, 120_000);
  afterAll(() => server.close());

  const q = (name: string, display?: string) => ({ query_id: query[name] ?? '', ...(display && { name: display }) });

  async function space(charts: ChartCreate[], options: NewSpace = { name: 'Charts' }): Promise<{ uuid: string; ids: string[] }> {
    return server.db.transaction(async (tx) => {
      const uuid = await insertSpace(tx, adminUser, options);
      const ids: string[] = [];
      for (const chart of charts) ids.push((await insertChart(tx, uuid, chart)).id);
      return { uuid, ids };
    });
  }

  async function fetchData(uuid: string, cookie = admin, chartIds?: string[]) {
    const reply = await server.send({ method: 'GET', url: `/api/dashboard/${uuid}/chart_data${chartIds ? `?chart_id=${chartIds.join(',')}` : ''}`, cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SpaceChartDataReply']>().data.attributes;
  }

  async function one(chart: ChartCreate): Promise<ChartData> {
    const { uuid } = await space([chart]);
    const [data] = (await fetchData(uuid)).charts;
    if (!data) throw new Error('no chart data');
    expect(data.status, data.message).toBe('ok');
    return data;
  }

  const countWhere = (test: (row: Row) => boolean) => devices.filter(test).length;
  const os = (value: string) => (row: Row) => row.fields['os_type'] === value;

  it('summarises a query: its count, the average of a number, the count of true values', async () => {
    const windows = countWhere(os('Windows'));
    expect(windows).toBeGreaterThan(0);
    const count = await one({ name: 'Windows', metric: 'summary', view: 'summary', config: { queries: [q('Windows devices')], field: 'os_type', measures: [{ function: 'count' }] } });
    expect(count).toMatchObject({ data_source: 'fields', value: windows, total: windows });
    const managed = await one({ name: 'Managed', metric: 'summary', view: 'summary', config: { queries: [q('Windows devices')], field: 'is_managed', measures: [{ function: 'count_true', field: 'is_managed' }] } });
    expect(managed.value).toBe(countWhere((row) => os('Windows')(row) && row.fields['is_managed'] === true));
    const vulnerabilities = await server.db.query<{ fields: Record<string, unknown> }>("select fields from assets where entity = 'vulnerabilities' and fields->>'severity' = 'critical'");
    const cvss = vulnerabilities.map((v) => v.fields['cvss']).filter((value): value is number => typeof value === 'number');
    const average = await one({ name: 'CVSS', metric: 'summary', view: 'summary', config: { queries: [q('Critical vulnerabilities')], field: 'cvss', measures: [{ function: 'average', field: 'cvss' }] } });
    expect(average.value).toBeCloseTo(cvss.reduce((a, b) => a + b, 0) / cvss.length, 6);
  });

  it('compares queries over different entities, one count each, sorted when asked', async () => {
    const [disabled] = await server.db.query<{ n: number }>("select count(*)::int as n from assets where entity = 'users' and fields->'is_enabled' = 'false'::jsonb");
    const data = await one({
      name: 'Compare',
      metric: 'compare',
      view: 'histogram',
      config: { queries: [q('Windows devices'), q('macOS devices', 'Macs'), q('Disabled users')], sort: { type: 'value', order: 'asc' } },
    });
    const expected = [
      ['Windows devices', countWhere(os('Windows'))],
      ['Macs', countWhere(os('macOS'))],
      ['Disabled users', disabled?.n ?? 0],
    ].sort((a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0])));
    expect(data.categories).toEqual(expected.map(([name]) => name));
    expect(data.series?.[0]?.values).toEqual(expected.map(([, n]) => n));
  });

  it('intersects queries: each, each pair and all, and the union as the total', async () => {
    const windows = os('Windows');
    const unmanaged = (row: Row) => row.fields['is_managed'] === false;
    const data = await one({ name: 'Intersect', metric: 'intersect', view: 'venn_triangle', config: { queries: [q('Windows devices'), q('Unmanaged devices')] } });
    expect(data.categories).toEqual(['Windows devices', 'Unmanaged devices', 'Windows devices ∩ Unmanaged devices']);
    expect(data.series?.[0]?.values).toEqual([countWhere(windows), countWhere(unmanaged), countWhere((r) => windows(r) && unmanaged(r))]);
    expect(data.total).toBe(countWhere((r) => windows(r) || unmanaged(r)));
  });

  it('segments by the values of a field: the top values, then Other, largest first', async () => {
    const data = await one({ name: 'OS', metric: 'segment', view: 'pie', config: { queries: [q('All devices')], field: 'os_type' } });
    const expected = new Map<string, number>();
    for (const row of devices) {
      const value = typeof row.fields['os_type'] === 'string' ? row.fields['os_type'] : NO_VALUE_LABEL;
      expected.set(value, (expected.get(value) ?? 0) + 1);
    }
    const categories = data.categories ?? [];
    expect(new Map(categories.map((c, i) => [c, data.series?.[0]?.values[i]]))).toEqual(expected);
    const values = (data.series?.[0]?.values ?? []) as number[];
    expect([...values]).toEqual([...values].sort((a, b) => b - a));
    expect(data.total).toBe(devices.length);

    // 60 host names, one device each: 20 named, 40 in Other, which stays last.
    const names = await one({ name: 'Hosts', metric: 'segment', view: 'histogram', config: { queries: [q('All devices')], field: 'hostname', sort: { type: 'name', order: 'asc' } } });
    expect(names.categories).toHaveLength(21);
    expect(names.categories?.at(-1)).toBe(OTHER_LABEL);
    expect(names.series?.[0]?.values.at(-1)).toBe(devices.length - 20);
    const named = names.categories?.slice(0, -1) ?? [];
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('segments by adapter, by their titles, each asset once per adapter', async () => {
    const data = await one({ name: 'Adapters', metric: 'adapter_segment', view: 'adapter_histogram', config: { queries: [q('Windows devices')] } });
    const expected = await server.db.query<{ title: string; n: number }>(
      `select ad.title, count(distinct a.id)::int as n from assets a join asset_adapters aa on aa.asset_id = a.id join adapter_connections c on c.id = aa.connection_id
        join adapters ad on ad.module = c.adapter where a.entity = 'devices' and a.fields->>'os_type' = 'Windows' group by ad.title`,
    );
    const got = new Map((data.categories ?? []).map((c, i) => [c, data.series?.[0]?.values[i]]));
    for (const row of expected) expect(got.get(row.title)).toBe(row.n);

    // An adapter with a connection down contributes part of its data: a space may hide it.
    const [down] = await server.db.query<{ id: string; title: string; status: string }>(
      `select c.id::text, d.title, c.status from adapter_connections c join adapters d on d.module = c.adapter where d.title = $1 limit 1`,
      [expected[0]?.title],
    );
    await server.db.query(`update adapter_connections set status = 'disconnected' where id = $1`, [down?.id]);
    const chart: ChartCreate = { name: 'Adapters', metric: 'adapter_segment', view: 'adapter_histogram', config: { queries: [q('Windows devices')] } };
    const { uuid } = await space([chart], { name: 'Hiding', hidePartialAdapters: true });
    const hiding = (await fetchData(uuid)).charts[0];
    const partial = new Set(
      (await server.db.query<{ title: string }>("select distinct d.title from adapters d join adapter_connections c on c.adapter = d.module where c.status <> 'connected'")).map((row) => row.title),
    );
    expect(partial.has(down?.title ?? '')).toBe(true);
    expect(hiding?.categories).toEqual(data.categories?.filter((title) => !partial.has(title)));
    expect((await one(chart)).categories).toContain(down?.title);
    await server.db.query('update adapter_connections set status = $2 where id = $1', [down?.id, down?.status]);
  });

  it('counts by two fields as a matrix whose cells add up to the assets', async () => {
    const data = await one({ name: 'Matrix', metric: 'matrix', view: 'matrix', config: { queries: [q('All devices')], dimensions: ['os_type', 'device_type'] } });
    const cells = (data.series ?? []).flatMap((series) => series.values as number[]);
    expect(cells.reduce((a, b) => a + b, 0)).toBe(devices.length);
    const windowsRow = data.categories?.indexOf('Windows') ?? -1;
    const laptops = data.series?.find((series) => series.name === 'Laptop');
    expect(laptops?.values[windowsRow]).toBe(countWhere((r) => os('Windows')(r) && r.fields['device_type'] === 'Laptop'));
  });

  it('groups a table by fields with its measure, and lists the first assets with their columns', async () => {
    const table = await one({ name: 'Table', metric: 'table', view: 'table', config: { queries: [q('All devices')], dimensions: ['os_type'], measures: [{ function: 'count' }] } });
    expect(table.table?.columns.map((c) => c.label)).toEqual(['OS: Type', 'Count']);
    expect(new Map(table.table?.rows.map(([k, v]) => [k, v]))).toEqual(
      new Map([...new Set(devices.map((r) => r.fields['os_type'] as string))].map((value) => [value, countWhere(os(value))])),
    );

    const list = await one({ name: 'List', metric: 'assets_table', view: 'table', config: { queries: [q('Windows devices')], dimensions: ['name', 'os_type', 'tags'] } });
    expect(list.table?.columns.map((c) => c.key)).toEqual(['name', 'os_type', 'tags']);
    expect(list.total).toBe(countWhere(os('Windows')));
    expect(list.table?.rows.length).toBe(Math.min(50, countWhere(os('Windows'))));
    for (const row of list.table?.rows ?? []) {
      const device = devices.find((d) => d.name === row[0]);
      expect(row[1]).toBe('Windows');
      expect(row[2]).toBe(device?.tags.join(', ') ?? '');
    }
  });

  it('counts each condition of a rule as the engine counts nodes', async () => {
    const data = await one({ name: 'Rules', metric: 'rule_wizard', view: 'histogram', config: { queries: [q('Linux servers')] } });
    const reply = await server.send({ method: 'POST', url: '/api/queries/count', cookie: admin, payload: { query_id: query['Linux servers'], per_node: true } });
    const nodes = reply.json<Schemas['QueryCountReply']>().data.attributes.nodes;
    expect(data.categories?.[0]).toBe('Linux servers');
    expect(data.categories?.[1]).toContain('os_type');
    expect(data.series?.[0]?.values).toEqual([nodes[''], nodes['c0'], nodes['c1']]);
  });

  it('mines roles: users of the query per entitlement', async () => {
    const data = await one({ name: 'Roles', metric: 'role_mining', view: 'table', config: { queries: [q('Disabled users')] } });
    const [top] = await server.db.query<{ n: number }>(
      `select count(distinct a.id)::int as n from assets a join user_entitlements e on e.asset_id = a.id
        where a.entity = 'users' and a.fields->'is_enabled' = 'false'::jsonb group by e.name, e.type, e.connection_id order by n desc limit 1`,
    );
    expect(data.table?.rows[0]?.[3]).toBe(top?.n);
    expect(data.series?.[0]?.values[0]).toBe(top?.n);
  });

  it('answers a text chart ok without data', async () => {
    const { uuid } = await space([{ name: 'Note', metric: 'text', view: 'text', config: { text: 'hello' } }]);
    const [data] = (await fetchData(uuid)).charts;
    expect(data).toMatchObject({ status: 'ok' });
    expect(data?.series).toBeUndefined();
  });

  describe('over time', () => {
    const daily = async (name: string) =>
      server.db.query<{ day: string; count: number }>("select to_char(day, 'YYYY-MM-DD') as day, count from saved_query_daily_counts where query_id = $1 order by day", [query[name]]);

    it('draws a timeline of two queries from the daily snapshots of the last 7 days', async () => {
      const data = await one({ name: 'Timeline', metric: 'timeline', view: 'line', config: { queries: [q('Windows devices'), q('macOS devices')] } });
      const windows = await daily('Windows devices');
      const today = new Date().toISOString().slice(0, 10);
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const inRange = windows.filter((row) => row.day > weekAgo && row.day <= today);
      expect(inRange.length).toBeGreaterThan(0);
      expect(data.data_source).toBe('historical');
      expect(data.dates).toEqual(inRange.map((row) => `${row.day}T00:00:00.000Z`));
      expect(data.series?.map((s) => s.name)).toEqual(['Windows devices', 'macOS devices']);
      expect(data.series?.[0]?.values).toEqual(inRange.map((row) => row.count));
    });

    it('takes the last day of each bucket, and an absolute range', async () => {
      const windows = await daily('Windows devices');
      const from = windows[0]?.day ?? '';
      const to = windows.at(-1)?.day ?? '';
      const data = await one({
        name: 'Monthly',
        metric: 'timeline',
        view: 'line',
        config: { queries: [q('Windows devices')], date_range: { type: 'absolute', date_from: from, date_to: to }, time_aggregation: { unit: 'month' } },
      });
      const months = new Map<string, number>();
      for (const row of windows) months.set(`${row.day.slice(0, 7)}-01T00:00:00.000Z`, row.count);
      expect(data.dates).toEqual([...months.keys()]);
      expect(data.series?.[0]?.values).toEqual([...months.values()]);
      const weekdays = await one({ name: 'Weekdays', metric: 'timeline', view: 'line', config: { queries: [q('Windows devices')], time_aggregation: { unit: 'day_in_week' } } });
      expect(weekdays.dates).toBeUndefined();
      expect(weekdays.categories?.every((c) => /day$/.test(c))).toBe(true);
    });

    it('decimates a series of more than 1,000 days, keeping its spike', async () => {
      const [long] = await server.db.query<{ id: string }>("insert into saved_queries (name, entity, filter, predefined) values ('Long history', 'devices', $1, true) returning id::text", [
        JSON.stringify(all()),
      ]);
      query['Long history'] = long?.id ?? '';
      await server.db.query(
        `insert into saved_query_daily_counts (query_id, day, count)
         select $1::uuid, date '2020-01-01' + i, case when i = 777 then 100000 else 100 + i % 10 end from generate_series(0, 1499) i`,
        [long?.id],
      );
      const data = await one({
        name: 'Long',
        metric: 'timeline',
        view: 'line',
        config: { queries: [q('Long history')], date_range: { type: 'absolute', date_from: '2020-01-01', date_to: '2024-12-31' } },
      });
      expect(data.decimated).toBe(true);
      expect(data.dates?.length).toBeLessThanOrEqual(1000);
      expect(data.dates?.length).toBeGreaterThan(900);
      expect(data.dates?.[0]).toBe('2020-01-01T00:00:00.000Z');
      expect(data.series?.[0]?.values.length).toBe(data.dates?.length);
      const spike = data.dates?.indexOf(new Date(Date.UTC(2020, 0, 1) + 777 * 86_400_000).toISOString()) ?? -1;
      expect(spike).toBeGreaterThan(0);
      expect(data.series?.[0]?.values[spike]).toBe(100000);
    });

    it('summarises over time: the last day, and the day a time gap back', async () => {
      const windows = await daily('Windows devices');
      const data = await one({
        name: 'Net change',
        metric: 'summary',
        view: 'summary',
        config: { queries: [q('Windows devices')], field: 'os_type', data_source: 'historical', time_gap: { type: 'relative', unit: 'day', count: 1 } },
      });
      expect(data.value).toBe(windows.at(-1)?.count);
      expect(data.previous).toBe(windows.at(-2)?.count);
      // A gap reaching before the period still finds its snapshot; without a gap, the period's first day.
      const gapped = await one({
        name: 'Net change',
        metric: 'summary',
        view: 'summary',
        config: {
          queries: [q('Windows devices')],
          field: 'os_type',
          data_source: 'historical',
          date_range: { type: 'relative', relative_type: 'last', unit: 'day', count: 2 },
          time_gap: { type: 'relative', unit: 'day', count: 3 },
        },
      });
      expect(gapped).toMatchObject({ value: windows.at(-1)?.count, previous: windows.at(-4)?.count });
      const plain = await one({
        name: 'Net change',
        metric: 'summary',
        view: 'summary',
        config: { queries: [q('Windows devices')], field: 'os_type', data_source: 'historical', date_range: { type: 'relative', relative_type: 'last', unit: 'day', count: 2 } },
      });
      expect(plain).toMatchObject({ value: windows.at(-1)?.count, previous: windows.at(-2)?.count });
    });

    it('draws a segment timeline from the assets present in each bucket', async () => {
      const data = await one({ name: 'OS over time', metric: 'segment_timeline', view: 'line', config: { queries: [q('All devices')], field: 'os_type' } });
      expect(data.dates?.length).toBe(7);
      const expected = (data.dates ?? []).map((date, index, dates) => {
        // Today is not over: an asset seen yesterday and not yet today still counts.
        const seenFrom = new Date(index === dates.length - 1 ? (dates[index - 1] ?? date) : date);
        const end = new Date(new Date(date).getTime() + 86_400_000);
        return countWhere((r) => new Date(r.first_seen) < end && new Date(r.last_seen) >= seenFrom && os('Windows')(r));
      });
      expect(data.series?.find((s) => s.name === 'Windows')?.values).toEqual(expected);
    });

    it('counts an asset from the day it is first seen to the day it is last seen, and today if seen yesterday', async () => {
      const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      const at = (days: number) => new Date(today + days * 86_400_000).toISOString();
      // Four devices of their own OS: always there; new three days ago; gone three days ago; last seen yesterday.
      const planted = [
        ['Laptop', at(-30), new Date().toISOString()],
        ['Laptop', at(-2.5), new Date().toISOString()],
        ['Server', at(-30), at(-2.5)],
        ['Server', at(-30), at(-0.5)],
      ];
      const ids = await server.db.query<{ id: string }>(
        `insert into assets (entity, name, fields, first_seen, last_seen, last_updated)
         select 'devices', 'plan9-' || n, jsonb_build_object('os_type', 'Plan 9', 'device_type', t), f::timestamptz, l::timestamptz, now()
           from unnest($1::text[], $2::text[], $3::text[]) with ordinality as p(t, f, l, n) returning id::text`,
        [planted.map((p) => p[0]), planted.map((p) => p[1]), planted.map((p) => p[2])],
      );
      const [plan9] = await server.db.query<{ id: string }>("insert into saved_queries (name, entity, filter, predefined) values ('Plan 9 devices', 'devices', $1, true) returning id::text", [
        JSON.stringify(all({ field: 'os_type', operator: 'equals', value: 'Plan 9' })),
      ]);
      try {
        const data = await one({ name: 'Plan 9 by type', metric: 'segment_timeline', view: 'line', config: { queries: [{ query_id: plan9?.id ?? '' }], field: 'device_type' } });
        expect(data.dates?.at(-1)).toBe(at(0));
        expect(data.series).toEqual([
          { name: 'Laptop', values: [1, 1, 1, 2, 2, 2, 2] },
          { name: 'Server', values: [2, 2, 2, 2, 1, 1, 1] },
        ]);
      } finally {
        // The later tests count the sample's devices (the query stays: the chart holds it).
        await server.db.query('delete from assets where id = any($1::bigint[])', [ids.map((row) => row.id)]);
      }
    });
  });

  it('applies the dashboard filter to the charts it fits, and keys the cache by it', async () => {
    const { uuid } = await space(
      [{ name: 'Compare', metric: 'compare', view: 'histogram', config: { queries: [q('macOS devices'), q('All devices'), q('Disabled users')] } }],
      { name: 'Filtered', spaceFilter: all({ field: 'os_type', operator: 'equals', value: 'Windows' }) },
    );
    const [data] = (await fetchData(uuid)).charts;
    const [disabled] = await server.db.query<{ n: number }>("select count(*)::int as n from assets where entity = 'users' and fields->'is_enabled' = 'false'::jsonb");
    expect(data?.series?.[0]?.values).toEqual([0, countWhere(os('Windows')), disabled?.n]);
  });

  it('answers a refetch from the cache, recomputes a changed chart and after a refresh', async () => {
    const { uuid, ids } = await space([{ name: 'Windows', metric: 'summary', view: 'summary', config: { queries: [q('Windows devices')], field: 'os_type' } }]);
    const firstFetch = await fetchData(uuid);
    expect(firstFetch.refreshId).toBeNull();
    const computed = firstFetch.charts[0]?.computed_at;
    expect(computed).toBeDefined();
    const again = await fetchData(uuid);
    expect(again.charts[0]?.computed_at).toBe(computed);
    expect(await server.db.query('select 1 from chart_data_cache where chart_id = $1', [ids[0]])).toHaveLength(1);

    // The cache holds what was computed: a planted value proves the refetch did not compute.
    await server.db.query(`update chart_data_cache set data = jsonb_set(data, '{value}', '12345') where chart_id = $1`, [ids[0]]);
    expect((await fetchData(uuid)).charts[0]?.value).toBe(12345);

    const refresh = await server.send({ method: 'POST', url: `/api/dashboard/${uuid}/refresh`, cookie: admin });
    expect(refresh.statusCode, refresh.body).toBe(202);
    const refreshId = refresh.json<Schemas['SpaceRefreshReply']>().data.attributes.refreshId;
    const [row] = await server.db.query<{ refresh_id: string; initiated: boolean }>('select refresh_id::text, initiated from spaces where uuid = $1', [uuid]);
    expect(row).toEqual({ refresh_id: refreshId, initiated: true });
    const refreshed = await fetchData(uuid);
    expect(refreshed.refreshId).toBe(refreshId);
    expect(refreshed.charts[0]?.value).toBe(countWhere(os('Windows')));
    expect(Date.parse(refreshed.charts[0]?.computed_at ?? '')).toBeGreaterThan(Date.parse(computed ?? ''));

    const profile = await server.send({ method: 'POST', url: `/api/dashboard/asset_profile/${uuid}/refresh`, cookie: admin });
    expect(profile.statusCode, profile.body).toBe(202);
    expect(profile.json<Schemas['SpaceRefreshReply']>().data.attributes.refreshId).not.toBe(refreshId);
    // The refresh computes the charts after its answer, without a fetch: the cache fills by itself.
    await vi.waitFor(async () => {
      expect(await server.db.query('select 1 from chart_data_cache where chart_id = $1 and computed_at > $2', [ids[0], refreshed.charts[0]?.computed_at])).toHaveLength(1);
    });

    await fetchData(uuid);
    await server.db.query(`update chart_data_cache set data = jsonb_set(data, '{value}', '12345') where chart_id = $1`, [ids[0]]);
    await server.db.query(`update charts set config = $2, last_updated = now() where id = $1`, [ids[0], JSON.stringify({ queries: [q('macOS devices')], field: 'os_type' })]);
    expect((await fetchData(uuid)).charts[0]?.value).toBe(countWhere(os('macOS')));
  });

  it('fails one chart alone (a query the caller cannot see) and retries one chart by id', async () => {
    const { uuid, ids } = await space(
      [
        { name: 'Windows', metric: 'summary', view: 'summary', config: { queries: [q('Windows devices')], field: 'os_type' } },
        { name: 'Private', metric: 'summary', view: 'summary', config: { queries: [q('Security team laptops')], field: 'os_type' } },
        { name: 'Bad field', metric: 'segment', view: 'pie', config: { queries: [q('Windows devices')], field: 'network_interfaces' } },
        { name: 'No field', metric: 'segment', view: 'pie', config: { queries: [q('Windows devices')] } },
        { name: 'Two queries', metric: 'intersect', view: 'pie', config: { queries: [q('Windows devices'), q('Disabled users')] } },
        // Stored before a save refused it: an average over time would be a count.
        { name: 'Average over time', metric: 'summary', view: 'summary', config: { data_source: 'historical', queries: [q('Critical vulnerabilities')], measures: [{ function: 'average', field: 'cvss' }] } },
      ],
      { name: 'Shared', access: 'custom', sharing: { roles: [{ role_id: viewerRole, access: 'viewers' }], data_scopes: { all: true } } },
    );
    const data = await fetchData(uuid, viewer);
    const byId = new Map(data.charts.map((chart) => [chart.chart_id, chart]));
    expect(byId.get(ids[0] ?? '')).toMatchObject({ status: 'ok', value: countWhere(os('Windows')) });
    expect(byId.get(ids[1] ?? '')).toEqual({ chart_id: ids[1], status: 'error', message: CHART_DATA_MESSAGES.queryUnavailable });
    expect(byId.get(ids[2] ?? '')).toMatchObject({ status: 'error', message: 'The field "network_interfaces" cannot be charted by its values.' });
    expect(byId.get(ids[3] ?? '')).toMatchObject({ status: 'error', message: CHART_MESSAGES.fieldRequired });
    expect(byId.get(ids[4] ?? '')).toMatchObject({ status: 'error', message: CHART_MESSAGES.mixedEntities });
    expect(byId.get(ids[5] ?? '')).toMatchObject({ status: 'error', message: CHART_MESSAGES.historicalMeasures });
    // The admin sees the private query.
    expect((await fetchData(uuid, admin, [ids[1] ?? ''])).charts).toMatchObject([{ chart_id: ids[1], status: 'ok' }]);
    const retried = await fetchData(uuid, viewer, [(ids[0] ?? '').toUpperCase()]);
    expect(retried.charts.map((chart) => chart.chart_id)).toEqual([ids[0]]);
    // The contract's 100 ids, counted in the comma-separated list.
    const many = Array.from({ length: 101 }, () => ids[0] ?? '').join(',');
    const tooMany = await server.send({ method: 'GET', url: `/api/dashboard/${uuid}/chart_data?chart_id=${many}`, cookie: viewer });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(CHART_DATA_MESSAGES.tooManyIds);
    // A chart of another space is not this space's to answer.
    const elsewhere = await space([{ name: 'Elsewhere', metric: 'text', view: 'text', config: {} }]);
    expect((await fetchData(uuid, admin, [elsewhere.ids[0] ?? '', ids[0] ?? ''])).charts.map((chart) => chart.chart_id)).toEqual([ids[0]]);

    // A viewer may read, not refresh; someone the space is not shared with sees nothing.
    expect((await server.send({ method: 'POST', url: `/api/dashboard/${uuid}/refresh`, cookie: viewer })).statusCode).toBe(403);
    expect((await server.send({ method: 'GET', url: `/api/dashboard/${uuid}/chart_data`, cookie: outsider })).statusCode).toBe(404);
    expect((await server.send({ method: 'GET', url: `/api/dashboard/charts/${ids[0] ?? ''}/csv`, cookie: outsider })).statusCode).toBe(404);
    expect((await server.send({ method: 'POST', url: `/api/dashboard/00000000-0000-4000-8000-000000000000/refresh`, cookie: admin })).statusCode).toBe(404);
  });

  it('counts in the caller’s data scope, keeps its own cache entry, and shows no snapshots there', async () => {
    const emea = await server.asUserWith({ Dashboard: ['View'] }, 'chart.emea');
    await server.db.query("update users set data_scope_id = (select uuid from data_scopes where name = 'EMEA') where user_name = 'chart.emea'");
    const [role] = await server.db.query<{ role_id: string }>("select role_id::text from users where user_name = 'chart.emea'");
    const { uuid, ids } = await space(
      [
        { name: 'Windows', metric: 'summary', view: 'summary', config: { queries: [q('Windows devices')], field: 'os_type' } },
        { name: 'Timeline', metric: 'timeline', view: 'line', config: { queries: [q('Windows devices')] } },
      ],
      { name: 'Scoped', access: 'custom', sharing: { roles: [{ role_id: role?.role_id ?? '', access: 'viewers' }], data_scopes: { all: true } } },
    );
    const everyone = await fetchData(uuid);
    expect(everyone.charts[0]?.value).toBe(countWhere(os('Windows')));
    const scoped = await fetchData(uuid, emea);
    const inEmea = countWhere((r) => os('Windows')(r) && r.tags.includes('EMEA'));
    expect(inEmea).toBeLessThan(countWhere(os('Windows')));
    expect(scoped.charts[0]).toMatchObject({ chart_id: ids[0], status: 'ok', value: inEmea });
    expect(scoped.charts[1]).toEqual({ chart_id: ids[1], status: 'error', message: CHART_DATA_MESSAGES.historyRestricted });
    expect((await fetchData(uuid)).charts[0]?.computed_at).toBe(everyone.charts[0]?.computed_at);
    // The scope now holds a second tag: its users' cached data no longer fits.
    await server.db.query("insert into data_scope_tags (data_scope_id, tag) select uuid, 'AMER' from data_scopes where name = 'EMEA'");
    const wider = countWhere((r) => os('Windows')(r) && (r.tags.includes('EMEA') || r.tags.includes('AMER')));
    expect(wider).toBeGreaterThan(inEmea);
    expect((await fetchData(uuid, emea)).charts[0]?.value).toBe(wider);
    await server.db.query("delete from data_scope_tags where tag = 'AMER' and data_scope_id = (select uuid from data_scopes where name = 'EMEA')");
  });

  it('exports a chart as CSV, formula-safe, as an attachment with a safe name', async () => {
    const { ids } = await space([
      { name: 'Risky "name"/../=1', metric: 'compare', view: 'histogram', config: { queries: [q('Windows devices', '=HYPERLINK("http://x")'), q('macOS devices')] } },
    ]);
    const reply = await server.send({ method: 'GET', url: `/api/dashboard/charts/${ids[0] ?? ''}/csv`, cookie: admin });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="Risky _name_.._1.csv"');
    expect(reply.body).toBe(
      `category,series,value\r\n"'=HYPERLINK(""http://x"")",Count,${String(countWhere(os('Windows')))}\r\nmacOS devices,Count,${String(countWhere(os('macOS')))}\r\n`,
    );
    expect(csvFileName('../../')).toBe('chart.csv');
    expect(csvFileName('***')).toBe('chart.csv');
  });
});
