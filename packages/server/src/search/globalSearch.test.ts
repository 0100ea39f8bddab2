import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.js';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { BLANK_SEARCH } from './globalSearch.js';
import { SEARCH_FIELDS } from './fields.js';

const NOW = new Date('2026-03-01T12:00:00Z');
type Item = Schemas['SearchResultItem'];

describe('global search', () => {
  let server: TestServer;
  let admin: string;
  let connectionAdapter = '';

  /** Adds an asset with a name no seeded asset has; returns its id. */
  const addAsset = async (entity: string, name: string, fields: object = {}, tags: string[] = []) => {
    const [row] = await server.db.query<{ id: string }>(
      `insert into assets (entity, name, fields, tags, first_seen, last_seen, last_updated)
       values ($1, $2, $3, $4, $5, $5, $5) returning id::text as id`,
      [entity, name, JSON.stringify(fields), tags, NOW.toISOString()],
    );
    if (!row) throw new Error('no asset');
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    await seedIfEmpty(server.db, { devices: 40, now: NOW });
    const exact = await addAsset('devices', 'zqx-web', { ips: ['10.250.77.3'], macs: ['00:1a:2b:3c:4d:5e'], serial: 'SN1' });
    await addAsset('devices', 'old-zqx-web', { ips: ['10.250.77.4'] }, ['ZQXTAG']);
    await addAsset('devices', 'ZQX-web-02', { ips: ['10.250.77.5'] });
    await addAsset('users', 'jdoe', { display_name: 'Jane Doe', mail: 'zqx-web.owner@corp.example.com' }, ['ZQXTAG']);
    const [connection] = await server.db.query<{ id: string; adapter: string }>('select id, adapter from adapter_connections order by adapter limit 1');
    if (!connection) throw new Error('the seed made no adapter connections');
    connectionAdapter = connection.adapter;
    await server.db.query('insert into asset_adapters (asset_id, connection_id, first_seen, last_seen) values ($1, $2, $3, $3)', [exact, connection.id, NOW.toISOString()]);
  });
  afterAll(() => server.close());

  const get = (url: string, cookie = admin) => server.send({ method: 'GET', url: `/api${url}`, cookie });
  const search = async (params: Record<string, string | number>, cookie = admin) => {
    const reply = await get(`/global_search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SearchResultListReply']>();
  };

  it('finds assets by name, best matches first: the name itself, names starting with it, containing it, then other fields', async () => {
    const { data, meta } = await search({ search_value: 'ZQX-WEB' });
    expect(data.map((item) => item.name)).toEqual(['zqx-web', 'ZQX-web-02', 'old-zqx-web', 'jdoe']);
    expect(meta).toEqual({ page: 0, size: 200, total: 4, next_cursor: null });
    const [first] = data;
    expect(first).toMatchObject({ entity_type: 'devices', matched_fields: [{ name: 'name', title: 'Host Name', value: 'zqx-web' }], adapters: [connectionAdapter], last_seen: NOW.toISOString() });
    expect(data[3]).toMatchObject({ entity_type: 'users', matched_fields: [{ name: 'mail', title: 'Email Address', value: 'zqx-web.owner@corp.example.com' }], adapters: [] });
  });

  it('finds a device by one of its IP addresses and a user by e-mail, whatever the case', async () => {
    const byIp = await search({ search_value: '10.250.77.3' });
    expect(byIp.data).toHaveLength(1);
    expect(byIp.data[0]).toMatchObject({ name: 'zqx-web', matched_fields: [{ name: 'ips', title: 'IP Addresses', value: '10.250.77.3' }] });
    const byMail = await search({ search_value: 'ZQX-WEB.OWNER@corp' });
    expect(byMail.data.map((item) => item.name)).toEqual(['jdoe']);
  });

  it('finds seeded assets with the adapters that saw them', async () => {
    const [device] = await server.db.query<{ name: string }>("select name from assets where entity = 'devices' order by id limit 1");
    const { data } = await search({ search_value: device?.name ?? '-' });
    const found = data.find((item) => item.name === device?.name);
    expect(found?.adapters.length).toBeGreaterThan(0);
  });

  it('takes % and _ literally', async () => {
    expect((await search({ search_value: '%' })).meta.total).toBe(0);
    expect((await search({ search_value: 'zqx_web' })).meta.total).toBe(0);
  });

  it('keeps to one entity type when asked, and refuses an unknown one', async () => {
    const { data } = await search({ search_value: 'zqx-web', entity_type: 'users' });
    expect(data.map((item) => item.name)).toEqual(['jdoe']);
    const reply = await get('/global_search?search_value=zqx&entity_type=printers');
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Schemas['Error']>().message).toContain('Unknown entity_type "printers"');
  });

  it('pages by limit and skip', async () => {
    const all = (await search({ search_value: 'zqx-web' })).data.map((item: Item) => item.id);
    const first = await search({ search_value: 'zqx-web', limit: 3, skip: 0 });
    const second = await search({ search_value: 'zqx-web', limit: 3, skip: 3 });
    expect(first.data.map((item) => item.id)).toEqual(all.slice(0, 3));
    expect(second.data.map((item) => item.id)).toEqual(all.slice(3));
    expect(first.meta).toMatchObject({ page: 0, size: 3, total: 4 });
    expect(first.meta.next_cursor).not.toBeNull();
    expect(second.meta).toEqual({ page: 1, size: 3, total: 4, next_cursor: null });
    expect((await search({ search_value: 'zqx-web', limit: 3, skip: 9 })).meta).toEqual({ page: 3, size: 3, total: 4, next_cursor: null });
  });

  it('counts the matches in total and per entity type', async () => {
    const reply = await get('/global_search/count?search_value=zqx-web');
    expect(reply.statusCode, reply.body).toBe(200);
    const { total, entity_types } = reply.json<Schemas['SearchCountReply']>().data.attributes;
    expect(total).toBe(4);
    expect(entity_types).toEqual([
      { entity_type: 'devices', count: 3 },
      { entity_type: 'software', count: 0 },
      { entity_type: 'users', count: 1 },
      { entity_type: 'vulnerabilities', count: 0 },
    ]);
  });

  it('tells the searched fields per entity type', async () => {
    const reply = await get('/global_search/fields');
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json<Schemas['SearchFieldsReply']>().data.attributes.value;
    expect(value.map((type) => type.entity_type)).toEqual(['devices', 'software', 'users', 'vulnerabilities']);
    expect(value.find((type) => type.entity_type === 'users')?.fields).toEqual(SEARCH_FIELDS['users']);
  });

  it.each([
    ['no search_value', '/global_search'],
    ['an empty search_value', '/global_search?search_value='],
    ['a limit of 0', '/global_search?search_value=a&limit=0'],
    ['a limit over 200', '/global_search?search_value=a&limit=201'],
    ['a negative skip', '/global_search?search_value=a&skip=-1'],
    ['a skip that is not a number', '/global_search?search_value=a&skip=two'],
    ['a count without search_value', '/global_search/count'],
  ])('answers 400 to %s', async (_, url) => {
    const reply = await get(url);
    expect(reply.statusCode, reply.body).toBe(400);
  });

  it('answers 400 to a search of spaces only', async () => {
    for (const url of ['/global_search?search_value=%20%20', '/global_search/count?search_value=%20']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toBe(BLANK_SEARCH);
    }
  });

  it('needs a session (401) and Assets View (403)', async () => {
    const other = await server.asUserWith({ Dashboard: ['View'] });
    const viewer = await server.asUserWith({ Assets: ['View'] });
    for (const url of ['/global_search?search_value=zqx', '/global_search/count?search_value=zqx', '/global_search/fields']) {
      expect((await get(url, '')).statusCode).toBe(401);
      expect((await get(url, other)).statusCode).toBe(403);
      expect((await get(url, viewer)).statusCode).toBe(200);
    }
  });

  it("finds only what the user's data scope sees", async () => {
    const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name, is_tags_restricted) values ('ZQX only', true) returning uuid");
    await server.db.query("insert into data_scope_tags (data_scope_id, tag) values ($1, 'ZQXTAG')", [scope?.uuid]);
    const [role] = await server.db.query<{ uuid: string }>(`insert into roles (name, permissions) values ('zqx viewer', '{"Assets":["View"]}') returning uuid`);
    await addUser(server.db, { userName: 'scoped', password: 'An0ther&long!', roleId: role?.uuid });
    await server.db.query("update users set data_scope_id = $1 where user_name = 'scoped'", [scope?.uuid]);
    const cookie = await server.signIn('scoped', 'An0ther&long!');
    expect((await search({ search_value: 'zqx-web' }, cookie)).data.map((item) => item.name)).toEqual(['old-zqx-web', 'jdoe']);
    const counted = await get('/global_search/count?search_value=zqx-web', cookie);
    expect(counted.json<Schemas['SearchCountReply']>().data.attributes.total).toBe(2);
  });
});
