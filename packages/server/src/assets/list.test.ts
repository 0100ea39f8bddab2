import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryFilter } from '@vigil/openapi/queryFilter';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { FOREIGN_CURSOR } from './cursor.js';

type Page = Schemas['AssetPage'];

const windows: QueryFilter = { operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'Windows' }], groups: [] };

describe('asset lists over HTTP', () => {
  let server: TestServer;
  let viewer: string;
  let other: string;
  let emea: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 60 });
    viewer = await server.asUserWith({ Assets: ['View'], Queries: ['View'] });
    other = await server.asUserWith({ Assets: ['View'] });
    emea = await server.asUserWith({ Assets: ['View'] }, 'emea.viewer');
    await server.db.query("update users set data_scope_id = (select uuid from data_scopes where name = 'EMEA') where user_name = 'emea.viewer'");
  });
  afterAll(() => server.close());

  const list = (entity: string, query: Record<string, string | number> = {}, cookie = viewer, headers: Record<string, string> = {}) =>
    server.send({ method: 'GET', url: `/api/assets/${entity}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), cookie, headers });
  const page = async (entity: string, query: Record<string, string | number> = {}, cookie = viewer) => {
    const reply = await list(entity, query, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Page>();
  };
  /** Every page of a list, following next_cursor. */
  const walk = async (entity: string, query: Record<string, string | number>, cookie = viewer) => {
    const rows: Page['data'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: Page = await page(entity, { ...query, ...(cursor !== null && { cursor }) }, cookie);
      rows.push(...body.data);
      cursor = body.meta.next_cursor;
      pages++;
    } while (cursor !== null && pages < 100);
    return { rows, pages };
  };
  const devices = () => server.db.query<{ id: string; name: string; fields: Record<string, unknown>; tags: string[]; last_updated: Date }>("select id::text, name, fields, tags, last_updated from assets where entity = 'devices'");

  it('lists every device by default, newest change first, with the default columns', async () => {
    const all = await devices();
    const body = await page('devices', { size: 500 });
    expect(body.data).toHaveLength(all.length);
    expect(body.meta).toMatchObject({ total: all.length, total_capped: false, total_cap: 10_000, next_cursor: null, sort: '-last_updated' });
    expect(body.meta.columns.map((c) => c.name)).toEqual(['name', 'os_type', 'os_version', 'ips', 'owner', 'adapters', 'last_seen']);
    const updated = body.data.map((row) => row.last_updated);
    expect(updated).toEqual([...updated].sort().reverse());
    const first = body.data[0];
    const stored = all.find((d) => d.id === first?.id);
    expect(first?.values['os_type']).toBe(stored?.fields['os_type']);
    expect(first?.values['adapters']).toEqual(first?.adapters);
    expect(first?.adapters.length).toBeGreaterThan(0);
  });

  it('selects through a saved query and through an inline filter, alone or both', async () => {
    const expected = (await devices()).filter((d) => d.fields['os_type'] === 'Windows').map((d) => d.id).sort();
    const [saved] = await server.db.query<{ id: string }>("select id::text from saved_queries where name = 'Windows devices'");
    const viaQuery = await page('devices', { query_id: saved?.id ?? '', size: 500 });
    expect(viaQuery.data.map((r) => r.id).sort()).toEqual(expected);
    const viaFilter = await page('devices', { filter: JSON.stringify(windows), size: 500 });
    expect(viaFilter.data.map((r) => r.id).sort()).toEqual(expected);
    expect(viaFilter.meta.total).toBe(expected.length);
    // Both must match: Windows devices that are laptops.
    const laptops: QueryFilter = { operator: 'and', conditions: [{ field: 'device_type', operator: 'equals', value: 'Laptop' }], groups: [] };
    const both = await page('devices', { query_id: saved?.id ?? '', filter: JSON.stringify(laptops), size: 500 });
    expect(both.data.map((r) => r.id).sort()).toEqual((await devices()).filter((d) => d.fields['os_type'] === 'Windows' && d.fields['device_type'] === 'Laptop').map((d) => d.id).sort());
    // A saved query over another entity type, or one that does not exist.
    const [users] = await server.db.query<{ id: string }>("select id::text from saved_queries where name = 'Disabled users'");
    expect((await list('devices', { query_id: users?.id ?? '' })).statusCode).toBe(400);
    expect((await list('devices', { query_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('refuses a filter that is not JSON, not a QueryFilter or not one the engine accepts, with pointers', async () => {
    const notJson = await list('devices', { filter: '{"operator":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<Schemas['Error']>().details?.[0]?.field).toBe('/query/filter');
    const shape = await list('devices', { filter: JSON.stringify({ operator: 'and', conditions: 'x' }) });
    expect(shape.statusCode).toBe(400);
    const unknownField = await list('devices', { filter: JSON.stringify({ operator: 'and', conditions: [{ field: 'nope', operator: 'exists' }], groups: [] }) });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json<Schemas['Error']>()).toMatchObject({ message: 'Unknown field "nope"', details: [{ field: '/filter/conditions/0' }] });
  });

  it('answers 404 for an entity type that does not exist', async () => {
    const reply = await list('spaceships');
    expect(reply.statusCode).toBe(404);
    expect((await server.send({ method: 'GET', url: '/api/assets/constructor/columns', cookie: viewer })).statusCode).toBe(404);
  });

  it('sorts by name, a data field or a date, either way, and refuses what cannot be sorted', async () => {
    const byName = await page('devices', { sort: 'name', size: 500 });
    const names = byName.data.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byOs = await page('devices', { sort: '-os_version', size: 500, columns: 'name,os_version' });
    const versions = byOs.data.map((r) => String(r.values['os_version']));
    expect(versions).toEqual([...versions].sort().reverse());
    const vulnerabilities = await page('vulnerabilities', { sort: '-cvss', size: 500, columns: 'cvss' });
    const scores = vulnerabilities.data.map((r) => Number(r.values['cvss']));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const sort of ['ips', '-adapters', 'installed_software', 'nope', '-']) {
      const reply = await list('devices', { sort });
      expect(reply.statusCode, sort).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toContain('Cannot sort by');
    }
  });

  it('walks every page of a sort with no duplicate and no gap, whatever the sort', async () => {
    const all = (await devices()).map((d) => d.id).sort();
    for (const sort of ['-last_updated', 'name', 'owner', '-owner', 'is_managed', 'last_seen']) {
      const { rows, pages } = await walk('devices', { sort, size: 7 });
      expect(pages, sort).toBe(Math.ceil(all.length / 7));
      expect(rows.map((r) => r.id).sort(), sort).toEqual(all);
    }
  });

  it('refuses a cursor of another list, a changed cursor and junk', async () => {
    const first = await page('devices', { size: 5 });
    const cursor = first.meta.next_cursor ?? '';
    expect((await list('devices', { size: 5, cursor })).statusCode).toBe(200);
    // Another sort, another filter, another caller: another list. Other columns: the same list.
    expect((await list('devices', { size: 5, cursor, columns: 'name' })).statusCode).toBe(200);
    for (const query of [{ sort: 'name' }, { filter: JSON.stringify(windows) }] as Record<string, string>[]) {
      const reply = await list('devices', { size: 5, cursor, ...query });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toBe(FOREIGN_CURSOR);
    }
    expect((await list('devices', { size: 5, cursor }, other)).statusCode).toBe(400);
    const [body = '', signature = ''] = cursor.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { i: string };
    const forged = `${Buffer.from(JSON.stringify({ ...payload, i: '1' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${body}.${signature.slice(1)}`, 'abc', '..', body]) expect((await list('devices', { size: 5, cursor: bad })).statusCode, bad).toBe(400);
  });

  it('checks columns and size', async () => {
    const body = await page('devices', { columns: 'name,installed_software,tags', size: 3 });
    expect(body.meta.columns.map((c) => c.name)).toEqual(['name', 'installed_software', 'tags']);
    const [counted] = await server.db.query<{ n: number }>("select count(*)::int as n from asset_links where from_id = $1 and kind = 'installed_software'", [body.data[0]?.id]);
    expect(body.data[0]?.values['installed_software'] ?? 0).toBe(counted?.n);
    const unknown = await list('devices', { columns: 'name,nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Schemas['Error']>().message).toContain('"nope"');
    expect((await list('devices', { size: 501 })).statusCode).toBe(400);
    expect((await list('devices', { size: 0 })).statusCode).toBe(400);
  });

  it('keeps each user’s columns per entity type; an empty list is the defaults again', async () => {
    const url = '/api/assets/devices/columns';
    const before = await server.send({ method: 'GET', url, cookie: viewer });
    expect(before.json<Schemas['AssetColumnsReply']>().data.attributes).toMatchObject({ is_default: true });
    const put = await server.send({ method: 'PUT', url, cookie: viewer, payload: { columns: ['serial', 'name', 'installed_software'] } });
    expect(put.statusCode, put.body).toBe(200);
    const kept = await server.send({ method: 'GET', url, cookie: viewer });
    expect(kept.json<Schemas['AssetColumnsReply']>().data.attributes.columns.map((c) => c.name)).toEqual(['serial', 'name', 'installed_software']);
    expect((await page('devices', { size: 1 })).meta.columns.map((c) => c.name)).toEqual(['serial', 'name', 'installed_software']);
    // Another user, and another entity type, keep their defaults.
    expect((await page('devices', { size: 1 }, other)).meta.columns[1]?.name).toBe('os_type');
    expect((await server.send({ method: 'GET', url: '/api/assets/users/columns', cookie: viewer })).json<Schemas['AssetColumnsReply']>().data.attributes.is_default).toBe(true);
    const refused = await server.send({ method: 'PUT', url, cookie: viewer, payload: { columns: ['name', 'nope'] } });
    expect(refused.statusCode).toBe(400);
    expect((await page('devices', { size: 1 })).meta.columns.map((c) => c.name)).toEqual(['serial', 'name', 'installed_software']);
    const reset = await server.send({ method: 'PUT', url, cookie: viewer, payload: { columns: [] } });
    expect(reset.json<Schemas['AssetColumnsReply']>().data.attributes.is_default).toBe(true);
    expect((await page('devices', { size: 1 })).meta.columns[1]?.name).toBe('os_type');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the page changed', async () => {
    const first = await list('devices', { size: 5 });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const again = await list('devices', { size: 5 }, viewer, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const top = first.json<Page>().data[0];
    await server.db.query("update assets set fields = fields || '{\"os_type\":\"Plan 9\"}' where id = $1", [top?.id]);
    const changed = await list('devices', { size: 5 }, viewer, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('keeps assets outside the caller’s data scope out of lists', async () => {
    const emeaIds = (await devices()).filter((d) => d.tags.includes('EMEA')).map((d) => d.id).sort();
    expect(emeaIds.length).toBeGreaterThan(0);
    const { rows } = await walk('devices', { size: 9 }, emea);
    expect(rows.map((r) => r.id).sort()).toEqual(emeaIds);
    expect((await page('devices', { size: 1 }, emea)).meta.total).toBe(emeaIds.length);
  });

  it('counts exactly up to the cap, and says capped above it', async () => {
    await server.db.query(
      `insert into assets (entity, name, fields, first_seen, last_seen, last_updated)
       select 'software', 'bulk ' || n, '{"vendor":"Bulk"}', now(), now(), now() from generate_series(1, 10001) as n`,
    );
    const bulk = JSON.stringify({ operator: 'and', conditions: [{ field: 'vendor', operator: 'equals', value: 'Bulk' }], groups: [] });
    const capped = await page('software', { filter: bulk, size: 2 });
    expect(capped.meta).toMatchObject({ total: 10_000, total_capped: true, total_cap: 10_000 });
    await server.db.query("delete from assets where name = 'bulk 1'");
    expect((await page('software', { filter: bulk, size: 2 })).meta).toMatchObject({ total: 10_000, total_capped: false });
  });
});
