import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ASSET_NOT_FOUND, FUTURE_AS_OF, undoEvents } from './detail.js';
import { RANGE_REVERSED } from './investigation.js';

const DAY_MS = 86_400_000;

describe('one asset over HTTP: detail, as of, investigation', () => {
  let server: TestServer;
  let viewer: string;
  let emea: string;
  /** A device outside EMEA with field changes in the last week and before it. */
  let device: { id: string; name: string; first_seen: Date; fields: Record<string, unknown> };

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 60 });
    viewer = await server.asUserWith({ Assets: ['View'] });
    emea = await server.asUserWith({ Assets: ['View'] }, 'emea.viewer');
    await server.db.query("update users set data_scope_id = (select uuid from data_scopes where name = 'EMEA') where user_name = 'emea.viewer'");
    const [row] = await server.db.query<typeof device>(
      `select a.id::text, a.name, a.first_seen, a.fields from assets a
        where a.entity = 'devices' and not 'EMEA' = any(a.tags)
          and exists (select 1 from asset_events e where e.asset_id = a.id and e.event_type = 'field_changed' and e.field = 'os_version')
        order by (select count(*) from asset_events e where e.asset_id = a.id) desc, a.id limit 1`,
    );
    if (!row) throw new Error('the sample has no device with an OS upgrade');
    device = row;
  });
  afterAll(() => server.close());

  const get = (url: string, cookie = viewer, query: Record<string, string | string[]> = {}) => server.send({ method: 'GET', url: `/api/assets/${url}`, cookie, query });

  it('shows the common fields, each connection’s report, tags and relationships', async () => {
    const reply = await get(`devices/${device.id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const asset = reply.json<Schemas['AssetDetailReply']>().data.attributes;
    expect(asset).toMatchObject({ id: device.id, entity: 'devices', name: device.name });
    expect(asset.fields.find((f) => f.name === 'os_version')).toEqual({ name: 'os_version', title: 'OS: Version', type: 'string', value: device.fields['os_version'] });
    const connections = await server.db.query<{ connection_id: string; fields: Record<string, unknown> }>('select connection_id::text, fields from asset_adapters where asset_id = $1', [device.id]);
    expect(asset.connections.map((c) => c.connection_id).sort()).toEqual(connections.map((c) => c.connection_id).sort());
    for (const connection of asset.connections) {
      const stored = connections.find((c) => c.connection_id === connection.connection_id);
      expect(Object.fromEntries(connection.fields.map((f) => [f.name, f.value]))).toEqual(stored?.fields);
      expect(connection.fields.find((f) => f.name === 'hostname')?.value).toBe(device.fields['hostname']);
      expect(connection.adapter_title.length).toBeGreaterThan(0);
    }
    const installed = asset.relationships.find((r) => r.name === 'installed_software');
    const links = await server.db.query<{ name: string }>(
      "select s.name from asset_links l join assets s on s.id = l.to_id where l.from_id = $1 and l.kind = 'installed_software' order by lower(s.name), s.id",
      [device.id],
    );
    expect(installed).toMatchObject({ title: 'Installed Software', entity: 'software', total: links.length });
    expect(installed?.items.map((i) => i.name)).toEqual(links.map((l) => l.name));
    expect(asset.relationships.map((r) => r.name)).toEqual(['installed_software', 'owner_user', 'vulnerabilities']);
    // The other side of a link: the owner's owned devices list this device.
    const owner = asset.relationships.find((r) => r.name === 'owner_user')?.items[0];
    if (owner) {
      const user = (await get(`users/${owner.id}`)).json<Schemas['AssetDetailReply']>().data.attributes;
      expect(user.relationships.find((r) => r.name === 'owned_devices')?.items.map((i) => i.id)).toContain(device.id);
    }
  });

  it('answers 404 alike for a missing asset, another type, a bad id and an asset outside the data scope', async () => {
    for (const url of ['devices/999999999', `users/${device.id}`, 'devices/abc', 'devices/99999999999999999999', `spaceships/${device.id}`]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
    }
    const outside = await get(`devices/${device.id}`, emea);
    expect(outside.statusCode).toBe(404);
    expect(outside.json<Schemas['Error']>().message).toBe(ASSET_NOT_FOUND);
    expect((await get(`devices/${device.id}/as_of`, emea, { at: new Date().toISOString() })).statusCode).toBe(404);
    expect((await get(`devices/${device.id}/investigation`, emea)).statusCode).toBe(404);
  });

  it('rebuilds the fields as of an instant from the events after it', async () => {
    const events = await server.db.query<{ at: Date; field: string; added: string[]; removed: string[] }>(
      "select at, field, added, removed from asset_events where asset_id = $1 and event_type = 'field_changed' and field = 'os_version' order by at",
      [device.id],
    );
    const firstChange = events[0];
    if (!firstChange) throw new Error('no change');
    const before = new Date(new Date(firstChange.at).getTime() - 1000).toISOString();
    const reply = await get(`devices/${device.id}/as_of`, viewer, { at: before });
    expect(reply.statusCode, reply.body).toBe(200);
    const then = reply.json<Schemas['AssetAsOfReply']>().data.attributes;
    const os = then.fields.find((f) => f.name === 'os_version');
    expect(os).toMatchObject({ value: firstChange.removed[0], current: device.fields['os_version'], changed: true });
    expect(then.fields.find((f) => f.name === 'serial')).toMatchObject({ value: device.fields['serial'], changed: false });
    const now = (await get(`devices/${device.id}/as_of`, viewer, { at: new Date().toISOString() })).json<Schemas['AssetAsOfReply']>().data.attributes;
    expect(now.fields.every((f) => !f.changed)).toBe(true);
    const future = await get(`devices/${device.id}/as_of`, viewer, { at: new Date(Date.now() + DAY_MS).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json<Schemas['Error']>().message).toBe(FUTURE_AS_OF);
    expect((await get(`devices/${device.id}/as_of`, viewer, { at: new Date(new Date(device.first_seen).getTime() - 1000).toISOString() })).statusCode).toBe(400);
    expect((await get(`devices/${device.id}/as_of`, viewer, { at: 'yesterday' })).statusCode).toBe(400);
  });

  it('undoes list, single, boolean and number changes', () => {
    const current = { ips: ['10.0.0.2', '10.0.0.9'], os_version: '14', is_managed: true, owner: 'b' };
    const then = undoEvents('devices', current, [
      { field: 'ips', added: ['10.0.0.2'], removed: ['10.0.0.1'] },
      { field: 'os_version', added: ['14'], removed: ['13'] },
      { field: 'os_version', added: ['13'], removed: ['12'] },
      { field: 'is_managed', added: ['true'], removed: ['false'] },
      { field: 'owner', added: ['b'], removed: [] },
      { field: 'installed_software', added: ['x'], removed: [] },
    ]);
    expect(then).toEqual({ ips: ['10.0.0.9', '10.0.0.1'], os_version: '12', is_managed: false, owner: null });
    expect(undoEvents('vulnerabilities', { cvss: 9.1 }, [{ field: 'cvss', added: ['9.1'], removed: ['7.5'] }])).toEqual({ cvss: 7.5 });
  });

  it('seeds changes that end at the current values, spread over the last month', async () => {
    const latest = await server.db.query<{ id: string; field: string; added: string[]; fields: Record<string, unknown>; name: string }>(
      `select distinct on (e.asset_id, e.field) e.asset_id::text as id, e.field, e.added, a.fields, a.name
         from asset_events e join assets a on a.id = e.asset_id
        where e.event_type = 'field_changed' and e.field <> 'installed_software' order by e.asset_id, e.field, e.at desc, e.id desc`,
    );
    expect(latest.length).toBeGreaterThan(20);
    for (const change of latest) {
      const value = change.fields[change.field];
      if (Array.isArray(value)) expect(value, `${change.name} ${change.field}`).toEqual(expect.arrayContaining(change.added));
      else expect(String(value), `${change.name} ${change.field}`).toBe(change.added[0]);
    }
    const [spread] = await server.db.query<{ older: number; recent: number }>(
      `select count(*) filter (where at < now() - interval '7 days')::int as older, count(*) filter (where at >= now() - interval '7 days')::int as recent from asset_events`,
    );
    expect(spread?.older).toBeGreaterThan(0);
    expect(spread?.recent).toBeGreaterThan(0);
  });

  it('lists the investigation events by range, type, field and search, newest first, paged by cursor', async () => {
    const url = `devices/${device.id}/investigation`;
    const month = { date_from: new Date(Date.now() - 31 * DAY_MS).toISOString() };
    const stored = await server.db.query<{ at: Date; event_type: string; field: string | null; title: string; added: string[] }>(
      'select at, event_type, field, title, added from asset_events where asset_id = $1 and at >= $2 order by at desc, id desc',
      [device.id, month.date_from],
    );
    const all = await get(url, viewer, { ...month, size: '100' });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<Schemas['InvestigationEventList']>();
    expect(body.data.map((e) => e.timestamp)).toEqual(stored.map((e) => new Date(e.at).toISOString()));
    expect(body.meta.total).toBe(stored.length);
    const withConnection = body.data.find((e) => e.adapters_connections.length > 0);
    expect(withConnection?.adapters_connections[0]?.adapter_name).toMatch(/_adapter$/);
    expect(body.data[0]?.asset_entity_names).toEqual([device.name]);
    // The default range is the last 7 days.
    const week = (await get(url)).json<Schemas['InvestigationEventList']>();
    expect(week.meta.total).toBe(stored.filter((e) => new Date(e.at).getTime() >= Date.now() - 7 * DAY_MS).length);
    // Oldest first, by field, by type, by search.
    const ascending = (await get(url, viewer, { ...month, sort: 'timestamp', size: '100' })).json<Schemas['InvestigationEventList']>();
    expect(ascending.data.map((e) => e.timestamp)).toEqual([...body.data.map((e) => e.timestamp)].reverse());
    const os = (await get(url, viewer, { ...month, field: 'os_version' })).json<Schemas['InvestigationEventList']>();
    expect(os.meta.total).toBe(stored.filter((e) => e.field === 'os_version').length);
    const types = (await get(url, viewer, { ...month, event_type: ['adapter_connection_added', 'adapter_connection_removed'] })).json<Schemas['InvestigationEventList']>();
    expect(types.meta.total).toBe(stored.filter((e) => e.event_type !== 'field_changed').length);
    const version = String(device.fields['os_version']);
    const searched = (await get(url, viewer, { ...month, search: version })).json<Schemas['InvestigationEventList']>();
    expect(searched.data.every((e) => e.field_event_title.includes(version) || [...e.added_values, ...e.removed_values].some((v) => v.includes(version)))).toBe(true);
    expect(searched.meta.total).toBeGreaterThan(0);
    expect((await get(url, viewer, { ...month, search: '%' })).json<Schemas['InvestigationEventList']>().meta.total).toBe(0);
    // Paged by cursor: the same events, no duplicate and no gap.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply = await get(url, viewer, { ...month, size: '1', ...(cursor !== null && { cursor }) });
      expect(reply.statusCode, reply.body).toBe(200);
      const pageBody: Schemas['InvestigationEventList'] = reply.json();
      seen.push(...pageBody.data.map((e) => `${e.timestamp} ${e.field_event_title}`));
      cursor = pageBody.meta.next_cursor;
    } while (cursor !== null && seen.length < 200);
    expect(seen).toEqual(body.data.map((e) => `${e.timestamp} ${e.field_event_title}`));
  });

  it('refuses a reversed range, unknown types, fields and sorts, and foreign cursors', async () => {
    const url = `devices/${device.id}/investigation`;
    const reversed = await get(url, viewer, { date_from: '2026-01-02T00:00:00Z', date_to: '2026-01-01T00:00:00Z' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<Schemas['Error']>().message).toBe(RANGE_REVERSED);
    const type = await get(url, viewer, { event_type: 'exploded' });
    expect(type.statusCode).toBe(400);
    expect(type.json<Schemas['Error']>().message).toContain('field_changed, adapter_connection_added, adapter_connection_removed');
    expect((await get(url, viewer, { field: 'nope' })).statusCode).toBe(400);
    expect((await get(url, viewer, { sort: 'title' })).statusCode).toBe(400);
    const month = { date_from: new Date(Date.now() - 31 * DAY_MS).toISOString(), size: '1' };
    const first = (await get(url, viewer, month)).json<Schemas['InvestigationEventList']>();
    const cursor = first.meta.next_cursor ?? '';
    expect((await get(url, viewer, { ...month, cursor })).statusCode).toBe(200);
    expect((await get(url, viewer, { ...month, cursor, field: 'os_version' })).statusCode).toBe(400);
    expect((await get(url, viewer, { ...month, cursor: `x${cursor}` })).statusCode).toBe(400);
  });
});
