import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.js';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { BLANK_SEARCH, SEARCH_COUNT_CAP } from './globalSearch.js';
import { SEARCH_FIELDS, fieldsOf, valueMatches } from './fields.js';

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

  it('takes %, _ and \\ literally: they match only themselves, never everything', async () => {
    const percent = await addAsset('devices', 'zqx%pct');
    const underscore = await addAsset('devices', 'zqx_und');
    const backslash = await addAsset('devices', 'zqx\\bsl');
    const ids = async (value: string) => (await search({ search_value: value })).data.map((item) => item.id);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('\\')).toEqual([]);
    expect(await ids('zqx%')).toEqual([percent]);
    expect(await ids('zqx_')).toEqual([underscore]);
    expect(await ids('zqx\\')).toEqual([backslash]);
    expect(await ids('zqx_web')).toEqual([]);
    const counted = await get('/global_search/count?search_value=%25');
    expect(counted.json<Schemas['SearchCountReply']>().data.attributes.total).toBe(0);
    await server.db.query('delete from assets where id = any($1::bigint[])', [[percent, underscore, backslash]]);
  });

  it('matches the start of a value or of one of its words: IP addresses, e-mail, host names, serials', async () => {
    const names = async (value: string) => (await search({ search_value: value })).data.map((item) => item.name);
    expect(await names('10.250.77')).toEqual(['zqx-web', 'old-zqx-web', 'ZQX-web-02']);
    expect(await names('owner@corp.example')).toEqual(['jdoe']);
    expect(await names('jane doe')).toEqual(['jdoe']);
    expect(await names('doe')).toEqual(['jdoe']);
    expect(await names('00:1a:2b')).toEqual(['zqx-web']);
    expect(await names('sn1')).toEqual(['zqx-web']);
    // Mid-word text is no match (the index holds word starts), nor the middle of an address.
    expect(await names('qx-web')).toEqual([]);
    expect(await names('250.77.3')).toEqual([]);
  });

  it('finds in the seeded inventory exactly the assets whose searched values match at a word start', async () => {
    const all = await server.db.query<{ id: string; entity: string; name: string; fields: Record<string, unknown> }>('select id::text as id, entity, name, fields from assets order by id');
    const [user] = all.filter((asset) => asset.entity === 'users' && asset.name.includes('.'));
    const [device] = all.filter((asset) => asset.entity === 'devices' && Array.isArray(asset.fields['ips']));
    if (!user || !device) throw new Error('the seed made no users or devices');
    const surname = user.name.split('.')[1] ?? '';
    const ip = String((device.fields['ips'] as unknown[])[0]);
    const values = [user.name, `${surname}@`, surname.slice(0, 3).toUpperCase(), ip.split('.').slice(0, 3).join('.'), String(device.fields['serial']), device.name.slice(0, 4)];
    for (const value of values) {
      const expected = all
        .filter((asset) => fieldsOf(asset.entity).some(({ name }) => {
          const raw = name === 'name' ? asset.name : asset.fields[name];
          return (Array.isArray(raw) ? raw : [raw]).some((v) => (typeof v === 'string' || typeof v === 'number') && valueMatches(name, String(v), value.toLowerCase()));
        }))
        .map((asset) => asset.id)
        .sort();
      const { data } = await search({ search_value: value });
      expect(data.map((item) => item.id).sort(), value).toEqual(expected);
      expect(expected.length, value).toBeGreaterThan(0);
    }
  });

  it('keeps the index right when assets change or go', async () => {
    const id = await addAsset('users', 'zqy-before', { mail: 'zqy-first@corp.example.com' });
    const names = async (value: string) => (await search({ search_value: value })).data.map((item) => item.name);
    expect(await names('zqy-first')).toEqual(['zqy-before']);
    await server.db.query(`update assets set name = 'zqy-after', fields = '{"mail":"zqy-second@corp.example.com"}' where id = $1`, [id]);
    expect(await names('zqy-before')).toEqual([]);
    expect(await names('zqy-first')).toEqual([]);
    expect(await names('zqy-second')).toEqual(['zqy-after']);
    await server.db.query('update assets set last_seen = last_seen + interval \'1 day\' where id = $1', [id]);
    expect(await names('zqy-after')).toEqual(['zqy-after']);
    await server.db.query('delete from assets where id = $1', [id]);
    expect(await names('zqy')).toEqual([]);
    // A value twice (and a name word again in a field) makes its term once; none is left behind.
    const twice = await addAsset('devices', 'zqw-host', { ips: ['10.99.88.77', '10.99.88.77'], serial: 'zqw-host' });
    expect(await names('10.99.88.77')).toEqual(['zqw-host']);
    await server.db.query(`update assets set fields = '{"ips":["10.99.88.76"]}' where id = $1`, [twice]);
    expect(await names('10.99.88.77')).toEqual([]);
    await server.db.query('delete from assets where id = $1', [twice]);
    expect(await server.db.query('select term from search_terms where asset_id = $1', [twice])).toEqual([]);
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
    ['a skip over 10,000', '/global_search?search_value=a&skip=10001'],
    ['a count without search_value', '/global_search/count'],
  ])('answers 400 to %s', async (_, url) => {
    const reply = await get(url);
    expect(reply.statusCode, reply.body).toBe(400);
  });

  it('answers 400 with a message to a value of 10,000 characters, and to an unknown entity type on its own', async () => {
    for (const url of [`/global_search?search_value=${'a'.repeat(10_000)}`, `/global_search/count?search_value=${'%25'.repeat(10_000)}`]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toMatch(/search_value/);
    }
    const reply = await get(`/global_search?search_value=zqx&entity_type=${'x'.repeat(100)}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Schemas['Error']>().message).toContain('Unknown entity_type');
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

describe('global search over many matches', () => {
  let server: TestServer;
  let admin: string;
  const USERS = 1_100;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    // Each user matches 'capz' three times (name, display name, e-mail): each must come once.
    await server.db.query(
      `insert into assets (entity, name, fields, first_seen, last_seen, last_updated)
       select 'users', 'capz.' || lpad(n::text, 4, '0'), jsonb_build_object('display_name', 'Capz ' || n, 'mail', 'capz.' || n || '@corp.example.com'), now(), now(), now()
         from generate_series(1, ${USERS}) as n`,
    );
    await server.db.query(
      `insert into assets (entity, name, fields, first_seen, last_seen, last_updated) values
         ('software', 'Widget 1.0', '{"vendor": "Capz Labs"}', now(), now(), now()),
         ('devices', 'old-capz', '{}', now(), now(), now()),
         ('devices', 'CAPZ', '{}', now(), now(), now())`,
    );
  });
  afterAll(() => server.close());

  const page = async (skip: number, limit = 200, extra = '') => {
    const reply = await server.send({ method: 'GET', url: `/api/global_search?search_value=capz&limit=${limit}&skip=${skip}${extra}`, cookie: admin });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SearchResultListReply']>();
  };

  it('ranks the exact name first, then names starting with the value, a word of a name, other fields', async () => {
    const first = await page(0, 3);
    expect(first.data.map((item) => item.name)).toEqual(['CAPZ', 'capz.0001', 'capz.0002']);
    expect(first.data[1]?.matched_fields.map((field) => field.name)).toEqual(['name', 'display_name', 'mail']);
    const last = await page(USERS, 10);
    expect(last.data.map((item) => item.name)).toEqual([`capz.${String(USERS)}`, 'old-capz', 'Widget 1.0']);
    expect(last.data[2]).toMatchObject({ entity_type: 'software', matched_fields: [{ name: 'vendor', title: 'Vendor', value: 'Capz Labs' }] });
    expect(last.meta).toMatchObject({ total: USERS + 3, next_cursor: null });
  });

  it('pages through every match once, in a stable order', async () => {
    const seen: string[] = [];
    for (let skip = 0; ; skip += 200) {
      const { data, meta } = await page(skip);
      seen.push(...data.map((item) => item.id));
      if (meta.next_cursor === null) break;
      // While more follow, the total says one more than this page, uncounted.
      expect(meta.total).toBe(skip + 201);
    }
    expect(seen).toHaveLength(USERS + 3);
    expect(new Set(seen).size).toBe(USERS + 3);
    expect((await page(400)).data.map((item) => item.id)).toEqual(seen.slice(400, 600));
    expect((await page(USERS + 3)).data).toEqual([]);
  });

  it('counts up to the cap, and says so', async () => {
    const reply = await server.send({ method: 'GET', url: '/api/global_search/count?search_value=CAPZ', cookie: admin });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Schemas['SearchCountReply']>().data.attributes).toEqual({
      total: SEARCH_COUNT_CAP,
      capped: true,
      cap: SEARCH_COUNT_CAP,
      entity_types: [
        { entity_type: 'devices', count: 2 },
        { entity_type: 'software', count: 1 },
        { entity_type: 'users', count: SEARCH_COUNT_CAP },
        { entity_type: 'vulnerabilities', count: 0 },
      ],
    });
    const exact = await server.send({ method: 'GET', url: '/api/global_search/count?search_value=capz.00', cookie: admin });
    expect(exact.json<Schemas['SearchCountReply']>().data.attributes).toMatchObject({ total: 99, capped: false });
  });

  it('keeps to one entity type through the pages', async () => {
    const { data, meta } = await page(0, 5, '&entity_type=devices');
    expect(data.map((item) => item.name)).toEqual(['CAPZ', 'old-capz']);
    expect(meta.total).toBe(2);
  });
});
