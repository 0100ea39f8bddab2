import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { QueryFilter, QueryFilterCondition } from '@vigil/openapi';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { BLANK_NAME, NO_DATA_SCOPE, PRIVATE_NOT_SHARED, futureVersion, queryInUse, staleVersion } from './savedQueries.js';
import { NOT_YOURS, PREDEFINED_READ_ONLY, QUERY_NOT_FOUND } from './store.js';
import { FOLDER_CYCLE, FOLDER_NOT_EMPTY } from './folders.js';
import { noSuchVersion } from './versions.js';
import { registerQueryUsageProvider } from './usage.js';
import { unknownEntity } from './checkFilter.js';

type SavedQuery = Schemas['SavedQuery'];

const is = (field: string, value: string | boolean): QueryFilterCondition => ({ field, operator: 'equals', value });
const and = (conditions: QueryFilterCondition[], groups: QueryFilter[] = []): QueryFilter => ({ operator: 'and', conditions, groups });
const or = (conditions: QueryFilterCondition[], groups: QueryFilter[] = []): QueryFilter => ({ operator: 'or', conditions, groups });
const WINDOWS = and([is('os_type', 'Windows')]);

describe('saved queries', () => {
  let server: TestServer;
  let admin: string;
  /** Queries View and Update, each their own. */
  let alice: string;
  let bob: string;
  /** Queries View and Update, in the EMEA data scope. */
  let carol: string;
  /** Queries View only. */
  let viewer: string;
  let aliceUuid: string;
  let bobUuid: string;
  let emea: string;
  let predefinedId: string;

  const uuidOf = async (userName: string) => (await server.db.query<{ uuid: string }>('select uuid::text as uuid from users where user_name = $1', [userName]))[0]?.uuid ?? '';
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    server.send({ method, url: `/api${url}`, cookie, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
  const errorOf = (reply: LightMyRequestResponse) => reply.json<Schemas['Error']>();
  const attributesOf = (reply: LightMyRequestResponse) => reply.json<Schemas['SavedQueryReply']>().data.attributes;

  async function create(cookie: string, body: Record<string, unknown>): Promise<SavedQuery> {
    const reply = await send('POST', '/queries', cookie, { entity: 'devices', filter: WINDOWS, ...body });
    expect(reply.statusCode, reply.body).toBe(201);
    return attributesOf(reply);
  }
  async function update(cookie: string, id: string, body: Record<string, unknown>): Promise<SavedQuery> {
    const reply = await send('PUT', `/queries/${id}`, cookie, body);
    expect(reply.statusCode, reply.body).toBe(200);
    return attributesOf(reply);
  }
  async function list(cookie: string, query = ''): Promise<Schemas['SavedQueryPage']> {
    const reply = await send('GET', `/queries${query}`, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SavedQueryPage']>();
  }
  const namesOf = async (cookie: string, query = '') => (await list(cookie, query)).data.map((q) => q.name);
  const counts = async () =>
    (await server.db.query<{ queries: number; versions: number; scopes: number; folders: number }>(
      `select (select count(*)::int from saved_queries) as queries, (select count(*)::int from saved_query_versions) as versions,
              (select count(*)::int from saved_query_data_scopes) as scopes, (select count(*)::int from query_folders) as folders`,
    ))[0];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    const both = { Queries: ['View', 'Update'] };
    alice = await server.asUserWith(both, 'alice');
    bob = await server.asUserWith(both, 'bob');
    carol = await server.asUserWith(both, 'carol');
    viewer = await server.asUserWith({ Queries: ['View'] }, 'viewer');
    aliceUuid = await uuidOf('alice');
    bobUuid = await uuidOf('bob');
    emea = (await server.db.query<{ uuid: string }>("insert into data_scopes (name) values ('EMEA') returning uuid::text as uuid"))[0]?.uuid ?? '';
    await server.db.query("update users set data_scope_id = $1 where user_name = 'carol'", [emea]);
    predefinedId =
      (
        await server.db.query<{ id: string }>(
          `insert into saved_queries (name, entity, filter, description, predefined) values ('Windows devices', 'devices', $1, 'Every Windows device.', true)
           returning id::text as id`,
          [JSON.stringify(WINDOWS)],
        )
      )[0]?.id ?? '';
    await server.db.query("insert into saved_query_versions (query_id, version, name, filter) select id, 1, name, filter from saved_queries where id = $1", [predefinedId]);
  });
  afterAll(() => server.close());

  describe('create and get', () => {
    it('saves a query as its first version, owned by the caller, shared with every data scope by default', async () => {
      const saved = await create(alice, { name: '  Alice laptops ', description: 'Mine.', filter: and([is('device_type', 'Laptop')]) });
      expect(saved).toMatchObject({
        name: 'Alice laptops',
        entity: 'devices',
        description: 'Mine.',
        owner: { uuid: aliceUuid, user_name: 'alice' },
        private: false,
        predefined: false,
        all_data_scopes: true,
        data_scope_ids: [],
        folder_id: null,
        version: 1,
        can_edit: true,
      });
      const [version] = await server.db.query<{ version: number; name: string; saved_by: string }>(
        'select version, name, saved_by::text as saved_by from saved_query_versions where query_id = $1',
        [saved.id],
      );
      expect(version).toEqual({ version: 1, name: 'Alice laptops', saved_by: aliceUuid });
      const got = await send('GET', `/queries/${saved.id}`, alice);
      expect(got.statusCode).toBe(200);
      expect(attributesOf(got)).toEqual(saved);
    });

    it('saves a query shared with chosen data scopes, and refuses sharing that makes no sense', async () => {
      const shared = await create(alice, { name: 'For EMEA', data_scope_ids: [emea, emea] });
      expect(shared).toMatchObject({ private: false, all_data_scopes: false, data_scope_ids: [emea] });
      const before = await counts();
      for (const [body, message] of [
        [{ private: true, all_data_scopes: true }, PRIVATE_NOT_SHARED],
        [{ private: true, data_scope_ids: [emea] }, PRIVATE_NOT_SHARED],
        [{ all_data_scopes: false }, NO_DATA_SCOPE],
        [{ data_scope_ids: ['00000000-0000-4000-c000-00000000dead'] }, 'No data scope with the id "00000000-0000-4000-c000-00000000dead".'],
        [{ folder_id: '00000000-0000-4000-c000-00000000dead' }, 'No query folder with the id "00000000-0000-4000-c000-00000000dead".'],
        [{ name: '   ' }, BLANK_NAME],
      ] as const) {
        const reply = await send('POST', '/queries', alice, { name: 'Nonsense', entity: 'devices', filter: WINDOWS, ...body });
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(reply).message).toBe(message);
      }
      expect(await counts()).toEqual(before);
    });

    it("answers a filter that breaks the rules with 400, the spec's sentences and where, and saves nothing", async () => {
      const before = await counts();
      const cases: [QueryFilter, string, string][] = [
        [and([{ field: 'tags', operator: 'size_greater_than', value: 11 }]), 'Value must be between 0 to 10', '/filter/conditions/0'],
        [and([{ field: 'tags', operator: 'size_less_than', value: 0 }]), 'Value must be between 1 to 10', '/filter/conditions/0'],
        [and([{ field: 'installed_software', operator: 'has' }]), 'Invalid expression', '/filter/conditions/0'],
        [and([{ field: 'tags', operator: 'count' }]), 'Invalid expression', '/filter/conditions/0'],
        [and([{ field: 'hostname', operator: 'match', nested: and([is('name', 'eth0')]) }]), 'Select an object to add nested conditions', '/filter/conditions/0'],
        [and([is('os_type', 'Linux')], [or([is('os_type', 'Windows'), is('nope', 'x')])]), 'Unknown field "nope"', '/filter/groups/0/conditions/1'],
        [
          and([{ field: 'installed_software', operator: 'has', relationship_filter: { relationship: 'installed_software', value: and([is('hostname', 'x')]) } }]),
          'Unknown field "hostname"',
          '/filter/conditions/0/relationship_filter/value/conditions/0',
        ],
        [
          and([{ field: 'network_interfaces', operator: 'match', nested: and([{ field: 'ips', operator: 'size_greater_than', value: 99 }]) }]),
          'Value must be between 0 to 10',
          '/filter/conditions/0/nested/conditions/0',
        ],
        [and([], [or([])]), 'A group needs at least one condition', '/filter/groups/0'],
      ];
      for (const [filter, message, field] of cases) {
        const reply = await send('POST', '/queries', alice, { name: 'Broken', entity: 'devices', filter });
        expect(reply.statusCode, JSON.stringify(filter)).toBe(400);
        expect(errorOf(reply).message).toBe(message);
        expect(errorOf(reply).details).toEqual([{ field, message }]);
      }
      // Every problem is listed, the first one is the message.
      const two = await send('POST', '/queries', alice, { name: 'Broken', entity: 'devices', filter: and([is('nope', 'x'), { field: 'tags', operator: 'size_greater_than', value: 11 }]) });
      expect(errorOf(two).details).toEqual([
        { field: '/filter/conditions/0', message: 'Unknown field "nope"' },
        { field: '/filter/conditions/1', message: 'Value must be between 0 to 10' },
      ]);
      const unknown = await send('POST', '/queries', alice, { name: 'Broken', entity: 'printers', filter: WINDOWS });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).message).toBe(unknownEntity('printers'));
      expect(errorOf(unknown).details).toEqual([{ field: '/entity', message: unknownEntity('printers') }]);
      const constructor = await send('POST', '/queries', alice, { name: 'Broken', entity: 'constructor', filter: WINDOWS });
      expect(constructor.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('refuses a second query of the same owner, entity and name (whatever its case) with 409', async () => {
      await create(bob, { name: 'Servers' });
      const again = await send('POST', '/queries', bob, { name: 'SERVERS', entity: 'devices', filter: WINDOWS });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('You already have a query over devices named "SERVERS".');
      // Another entity, another owner, or a predefined query's name: fine.
      await create(bob, { name: 'Servers', entity: 'software', filter: and([is('vendor', 'Microsoft')]) });
      await create(alice, { name: 'Servers' });
      await create(bob, { name: 'windows devices' });
    });

    it('lets only Queries/Update change anything (403), and changes nothing', async () => {
      const mine = await create(alice, { name: 'Viewer cannot touch' });
      const before = await counts();
      const calls: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
        ['POST', '/queries', { name: 'Sneaky', entity: 'devices', filter: WINDOWS }],
        ['PUT', `/queries/${mine.id}`, { name: 'Sneaky' }],
        ['DELETE', `/queries/${mine.id}`],
        ['POST', `/queries/${mine.id}/duplicate`, {}],
        ['PUT', '/queries/move_to_folder', { ids: [mine.id], folder_id: null }],
        ['POST', '/query_folders', { name: 'Sneaky' }],
      ];
      for (const [method, url, body] of calls) {
        const reply = await send(method, url, viewer, body);
        expect(reply.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(reply).message).toBe('You do not have the permissions for this: it needs Update on Queries.');
      }
      expect(await counts()).toEqual(before);
      // Reading is fine, and says they may not edit.
      const seen = await send('GET', `/queries/${mine.id}`, viewer);
      expect(attributesOf(seen).can_edit).toBe(false);
      expect((await send('GET', '/queries', await server.asUserWith({ Dashboard: ['View'] }))).statusCode).toBe(403);
    });
  });

  describe('who sees what', () => {
    let privateId: string;
    let allId: string;
    let emeaId: string;

    beforeAll(async () => {
      privateId = (await create(alice, { name: 'Vis private', private: true })).id;
      allId = (await create(alice, { name: 'Vis everyone' })).id;
      emeaId = (await create(alice, { name: 'Vis EMEA', data_scope_ids: [emea] })).id;
    });

    const visible = async (cookie: string) => (await namesOf(cookie, '?search=Vis%20&size=100')).sort();

    it("shows a private query to its owner (and admins) alone, a shared one in the data scopes it is shared with", async () => {
      expect(await visible(alice)).toEqual(['Vis EMEA', 'Vis everyone', 'Vis private']);
      expect(await visible(bob)).toEqual(['Vis everyone']);
      expect(await visible(carol)).toEqual(['Vis EMEA', 'Vis everyone']);
      expect(await visible(admin)).toEqual(['Vis EMEA', 'Vis everyone', 'Vis private']);
      for (const id of [privateId, emeaId]) {
        const reply = await send('GET', `/queries/${id}`, bob);
        expect(reply.statusCode).toBe(404);
        expect(errorOf(reply).message).toBe(QUERY_NOT_FOUND);
        for (const url of [`/queries/${id}/versions`, `/queries/${id}/versions/1`, `/queries/${id}/diff?from=1&to=1`, `/queries/${id}/used_by`]) {
          expect((await send('GET', url, bob)).statusCode, url).toBe(404);
        }
        expect((await send('POST', `/queries/${id}/duplicate`, bob, {})).statusCode).toBe(404);
        expect((await send('PUT', `/queries/${id}`, bob, { name: 'Mine now' })).statusCode).toBe(404);
        expect((await send('DELETE', `/queries/${id}`, bob)).statusCode).toBe(404);
      }
    });

    it('follows the data scope the caller is connected to', async () => {
      await server.db.query("update sessions set data_scope_id = $1 where user_uuid = $2", [emea, bobUuid]);
      try {
        expect(await visible(bob)).toEqual(['Vis EMEA', 'Vis everyone']);
      } finally {
        await server.db.query('update sessions set data_scope_id = null where user_uuid = $1', [bobUuid]);
      }
      expect(await visible(bob)).toEqual(['Vis everyone']);
    });

    it("lets others read a shared query but not change it; admins may", async () => {
      const seen = attributesOf(await send('GET', `/queries/${allId}`, bob));
      expect(seen.can_edit).toBe(false);
      for (const [method, url, body] of [
        ['PUT', `/queries/${allId}`, { name: 'Hijacked' }],
        ['DELETE', `/queries/${allId}`, undefined],
        ['PUT', '/queries/move_to_folder', { ids: [allId], folder_id: null }],
      ] as const) {
        const reply = await send(method, url, bob, body);
        expect(reply.statusCode).toBe(403);
        expect(errorOf(reply).message).toBe(NOT_YOURS);
      }
      expect(attributesOf(await send('GET', `/queries/${privateId}`, admin)).can_edit).toBe(true);
      const renamed = await update(admin, allId, { name: 'Vis everyone (checked)' });
      expect(renamed).toMatchObject({ owner: { user_name: 'alice' }, version: 2 });
      // A name the owner has taken is refused for them too.
      const taken = await send('PUT', `/queries/${allId}`, admin, { name: 'Vis private' });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).message).toBe('Its owner already has a query over devices named "Vis private".');
      await update(alice, allId, { name: 'Vis everyone' });
    });

    it('turns private and back: sharing follows, and what others see with it', async () => {
      const hidden = await update(alice, emeaId, { private: true });
      expect(hidden).toMatchObject({ private: true, all_data_scopes: false, data_scope_ids: [] });
      expect(await visible(carol)).toEqual(['Vis everyone']);
      const open = await update(alice, emeaId, { private: false, data_scope_ids: [emea] });
      expect(open).toMatchObject({ private: false, all_data_scopes: false, data_scope_ids: [emea] });
      expect(await visible(carol)).toEqual(['Vis EMEA', 'Vis everyone']);
      // Neither is a new version: only the name and the filter are versioned.
      expect(open.version).toBe(1);
    });

    it('lists by kind: predefined, mine, shared by others', async () => {
      expect(await namesOf(bob, '?kind=predefined')).toEqual(['Windows devices']);
      expect(await namesOf(bob, '?kind=mine&entity_type=devices')).toEqual(['Servers', 'windows devices']);
      const shared = (await list(bob, '?kind=shared&size=100')).data;
      expect(shared.map((q) => q.name)).toContain('Vis everyone');
      expect(shared.map((q) => q.name)).not.toContain('Vis private');
      expect(shared.filter((q) => q.predefined || q.private || q.owner?.uuid === bobUuid)).toEqual([]);
    });
  });

  describe('predefined queries', () => {
    it('are read-only, for admins too, and say so', async () => {
      const seen = attributesOf(await send('GET', `/queries/${predefinedId}`, admin));
      expect(seen).toMatchObject({ predefined: true, owner: null, can_edit: false, version: 1 });
      const before = await counts();
      for (const [method, url, body] of [
        ['PUT', `/queries/${predefinedId}`, { name: 'Mine' }],
        ['DELETE', `/queries/${predefinedId}`, undefined],
        ['PUT', '/queries/move_to_folder', { ids: [predefinedId], folder_id: null }],
      ] as const) {
        for (const cookie of [admin, alice]) {
          const reply = await send(method, url, cookie, body);
          expect(reply.statusCode).toBe(403);
          expect(errorOf(reply).message).toBe(PREDEFINED_READ_ONLY);
        }
      }
      expect(await counts()).toEqual(before);
    });

    it('can be duplicated: a private copy of the caller, numbered when the name is taken', async () => {
      const copy = await send('POST', `/queries/${predefinedId}/duplicate`, carol, {});
      expect(copy.statusCode, copy.body).toBe(201);
      expect(attributesOf(copy)).toMatchObject({
        name: 'Copy of Windows devices',
        description: 'Every Windows device.',
        filter: WINDOWS,
        predefined: false,
        private: true,
        owner: { user_name: 'carol' },
        version: 1,
        can_edit: true,
      });
      const second = await server.send({ method: 'POST', url: `/api/queries/${predefinedId}/duplicate`, cookie: carol });
      expect(second.statusCode, second.body).toBe(201);
      expect(attributesOf(second).name).toBe('Copy of Windows devices (2)');
      const named = await send('POST', `/queries/${predefinedId}/duplicate`, carol, { name: 'My Windows' });
      expect(attributesOf(named).name).toBe('My Windows');
      const taken = await send('POST', `/queries/${predefinedId}/duplicate`, carol, { name: 'my windows' });
      expect(taken.statusCode).toBe(409);
      const versions = await send('GET', `/queries/${attributesOf(named).id}/versions`, carol);
      expect(versions.json<Schemas['QueryVersionPage']>().data).toMatchObject([{ version: 1, name: 'My Windows', saved_by: { user_name: 'carol' } }]);
    });
  });

  describe('versions', () => {
    let query: SavedQuery;

    beforeAll(async () => {
      query = await create(alice, { name: 'History', filter: and([is('os_type', 'Windows'), is('device_type', 'Laptop')]) });
    });

    it('keeps a version for each save of the name or filter, newest first, with who saved it', async () => {
      expect((await update(alice, query.id, { name: 'History v2' })).version).toBe(2);
      const v3 = await update(admin, query.id, { filter: and([is('os_type', 'Windows'), is('device_type', 'Desktop'), is('department', 'Security')]) });
      expect(v3.version).toBe(3);
      // The description alone, or the same filter written another way: no new version.
      expect((await update(alice, query.id, { description: 'Described', filter: and([is('os_type', 'Windows'), { ...is('device_type', 'Desktop'), not: false }, is('department', 'Security')]) })).version).toBe(3);
      const reply = await send('GET', `/queries/${query.id}/versions`, alice);
      expect(reply.statusCode).toBe(200);
      const page = reply.json<Schemas['QueryVersionPage']>();
      expect(page.data.map((v) => [v.version, v.name, v.saved_by?.user_name])).toEqual([
        [3, 'History v2', 'admin'],
        [2, 'History v2', 'alice'],
        [1, 'History', 'alice'],
      ]);
      expect(page.meta.total).toBe(3);
      const paged = (await send('GET', `/queries/${query.id}/versions?size=2`, alice)).json<Schemas['QueryVersionPage']>();
      expect(paged.data.map((v) => v.version)).toEqual([3, 2]);
      const rest = (await send('GET', `/queries/${query.id}/versions?size=2&cursor=${paged.meta.next_cursor ?? ''}`, alice)).json<Schemas['QueryVersionPage']>();
      expect(rest.data.map((v) => v.version)).toEqual([1]);
      const one = await send('GET', `/queries/${query.id}/versions/1`, bob);
      expect(one.json<Schemas['QueryVersionReply']>().data.attributes).toMatchObject({ version: 1, name: 'History', filter: query.filter });
      for (const version of [4, 99_999_999_999]) {
        const missing = await send('GET', `/queries/${query.id}/versions/${version}`, alice);
        expect(missing.statusCode).toBe(404);
        expect(errorOf(missing).message).toBe(noSuchVersion(version));
      }
    });

    it('refuses an edit based on an older version (409), or on one that does not exist (400), and changes nothing', async () => {
      const before = attributesOf(await send('GET', `/queries/${query.id}`, alice));
      const stale = await send('PUT', `/queries/${query.id}`, alice, { name: 'Lost update', base_version: 2 });
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale).message).toBe(staleVersion(2, 3));
      const future = await send('PUT', `/queries/${query.id}`, alice, { name: 'From the future', base_version: 7 });
      expect(future.statusCode).toBe(400);
      expect(errorOf(future).message).toBe(futureVersion(7, 3));
      expect(attributesOf(await send('GET', `/queries/${query.id}`, alice))).toEqual(before);
      expect((await update(alice, query.id, { name: 'History v4', base_version: 3 })).version).toBe(4);
    });

    it('refuses a broken filter on update with the same sentences, and keeps the query as it was', async () => {
      const before = attributesOf(await send('GET', `/queries/${query.id}`, alice));
      const reply = await send('PUT', `/queries/${query.id}`, alice, { filter: and([{ field: 'tags', operator: 'size_greater_than', value: 11 }]) });
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toMatchObject({ message: 'Value must be between 0 to 10', details: [{ field: '/filter/conditions/0', message: 'Value must be between 0 to 10' }] });
      expect(attributesOf(await send('GET', `/queries/${query.id}`, alice))).toEqual(before);
    });

    it('tells what changed between two versions: added, removed, changed, a group operator, a move', async () => {
      const q = await create(alice, { name: 'Diffed', filter: and([is('os_type', 'Windows'), is('device_type', 'Laptop')], [or([is('department', 'Security'), is('department', 'IT')])]) });
      await update(alice, q.id, {
        name: 'Diffed again',
        filter: and([is('os_type', 'macOS'), is('is_managed', true)], [and([is('department', 'Security'), is('department', 'IT'), is('device_type', 'Laptop')])]),
      });
      const reply = await send('GET', `/queries/${q.id}/diff?from=1&to=2`, bob);
      expect(reply.statusCode, reply.body).toBe(200);
      const diff = reply.json<Schemas['QueryDiffReply']>().data.attributes;
      expect(diff).toMatchObject({ name_before: 'Diffed', name_after: 'Diffed again', from: { version: 1 }, to: { version: 2 } });
      expect(diff.changes).toEqual([
        { change: 'changed', path: 'c0', before: is('os_type', 'Windows'), after: is('os_type', 'macOS') },
        { change: 'added', path: 'c1', after: is('is_managed', true) },
        { change: 'changed', path: 'g0', group_before: 'or', group_after: 'and' },
        { change: 'changed', path: 'g0.c2', from_path: 'c1', before: is('device_type', 'Laptop'), after: is('device_type', 'Laptop') },
      ]);
      const back = (await send('GET', `/queries/${q.id}/diff?from=2&to=1`, bob)).json<Schemas['QueryDiffReply']>().data.attributes;
      expect(back.changes.map((c) => [c.change, c.path])).toEqual([
        ['changed', 'c0'],
        ['removed', 'c1'],
        ['changed', 'c1'],
        ['changed', 'g0'],
      ]);
      await update(alice, q.id, { filter: and([is('os_type', 'macOS')], [and([is('department', 'Security'), is('department', 'IT'), is('device_type', 'Laptop')])]) });
      const removed = (await send('GET', `/queries/${q.id}/diff?from=2&to=3`, alice)).json<Schemas['QueryDiffReply']>().data.attributes;
      expect(removed.changes).toEqual([{ change: 'removed', path: 'c1', before: is('is_managed', true) }]);
      expect((await send('GET', `/queries/${q.id}/diff?from=1&to=9`, alice)).statusCode).toBe(404);
    });
  });

  describe('listing', () => {
    beforeAll(async () => {
      await create(carol, { name: 'Zeta software', entity: 'software', filter: and([is('vendor', 'Zeta')]), description: '100% vendor' });
      await create(carol, { name: 'alpha users', entity: 'users', filter: and([is('is_admin', true)]) });
      await create(carol, { name: 'Mid devices', description: 'nothing special' });
    });

    it('searches names and descriptions, wildcards taken literally', async () => {
      expect(await namesOf(carol, '?kind=mine&search=ZETA')).toEqual(['Zeta software']);
      expect(await namesOf(carol, '?kind=mine&search=100%25')).toEqual(['Zeta software']);
      expect(await namesOf(carol, '?kind=mine&search=_')).toEqual([]);
      expect(await namesOf(carol, '?kind=mine&search=special')).toEqual(['Mid devices']);
    });

    it('sorts by name (default), entity, owner and last update, either way', async () => {
      const mine = '?kind=mine&search=e';
      const byName = ['alpha users', 'Copy of Windows devices', 'Copy of Windows devices (2)', 'Mid devices', 'My Windows', 'Zeta software'];
      expect(await namesOf(carol, mine)).toEqual(byName);
      expect(await namesOf(carol, `${mine}&sort=-name`)).toEqual(byName.slice().reverse());
      expect((await namesOf(carol, `${mine}&sort=entity`)).slice(-2)).toEqual(['Zeta software', 'alpha users']);
      expect((await namesOf(carol, `${mine}&sort=-last_updated`))[0]).toBe('Mid devices');
      const byOwner = (await list(admin, '?sort=owner&size=500')).data.map((q) => q.owner?.user_name ?? null);
      expect(byOwner.indexOf('alice')).toBeLessThan(byOwner.indexOf('bob'));
      expect(byOwner.at(-1)).toBeNull();
      const bad = await send('GET', '/queries?sort=constructor', carol);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe('Cannot sort by "constructor"; sort by one of: name, last_updated, entity, owner.');
    });

    it('pages with a cursor, and filters by entity type', async () => {
      const first = await list(carol, '?kind=mine&size=2');
      expect(first.meta).toMatchObject({ page: 0, size: 2, total: 6 });
      expect(first.meta.next_cursor).not.toBeNull();
      const seen = [...first.data];
      let cursor = first.meta.next_cursor;
      while (cursor) {
        const next = await list(carol, `?kind=mine&size=2&cursor=${cursor}`);
        seen.push(...next.data);
        cursor = next.meta.next_cursor;
      }
      expect(seen.map((q) => q.name)).toEqual(await namesOf(carol, '?kind=mine'));
      expect(await namesOf(carol, '?kind=mine&entity_type=users')).toEqual(['alpha users']);
      const unknown = await send('GET', '/queries?entity_type=printers', carol);
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).message).toBe(unknownEntity('printers'));
    });
  });

  describe('folders', () => {
    const folder = async (cookie: string, body: Record<string, unknown>) => {
      const reply = await send('POST', '/query_folders', cookie, body);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json<Schemas['QueryFolderReply']>().data.attributes;
    };
    const folders = async (cookie: string) => (await send('GET', '/query_folders', cookie)).json<Schemas['QueryFolderList']>().data;

    it('makes a tree, a name once per parent', async () => {
      const reports = await folder(alice, { name: 'Reports' });
      expect(reports).toMatchObject({ name: 'Reports', parent_id: null, query_count: 0 });
      const weekly = await folder(bob, { name: 'Weekly', parent_id: reports.id });
      expect(weekly.parent_id).toBe(reports.id);
      await folder(bob, { name: 'Weekly' });
      const again = await send('POST', '/query_folders', alice, { name: 'reports' });
      expect(again.statusCode).toBe(409);
      const orphan = await send('POST', '/query_folders', alice, { name: 'Orphan', parent_id: '00000000-0000-4000-c000-00000000dead' });
      expect(orphan.statusCode).toBe(400);
      expect((await folders(viewer)).map((f) => f.name)).toEqual(['Reports', 'Weekly', 'Weekly']);
    });

    it('files queries, counting in each folder only those the caller sees, and lists a folder', async () => {
      const audits = await folder(alice, { name: 'Audits' });
      const hidden = await create(alice, { name: 'Audit private', private: true });
      const open = await create(alice, { name: 'Audit open' });
      const moved = await send('PUT', '/queries/move_to_folder', alice, { ids: [hidden.id, open.id, open.id], folder_id: audits.id });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Schemas['SavedQueriesMoved']>().data.attributes.moved).toBe(2);
      const countIn = async (cookie: string) => (await folders(cookie)).find((f) => f.id === audits.id)?.query_count;
      expect(await countIn(alice)).toBe(2);
      expect(await countIn(bob)).toBe(1);
      expect(await namesOf(bob, `?folder_id=${audits.id}`)).toEqual(['Audit open']);
      expect(await namesOf(alice, `?folder_id=${audits.id}`)).toEqual(['Audit open', 'Audit private']);
      expect(await namesOf(alice, '?folder_id=root&search=Audit')).toEqual([]);
      expect((await send('GET', '/queries?folder_id=nowhere', alice)).statusCode).toBe(400);
      // A folder the caller sees as empty still holds a query: it stays.
      const refused = await send('DELETE', `/query_folders/${audits.id}`, bob);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(FOLDER_NOT_EMPTY);
      // Created in a folder, a query is listed there; back to the root with null.
      const inside = await create(alice, { name: 'Audit three', folder_id: audits.id });
      expect(inside.folder_id).toBe(audits.id);
      await send('PUT', '/queries/move_to_folder', alice, { ids: [hidden.id, open.id, inside.id], folder_id: null });
      expect(await countIn(alice)).toBe(0);
      expect((await send('DELETE', `/query_folders/${audits.id}`, bob)).statusCode).toBe(204);
      expect((await send('DELETE', `/query_folders/${audits.id}`, bob)).statusCode).toBe(404);
    });

    it('moves all or nothing: 404 for a query or folder not there, 403 for one not yours', async () => {
      const target = await folder(alice, { name: 'Target' });
      const mine = await create(alice, { name: 'Move me' });
      const others = await create(bob, { name: 'Not yours to move' });
      const privateOne = await create(bob, { name: 'Bob private', private: true });
      for (const [ids, folderId, status] of [
        [[mine.id, privateOne.id], target.id, 404],
        [[mine.id], '00000000-0000-4000-c000-00000000dead', 404],
        [[mine.id, others.id], target.id, 403],
      ] as const) {
        const reply = await send('PUT', '/queries/move_to_folder', alice, { ids, folder_id: folderId });
        expect(reply.statusCode).toBe(status);
      }
      expect(attributesOf(await send('GET', `/queries/${mine.id}`, alice)).folder_id).toBeNull();
    });

    it('renames and moves a folder, never under itself or a folder inside it', async () => {
      const top = await folder(alice, { name: 'Top' });
      const middle = await folder(alice, { name: 'Middle', parent_id: top.id });
      const bottom = await folder(alice, { name: 'Bottom', parent_id: middle.id });
      for (const parent of [top.id, middle.id, bottom.id]) {
        const reply = await send('PUT', `/query_folders/${top.id}`, alice, { name: 'Top', parent_id: parent });
        expect(reply.statusCode).toBe(409);
        expect(errorOf(reply).message).toBe(FOLDER_CYCLE);
      }
      const renamed = await send('PUT', `/query_folders/${bottom.id}`, bob, { name: 'Bottom renamed' });
      expect(renamed.json<Schemas['QueryFolderReply']>().data.attributes).toMatchObject({ name: 'Bottom renamed', parent_id: middle.id });
      const lifted = await send('PUT', `/query_folders/${bottom.id}`, bob, { name: 'Bottom renamed', parent_id: null });
      expect(lifted.json<Schemas['QueryFolderReply']>().data.attributes.parent_id).toBeNull();
      const down = await send('PUT', `/query_folders/${top.id}`, alice, { name: 'Top', parent_id: bottom.id });
      expect(down.json<Schemas['QueryFolderReply']>().data.attributes.parent_id).toBe(bottom.id);
      const clash = await send('PUT', `/query_folders/${middle.id}`, alice, { name: 'REPORTS', parent_id: null });
      expect(clash.statusCode).toBe(409);
      expect((await send('PUT', '/query_folders/00000000-0000-4000-c000-00000000dead', alice, { name: 'Gone' })).statusCode).toBe(404);
      // A folder with a folder in it stays.
      const refused = await send('DELETE', `/query_folders/${bottom.id}`, alice);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(FOLDER_NOT_EMPTY);
    });
  });

  describe('used by, and delete', () => {
    let unregister: () => void;

    beforeAll(async () => {
      // Dashboards and campaigns register theirs; here a throwaway table stands for the charts.
      await server.db.exec('create table test_chart_queries (query_id uuid not null, chart_id text not null, chart_name text not null, dashboard_id text not null, dashboard_name text not null)');
      unregister = registerQueryUsageProvider(async (db, ids) =>
        (
          await db.query<{ chart_id: string; chart_name: string; dashboard_id: string; dashboard_name: string }>(
            'select chart_id, chart_name, dashboard_id, dashboard_name from test_chart_queries where query_id = any($1::uuid[])',
            [ids],
          )
        ).map((row) => ({ kind: 'chart' as const, id: row.chart_id, name: row.chart_name, parent_id: row.dashboard_id, parent_name: row.dashboard_name })),
      );
    });
    afterAll(() => {
      unregister();
    });

    it('tells what uses a query, and refuses to delete it unless forced', async () => {
      const used = await create(alice, { name: 'Charted' });
      await update(alice, used.id, { name: 'Charted v2' });
      await server.db.query(
        "insert into test_chart_queries values ($1, 'c2', 'Trend', 'd1', 'Overview'), ($1, 'c1', 'Total', 'd1', 'Overview')",
        [used.id],
      );
      const usage = await send('GET', `/queries/${used.id}/used_by`, bob);
      expect(usage.statusCode).toBe(200);
      const usedBy = [
        { kind: 'chart', id: 'c2', name: 'Trend', parent_id: 'd1', parent_name: 'Overview' },
        { kind: 'chart', id: 'c1', name: 'Total', parent_id: 'd1', parent_name: 'Overview' },
      ];
      expect(usage.json<Schemas['QueryUsageReply']>().data).toEqual(usedBy.slice().reverse());
      const refused = await send('DELETE', `/queries/${used.id}`, alice);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Schemas['QueryInUseError']>()).toMatchObject({ message: queryInUse('2 charts'), used_by: usedBy.slice().reverse() });
      expect((await send('GET', `/queries/${used.id}`, alice)).statusCode).toBe(200);
      const forced = await send('DELETE', `/queries/${used.id}?force=true`, alice);
      expect(forced.statusCode).toBe(204);
      expect((await send('GET', `/queries/${used.id}`, alice)).statusCode).toBe(404);
      expect(await server.db.query('select 1 from saved_query_versions where query_id = $1', [used.id])).toEqual([]);
    });

    it('deletes an unused query at once, as its owner or an admin', async () => {
      const unused = await create(bob, { name: 'Unused' });
      expect((await send('GET', `/queries/${unused.id}/used_by`, bob)).json<Schemas['QueryUsageReply']>().data).toEqual([]);
      expect((await send('DELETE', `/queries/${unused.id}`, admin)).statusCode).toBe(204);
      expect((await send('DELETE', `/queries/${unused.id}`, admin)).statusCode).toBe(404);
    });
  });
});
