import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ASSET_NOT_FOUND } from '../assets/detail.js';
import { RECENT_ITEM_NOT_FOUND } from './recentItems.js';

type Items = Schemas['RecentSearchItemsReply']['data']['attributes'];

describe('recent search items', () => {
  let server: TestServer;
  let admin: string;
  const assets: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    const rows = await server.db.query<{ id: string }>(
      `insert into assets (entity, name, tags, first_seen, last_seen, last_updated)
       select 'devices', 'recent-' || n, case when n <= 2 then '{RCTAG}'::text[] else '{}' end, now(), now(), now()
         from generate_series(1, 12) as n order by n returning id::text as id`,
    );
    assets.push(...rows.map((row) => row.id));
  });
  afterAll(() => server.close());

  const list = async (cookie = admin) => {
    const reply = await server.send({ method: 'GET', url: '/api/global_search/recent', cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['RecentSearchItemsReply']>().data.attributes;
  };
  const add = (payload: object, cookie = admin) => server.send({ method: 'POST', url: '/api/global_search/recent', cookie, payload });
  const added = async (payload: object, cookie = admin): Promise<Items> => {
    const reply = await add(payload, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['RecentSearchItemsReply']>().data.attributes;
  };
  const view = (assetId: string, cookie = admin) => added({ kind: 'viewed', entity_type: 'devices', asset_id: assetId }, cookie);

  it('keeps the 10 newest viewed assets, newest first; viewing again moves one to the top', async () => {
    for (const id of assets) await view(id);
    let items = await list();
    expect(items.viewed.map((item) => item.asset_id)).toEqual(assets.slice(2).reverse());
    expect(items.viewed[0]).toMatchObject({ entity_type: 'devices', name: 'recent-12' });
    items = await view(assets[5] ?? '');
    expect(items.viewed.map((item) => item.asset_id)).toEqual([assets[5], ...assets.slice(2).reverse().filter((id) => id !== assets[5])]);
    // The oldest went for good: viewing another does not bring it back.
    items = await view(assets[0] ?? '');
    expect(items.viewed).toHaveLength(10);
    expect(items.viewed.map((item) => item.asset_id)).not.toContain(assets[1]);
  });

  it('keeps the 10 newest searched values, trimmed, each once', async () => {
    for (let n = 1; n <= 11; n++) await added({ kind: 'searched', value: `value ${String(n)}` });
    let items = await added({ kind: 'searched', value: '  value 3 ' });
    expect(items.searched.map((item) => item.value)).toEqual(['value 3', 'value 11', 'value 10', 'value 9', 'value 8', 'value 7', 'value 6', 'value 5', 'value 4', 'value 2']);
    items = await added({ kind: 'searched', value: 'value 12' });
    expect(items.searched.map((item) => item.value)).not.toContain('value 2');
    expect(items.searched).toHaveLength(10);
  });

  it('shows current names and leaves out assets that are gone', async () => {
    const [renamed, gone] = [assets[10] ?? '', assets[11] ?? ''];
    await server.db.query("update assets set name = 'recent-renamed' where id = $1", [renamed]);
    await server.db.query('delete from assets where id = $1', [gone]);
    const items = await list();
    expect(items.viewed.find((item) => item.asset_id === renamed)?.name).toBe('recent-renamed');
    expect(items.viewed.map((item) => item.asset_id)).not.toContain(gone);
  });

  it('answers 404 to an asset that does not exist, is of another type or outside the data scope, and adds nothing', async () => {
    const before = await list();
    for (const payload of [
      { kind: 'viewed', entity_type: 'devices', asset_id: '999999999' },
      { kind: 'viewed', entity_type: 'devices', asset_id: 'not-an-id' },
      { kind: 'viewed', entity_type: 'devices', asset_id: '99999999999999999999999' },
      { kind: 'viewed', entity_type: 'users', asset_id: assets[0] ?? '' },
    ]) {
      const reply = await add(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(404);
      expect(reply.json<Schemas['Error']>().message).toBe(ASSET_NOT_FOUND);
    }
    expect(await list()).toEqual(before);
  });

  it('answers 400 to a blank or unknown kind of item', async () => {
    for (const payload of [{ kind: 'searched', value: '   ' }, { kind: 'searched', value: '' }, { kind: 'opened', value: 'x' }, { kind: 'viewed', entity_type: 'devices' }, { kind: 'searched', value: 'x'.repeat(201) }]) {
      const reply = await add(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toBeTruthy();
    }
  });

  it("keeps each user's items apart and within their data scope", async () => {
    const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name, is_tags_restricted) values ('RC only', true) returning uuid");
    await server.db.query("insert into data_scope_tags (data_scope_id, tag) values ($1, 'RCTAG')", [scope?.uuid]);
    const [role] = await server.db.query<{ uuid: string }>(`insert into roles (name, permissions) values ('rc viewer', '{"Assets":["View"]}') returning uuid`);
    await addUser(server.db, { userName: 'rcscoped', password: 'An0ther&long!', roleId: role?.uuid });
    const cookie = await server.signIn('rcscoped', 'An0ther&long!');
    expect(await list(cookie)).toEqual({ viewed: [], searched: [] });
    const seen = await view(assets[1] ?? '', cookie);
    expect(seen.viewed.map((item) => item.asset_id)).toEqual([assets[1]]);
    await server.db.query("update users set data_scope_id = $1 where user_name = 'rcscoped'", [scope?.uuid]);
    const refused = await add({ kind: 'viewed', entity_type: 'devices', asset_id: assets[4] ?? '' }, cookie);
    expect(refused.statusCode).toBe(404);
    // Out of the scope now: left out of the list, while in-scope ones stay.
    await view(assets[0] ?? '', cookie);
    await server.db.query("update assets set tags = '{}' where id = $1", [assets[1]]);
    expect((await list(cookie)).viewed.map((item) => item.asset_id)).toEqual([assets[0]]);

    // Another user's item is not this user's to remove.
    const adminItem = (await list()).searched[0];
    const other = await server.send({ method: 'DELETE', url: `/api/global_search/recent/${adminItem?.id ?? ''}`, cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json<Schemas['Error']>().message).toBe(RECENT_ITEM_NOT_FOUND);
    expect((await list()).searched[0]).toEqual(adminItem);
  });

  it('removes one item of the caller; an unknown one is a 404, a malformed id a 400', async () => {
    const [first, second] = (await list()).searched;
    const reply = await server.send({ method: 'DELETE', url: `/api/global_search/recent/${first?.id ?? ''}`, cookie: admin });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Schemas['RecentSearchItemsReply']>().data.attributes.searched[0]).toEqual(second);
    const again = await server.send({ method: 'DELETE', url: `/api/global_search/recent/${first?.id ?? ''}`, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect((await server.send({ method: 'DELETE', url: '/api/global_search/recent/not-a-uuid', cookie: admin })).statusCode).toBe(400);
  });

  it('needs a session (401) and Assets View (403)', async () => {
    const other = await server.asUserWith({ Dashboard: ['View'] });
    expect((await server.send({ method: 'GET', url: '/api/global_search/recent', cookie: '' })).statusCode).toBe(401);
    expect((await server.send({ method: 'GET', url: '/api/global_search/recent', cookie: other })).statusCode).toBe(403);
    expect((await add({ kind: 'searched', value: 'x' }, other)).statusCode).toBe(403);
  });
});
