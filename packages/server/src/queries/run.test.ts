import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryFilter, QueryFilterCondition } from '@vigil/openapi/queryFilter';
import { QUERY_FILTER_MESSAGES } from '@vigil/openapi/queryFilter';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { MAX_JSON_DEPTH } from '../jsonDepth.js';
import { QUERY_RUN_MESSAGES, QueryRunError, runEngineStatement } from './run.js';

const all = (...conditions: QueryFilterCondition[]): QueryFilter => ({ operator: 'and', conditions, groups: [] });
const any = (...conditions: QueryFilterCondition[]): QueryFilter => ({ operator: 'or', conditions, groups: [] });

describe('the query engine over HTTP', () => {
  let server: TestServer;
  let viewer: string;
  let noQueries: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 60, now: new Date('2026-03-01T12:00:00Z') });
    viewer = await server.asUserWith({ Queries: ['View'] });
    noQueries = await server.asUserWith({ Assets: ['View'] });
  });
  afterAll(() => server.close());

  const count = async (entity: string, filter: QueryFilter, cookie = viewer, perNode = false) =>
    server.send({ method: 'POST', url: '/api/queries/count', cookie, payload: { entity, filter, per_node: perNode } });
  const countOf = async (entity: string, filter: QueryFilter) => {
    const reply = await count(entity, filter);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['QueryCountReply']>().data.attributes.count;
  };
  /** What the stored rows say, counted in JavaScript. */
  const rows = (entity: string) => server.db.query<{ id: string; name: string; fields: Record<string, unknown>; tags: string[] }>('select id::text, name, fields, tags from assets where entity = $1', [entity]);

  it('counts an equality, a list item, a negation and an or-group as the stored rows say', async () => {
    const devices = await rows('devices');
    expect(await countOf('devices', all())).toBe(devices.length);
    expect(await countOf('devices', all({ field: 'os_type', operator: 'equals', value: 'Windows' }))).toBe(devices.filter((d) => d.fields['os_type'] === 'Windows').length);
    const ip = (devices[0]?.fields['ips'] as string[])[0] ?? '';
    expect(await countOf('devices', all({ field: 'ips', operator: 'equals', value: ip }))).toBe(devices.filter((d) => (d.fields['ips'] as string[]).includes(ip)).length);
    expect(await countOf('devices', all({ field: 'owner', operator: 'exists', not: true }))).toBe(devices.filter((d) => !d.fields['owner']).length);
    expect(await countOf('devices', any({ field: 'os_type', operator: 'equals', value: 'macOS' }, { field: 'tags', operator: 'equals', value: 'PCI' }))).toBe(
      devices.filter((d) => d.fields['os_type'] === 'macOS' || d.tags.includes('PCI')).length,
    );
  });

  it('takes LIKE wildcards and SQL in values literally', async () => {
    expect(await countOf('devices', all({ field: 'hostname', operator: 'contains', value: '%' }))).toBe(0);
    expect(await countOf('devices', all({ field: 'hostname', operator: 'contains', value: '_' }))).toBe(0);
    expect(await countOf('devices', all({ field: 'name', operator: 'equals', value: "x' or '1'='1" }))).toBe(0);
    expect(await countOf('devices', all())).toBeGreaterThan(0);
  });

  it('filters through relationships, nested objects and counts', async () => {
    const chrome = await countOf('devices', all({ field: 'installed_software', operator: 'has', relationship_filter: { relationship: 'installed_software', value: all({ field: 'name', operator: 'contains', value: 'chrome' }) } }));
    const [expected] = await server.db.query<{ n: number }>(
      `select count(distinct l.from_id)::int as n from asset_links l join assets s on s.id = l.to_id where l.kind = 'installed_software' and s.name ilike '%chrome%'`,
    );
    expect(chrome).toBe(expected?.n);
    const owners = await countOf('users', all({ field: 'owned_devices', operator: 'has', relationship_filter: { relationship: 'owned_devices', value: all({ field: 'device_type', operator: 'equals', value: 'Laptop' }) } }));
    expect(owners).toBeGreaterThan(0);
    const devices = await rows('devices');
    const nested = await countOf('devices', all({ field: 'network_interfaces', operator: 'match', nested: all({ field: 'name', operator: 'equals', value: 'wlan0' }) }));
    expect(nested).toBe(devices.filter((d) => (d.fields['network_interfaces'] as { name: string }[]).some((i) => i.name === 'wlan0')).length);
    expect(await countOf('devices', all({ field: 'ips', operator: 'count', count: { operator: 'above', count: 1 } }))).toBe(devices.filter((d) => (d.fields['ips'] as string[]).length > 1).length);
    expect(await countOf('devices', all({ field: 'ips', operator: 'size_less_than', value: 2 }))).toBe(devices.filter((d) => (d.fields['ips'] as string[]).length < 2).length);
    const many = await countOf('devices', all({ field: 'installed_software', operator: 'has', count: { operator: 'above', count: 4 }, relationship_filter: { relationship: 'installed_software', value: all() } }));
    const [manyExpected] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from (select from_id from asset_links where kind = 'installed_software' group by from_id having count(*) > 4) x`,
    );
    expect(many).toBe(manyExpected?.n);
  });

  it('compares dates and "last N days"', async () => {
    const recent = await countOf('devices', all({ field: 'last_seen', operator: 'last_days', value: 3650 }));
    expect(recent).toBeGreaterThan(0);
    expect(await countOf('vulnerabilities', all({ field: 'published', operator: 'greater_than', value: '1990-01-01' }))).toBe((await rows('vulnerabilities')).filter((v) => typeof v.fields['published'] === 'string').length);
  });

  it('counts every node alone in one request', async () => {
    const filter: QueryFilter = { operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'Windows' }], groups: [any({ field: 'device_type', operator: 'equals', value: 'Laptop' }, { field: 'device_type', operator: 'equals', value: 'Server' })] };
    const reply = await count('devices', filter, viewer, true);
    expect(reply.statusCode, reply.body).toBe(200);
    const { count: total, nodes } = reply.json<Schemas['QueryCountReply']>().data.attributes;
    expect(Object.keys(nodes).sort()).toEqual(['', 'c0', 'g0', 'g0.c0', 'g0.c1']);
    expect(nodes['']).toBe(total);
    expect(nodes['g0']).toBe((nodes['g0.c0'] ?? 0) + (nodes['g0.c1'] ?? 0));
    expect(nodes['c0']).toBe(await countOf('devices', all({ field: 'os_type', operator: 'equals', value: 'Windows' })));
  });

  it("answers the spec's sentences for filters that may not run", async () => {
    const cases: [QueryFilter, string][] = [
      [all({ field: 'ips', operator: 'size_greater_than', value: 11 }), QUERY_FILTER_MESSAGES.sizeGreaterRange],
      [all({ field: 'ips', operator: 'size_less_than', value: 0 }), QUERY_FILTER_MESSAGES.sizeLessRange],
      [all({ field: 'installed_software', operator: 'has' }), QUERY_FILTER_MESSAGES.invalidExpression],
      [all({ field: 'ips', operator: 'count' }), QUERY_FILTER_MESSAGES.invalidExpression],
      [all({ field: 'hostname', operator: 'match', nested: all() }), QUERY_FILTER_MESSAGES.selectObject],
      [all({ field: 'no_such_field', operator: 'equals', value: 'x' }), 'Unknown field "no_such_field"'],
      [all({ field: 'is_managed', operator: 'contains', value: 'x' }), 'The operator "contains" does not apply to is_managed (bool)'],
    ];
    for (const [filter, message] of cases) {
      const reply = await count('devices', filter);
      expect(reply.statusCode, JSON.stringify(filter)).toBe(400);
      expect(reply.json<{ message: string; details: { field: string }[] }>().message).toBe(message);
    }
    const nestedBad = await count('devices', { operator: 'and', conditions: [], groups: [all({ field: 'ips', operator: 'size_greater_than', value: 12 })] });
    expect(nestedBad.json<{ details: { field: string }[] }>().details[0]?.field).toBe('/filter/groups/0/conditions/0');
    const missingOperator = await server.send({ method: 'POST', url: '/api/queries/count', cookie: viewer, payload: { entity: 'devices', filter: { conditions: [], groups: [] } } });
    expect(missingOperator.json<{ message: string }>().message).toBe(QUERY_FILTER_MESSAGES.logicalOperator);
    const neither = await server.send({ method: 'POST', url: '/api/queries/count', cookie: viewer, payload: {} });
    expect(neither.json<{ message: string }>().message).toBe(QUERY_RUN_MESSAGES.what);
  });

  it('refuses trees too deep, too big or with huge values, and survives absurd nesting', async () => {
    const nest = (depth: number): QueryFilter => (depth <= 1 ? all({ field: 'os_type', operator: 'equals', value: 'Windows' }) : { operator: 'and', conditions: [], groups: [nest(depth - 1)] });
    expect((await count('devices', nest(10))).statusCode).toBe(200);
    const deep = await count('devices', nest(11));
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ message: string }>().message).toBe(QUERY_FILTER_MESSAGES.tooDeep);
    // Written out as text: JSON.stringify itself would overflow the stack first.
    const absurdFilter = `${'{"operator":"and","conditions":[],"groups":['.repeat(3000)}${']}'.repeat(3000)}`;
    const absurd = await server.send({ method: 'POST', url: '/api/queries/count', cookie: viewer, headers: { 'content-type': 'application/json' }, payload: `{"entity":"devices","filter":${absurdFilter}}` });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json<{ message: string }>().message).toBe(`The request body nests deeper than ${String(MAX_JSON_DEPTH)} levels`);
    const many = await count('devices', { operator: 'or', conditions: [], groups: [any(...Array.from({ length: 150 }, () => ({ field: 'os_type', operator: 'equals', value: 'Linux' }))), any(...Array.from({ length: 60 }, () => ({ field: 'os_type', operator: 'equals', value: 'macOS' })))] });
    expect(many.json<{ message: string }>().message).toBe(QUERY_FILTER_MESSAGES.tooMany);
    const huge = await count('devices', all({ field: 'hostname', operator: 'contains', value: 'x'.repeat(5000) }));
    expect(huge.statusCode).toBe(400);
    const badRegex = await count('devices', all({ field: 'hostname', operator: 'regex', value: '(a' }));
    expect(badRegex.json<{ message: string }>().message).toBe('"(a" is not a valid regular expression');
    const backReference = await count('devices', all({ field: 'hostname', operator: 'regex', value: '(a)\\1' }));
    expect(backReference.statusCode).toBe(400);
    const badDate = await count('devices', all({ field: 'last_seen', operator: 'greater_than', value: '2026-02-30' }));
    expect(badDate.json<{ message: string }>().message).toBe('last_seen is compared with a date (YYYY-MM-DD)');
  });

  it('needs Queries/View', async () => {
    expect((await count('devices', all(), noQueries)).statusCode).toBe(403);
  });

  it('previews the matching assets newest first, a page at a time', async () => {
    const filter = all({ field: 'os_type', operator: 'equals', value: 'Windows' });
    const first = await server.send({ method: 'POST', url: '/api/queries/preview', cookie: viewer, payload: { entity: 'devices', filter, size: 5 } });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<Schemas['QueryPreviewPage']>();
    expect(page.data).toHaveLength(5);
    expect(page.data.every((asset) => asset.fields['os_type'] === 'Windows')).toBe(true);
    expect(page.meta.total).toBe(await countOf('devices', filter));
    const times = page.data.map((asset) => asset.last_updated);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await server.send({ method: 'POST', url: '/api/queries/preview', cookie: viewer, payload: { entity: 'devices', filter, size: 5, cursor: page.meta.next_cursor } });
    const ids = new Set(page.data.map((asset) => asset.id));
    expect(second.json<Schemas['QueryPreviewPage']>().data.some((asset) => ids.has(asset.id))).toBe(false);
  });

  // PGlite (single-threaded WebAssembly) does not honour statement_timeout; the PostgreSQL run of the suite checks it.
  it.runIf(process.env['VIGIL_TEST_DATABASE_URL'])('cancels a statement that runs past the time limit, with a clear message', async () => {
    const slow = runEngineStatement(server.db, 'select pg_sleep(5)', [], 200);
    await expect(slow).rejects.toThrow(QueryRunError);
    await expect(slow).rejects.toThrow(QUERY_RUN_MESSAGES.tooSlow);
    expect(await runEngineStatement<{ one: number }>(server.db, 'select 1 as one', [])).toEqual([{ one: 1 }]);
  });
});
