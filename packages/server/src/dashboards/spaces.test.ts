import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CHART_MESSAGES, chartProblems } from '@vigil/openapi/charts';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import type { Queryable } from '../db/index.js';
import { SAMPLE_QUERIES } from '../seed/inventory.js';
import { AGGREGATE_MESSAGES } from '../queries/aggregate.js';
import { queryInUse } from '../queries/savedQueries.js';
import { READ_ONLY_SPACE, chartFieldRefusal, notInSpace, queryNotUsable } from './charts.js';
import {
  ALL_SCOPES_FORBIDDEN,
  FILTER_FORBIDDEN,
  NO_DATA_SCOPE,
  NO_FAVORITE,
  NO_VIEWER_OR_EDITOR,
  PRIVATE_ALL_SCOPES,
  QUERY_ACCESS_ASK_ADMIN,
  chartQueriesTooNarrow,
  queriesNotShared,
  queriesPrivate,
  roleListedTwice,
} from './sharing.js';
import { ADAPTER_NOT_FOUND, BLANK_NAME, FOLDER_TOO_LONG, unknownSelectionFilter } from './spaces.js';
import { SPACE_NOT_FOUND } from './store.js';
import { NO_TEMPLATE_ORIGIN, TEMPLATES, TEMPLATE_NOT_FOUND, seedOverviewSpace } from './templates.js';

type Space = Schemas['Space'];
type Chart = Schemas['Chart'];

/** The sample data's predefined queries (what templates are built on). */
async function addPredefinedQueries(db: Queryable): Promise<void> {
  for (const query of SAMPLE_QUERIES.filter((q) => q.owner === null)) {
    await db.query(
      `insert into saved_queries (name, entity, filter, description, predefined, all_data_scopes) values ($1, $2, $3, $4, true, true)`,
      [query.name, query.entity, JSON.stringify(query.filter), query.description],
    );
  }
}

const WINDOWS_FILTER = { operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'Windows' }], groups: [] };

describe('dashboards: spaces and charts', () => {
  let server: TestServer;
  let admin: string;
  /** Dashboard and Queries View and Update. */
  let alice: string;
  /** Dashboard View and Update only. */
  let bob: string;
  /** Dashboard View only. */
  let vera: string;
  /** Dashboard and Queries View and Update, and Settings DataScopeImpersonation. */
  let carol: string;
  let bobRole: string;
  let veraRole: string;
  let globalScope: string;
  let windowsId: string;
  let macId: string;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    server.send({ method, url: `/api${url}`, cookie, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
  const errorOf = (reply: LightMyRequestResponse) => reply.json<Schemas['Error']>();
  const expectError = (reply: LightMyRequestResponse, status: number, message: string) => {
    expect(reply.statusCode, reply.body).toBe(status);
    expect(errorOf(reply).message).toBe(message);
  };
  const roleOf = async (userName: string) => (await server.db.query<{ id: string }>('select role_id::text as id from users where user_name = $1', [userName]))[0]?.id ?? '';
  const queryId = async (name: string) => (await server.db.query<{ id: string }>('select id::text as id from saved_queries where name = $1', [name]))[0]?.id ?? '';
  const count = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;

  async function createSpace(cookie: string, body: Record<string, unknown> = {}): Promise<Space> {
    const reply = await send('POST', '/dashboard', cookie, { name: 'Space', access: 'private', ...body });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['SpaceReply']>().data.attributes;
  }
  const shareWith = (roleId: string, access: 'viewers' | 'editors' = 'viewers') => ({ roles: [{ role_id: roleId, access }], data_scopes: { all: false, ids: [globalScope] } });
  async function addChart(cookie: string, space: string, body: Record<string, unknown> = {}): Promise<Chart> {
    const reply = await send('POST', `/dashboard/charts/${space}`, cookie, {
      name: 'OS',
      metric: 'compare',
      view: 'pie',
      config: { queries: [{ query_id: windowsId }, { query_id: macId }] },
      ...body,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['ChartReply']>().data.attributes;
  }
  async function list(cookie: string, query = ''): Promise<Schemas['SpaceListReply']> {
    const reply = await send('GET', `/dashboard${query}`, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SpaceListReply']>();
  }
  const chartsIn = async (space: string) => server.db.query<{ id: string }>('select id::text as id from charts where space_uuid = $1', [space]);
  const names = async (cookie: string, query = '') => (await list(cookie, query)).data.map((space) => space.name);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    alice = await server.asUserWith({ Dashboard: ['View', 'Update'], Queries: ['View', 'Update'] }, 'alice');
    bob = await server.asUserWith({ Dashboard: ['View', 'Update'], Queries: ['View'] }, 'bob');
    vera = await server.asUserWith({ Dashboard: ['View'] }, 'vera');
    carol = await server.asUserWith({ Dashboard: ['View', 'Update'], Queries: ['View', 'Update'], Settings: ['DataScopeImpersonation'] }, 'carol');
    bobRole = await roleOf('bob');
    veraRole = await roleOf('vera');
    globalScope = (await server.db.query<{ id: string }>("select uuid::text as id from data_scopes where type = 'global'"))[0]?.id ?? '';
    await addPredefinedQueries(server.db);
    windowsId = await queryId('Windows devices');
    macId = await queryId('macOS devices');
    // Five sign-ins (argon2 on purpose) after the server's start: slow on a busy machine.
  }, 120_000);
  afterAll(() => server.close());

  describe('create and list', () => {
    it("creates a private space of the caller's data scope, their first favourite, with no charts", async () => {
      const space = await createSpace(alice, { name: '  Alice home ' });
      expect(space).toMatchObject({
        name: 'Alice home',
        access: 'private',
        type: 'custom',
        created_by: 'alice',
        favorite: true,
        folder_id: null,
        origin: null,
        spaceFilter: null,
        charts: [],
        sharing: { roles: [], data_scopes: { all: false, ids: [globalScope] } },
      });
      const second = await createSpace(alice, { name: 'Alice second' });
      expect(second.favorite).toBe(false);
    });

    it('refuses sharing that breaks a rule of section 5, letter for letter, and writes nothing', async () => {
      const before = await count('spaces');
      for (const [body, status, message] of [
        [{ access: 'custom' }, 400, NO_VIEWER_OR_EDITOR],
        [{ access: 'public', sharing: { roles: [{ role_id: bobRole, access: 'no_access' }], data_scopes: { all: false, ids: [globalScope] } } }, 400, NO_VIEWER_OR_EDITOR],
        [{ access: 'private', sharing: { roles: [], data_scopes: { all: true } } }, 400, PRIVATE_ALL_SCOPES],
        [{ access: 'custom', sharing: { roles: [{ role_id: bobRole, access: 'viewers' }], data_scopes: { all: true } } }, 403, ALL_SCOPES_FORBIDDEN],
        [{ name: '   ' }, 400, BLANK_NAME],
        [{ access: 'custom', sharing: { roles: [{ role_id: '-'.repeat(36), access: 'viewers' }], data_scopes: { all: false, ids: [globalScope] } } }, 400, `No role with the id "${'-'.repeat(36)}".`],
        [{ spaceFilter: WINDOWS_FILTER }, 403, FILTER_FORBIDDEN],
      ] as const) {
        expectError(await send('POST', '/dashboard', bob, { name: 'Bad', ...{ access: 'private' }, ...body }), status, message);
      }
      // The contract itself refuses an empty list of specific data scopes; the sentence is the spec's.
      const noScope = await send('POST', '/dashboard', bob, { name: 'Bad', access: 'private', sharing: { roles: [], data_scopes: { all: false, ids: [] } } });
      expectError(noScope, 400, NO_DATA_SCOPE);
      expectError(await send('POST', '/dashboard', bob, { name: 'Bad', access: 'private', sharing: { roles: [], data_scopes: { all: false } } }), 400, NO_DATA_SCOPE);
      expect(await count('spaces')).toBe(before);
      expect(NO_DATA_SCOPE).toBe('At least one Data Scope must be selected');
    });

    it('refuses a role named twice (which access would it have?), and writes nothing', async () => {
      const before = await count('spaces');
      const twice = { name: 'Bob twice', access: 'custom', sharing: { roles: [{ role_id: veraRole, access: 'viewers' }, { role_id: veraRole.toUpperCase(), access: 'editors' }], data_scopes: { all: false, ids: [globalScope] } } };
      expectError(await send('POST', '/dashboard', bob, twice), 400, roleListedTwice(veraRole.toUpperCase()));
      expect(await count('spaces')).toBe(before);
    });

    it('lets a role with the extra permission share with all data scopes', async () => {
      const space = await createSpace(carol, { name: 'Carol everywhere', access: 'public', sharing: { roles: [{ role_id: veraRole, access: 'viewers' }], data_scopes: { all: true } } });
      expect(space.sharing?.data_scopes).toEqual({ all: true });
    });

    it("lists what the caller may see: by default their favourites and own, with all_spaces every visible one", async () => {
      await createSpace(bob, { name: 'Bob private' });
      await createSpace(bob, { name: 'Bob shared with vera', access: 'custom', sharing: shareWith(veraRole) });
      expect(await names(vera)).toEqual([]);
      expect(await names(vera, '?all_spaces=true')).toEqual(['Bob shared with vera', 'Carol everywhere']);
      expect(await names(bob)).toEqual(['Bob private', 'Bob shared with vera']);
      expect(await names(alice, '?all_spaces=true')).toEqual(['Alice home', 'Alice second', 'Carol everywhere']);
      // Admins see every space.
      expect((await names(admin, '?all_spaces=true')).length).toBe(await count('spaces'));
    });

    it('searches by name, sorts, limits to ids and pages by 20', async () => {
      expect(await names(alice, '?all_spaces=true&search=second')).toEqual(['Alice second']);
      expect(await names(alice, '?all_spaces=true&query=HOME')).toEqual(['Alice home']);
      expect(await names(alice, '?all_spaces=true&sort=-name')).toEqual(['Carol everywhere', 'Alice second', 'Alice home']);
      const home = (await list(alice)).data.find((space) => space.name === 'Alice home');
      expect(await names(alice, `?all_spaces=true&space_ids=${home?.uuid ?? ''},not-a-uuid`)).toEqual(['Alice home']);
      const page = await list(alice, '?all_spaces=true');
      expect(page.meta).toMatchObject({ page: 0, size: 20, total: 3, next_cursor: null });
      expect((await send('GET', '/dashboard?sort=owner', alice)).statusCode).toBe(400);
      // The management filters, one value or several; an unknown type is bad input.
      expect(await names(alice, '?all_spaces=true&access=public')).toEqual(['Carol everywhere']);
      expect(await names(alice, '?all_spaces=true&access=public&access=private&types=custom&created_by=alice')).toEqual(['Alice home', 'Alice second']);
      expect((await send('GET', '/dashboard?types=nonsense', alice)).statusCode).toBe(400);
      // A page number past any list (1e400 read as Infinity) is bad input, not a reply without its page.
      expect((await send('GET', '/dashboard?page=1e400', alice)).statusCode).toBe(400);
      // Every column of the list sorts.
      expect((await names(alice, '?all_spaces=true&sort=access')).at(-1)).toBe('Carol everywhere');
      expect((await names(alice, '?all_spaces=true&sort=-created_by'))[0]).toBe('Carol everywhere');
      expect((await names(alice, '?all_spaces=true&sort=-type')).sort()).toEqual(['Alice home', 'Alice second', 'Carol everywhere']);
    });

    it('sorts names as people read them (accents beside their letter, numbers by value, case aside), and finds them whatever their accents', async () => {
      const made = [];
      for (const name of ['Natural Zulu', 'Natural item 10', 'Natural Émile', 'natural alpha', 'Natural item 9']) made.push(await createSpace(alice, { name }));
      expect(await names(alice, '?all_spaces=true&search=natural&sort=name')).toEqual(['natural alpha', 'Natural Émile', 'Natural item 9', 'Natural item 10', 'Natural Zulu']);
      expect(await names(alice, '?all_spaces=true&search=natural&sort=-name')).toEqual(['Natural Zulu', 'Natural item 10', 'Natural item 9', 'Natural Émile', 'natural alpha']);
      // Found whatever the accents and case of either side.
      expect(await names(alice, '?all_spaces=true&search=EMILE')).toEqual(['Natural Émile']);
      expect(await names(alice, '?all_spaces=true&search=natural émile')).toEqual(['Natural Émile']);
      expect(await names(alice, '?all_spaces=true&search=NATURAL ÉMI')).toEqual(['Natural Émile']);
      for (const space of made) expect((await send('DELETE', `/dashboard/${space.uuid}`, alice)).statusCode).toBeLessThan(300);
    });

    it("reorders the caller's list, and only theirs", async () => {
      const before = await names(alice, '?all_spaces=true');
      const carolSpace = (await list(alice, '?all_spaces=true')).data.find((space) => space.name === 'Carol everywhere');
      expect((await send('PUT', `/dashboard/reorder/${carolSpace?.uuid ?? ''}`, alice, { index: 0 })).statusCode).toBe(204);
      expect(await names(alice, '?all_spaces=true')).toEqual(['Carol everywhere', ...before.filter((name) => name !== 'Carol everywhere')]);
      expect(await names(vera, '?all_spaces=true')).toEqual(['Bob shared with vera', 'Carol everywhere']);
      // A sort asked for wins over the caller's order.
      expect(await names(alice, '?all_spaces=true&sort=name')).toEqual(['Alice home', 'Alice second', 'Carol everywhere']);
      expect((await send('PUT', `/dashboard/reorder/${carolSpace?.uuid ?? ''}`, alice, { index: 99 })).statusCode).toBe(204);
      expect((await names(alice, '?all_spaces=true')).at(-1)).toBe('Carol everywhere');
      expectError(await send('PUT', '/dashboard/reorder/00000000-0000-4000-8000-000000000000', alice, { index: 0 }), 404, SPACE_NOT_FOUND);
    });
  });

  describe('update', () => {
    it('lets editors change a space, viewers only mark it a favourite, others not see it', async () => {
      const space = await createSpace(bob, { name: 'Team', access: 'custom', sharing: { roles: [{ role_id: veraRole, access: 'viewers' }], data_scopes: { all: false, ids: [globalScope] } } });
      expectError(await send('PUT', `/dashboard/${space.uuid}`, vera, { name: 'Mine now' }), 403, 'You do not have the permissions for this: it needs Update on Dashboard.');
      expectError(await send('PUT', `/dashboard/${space.uuid}`, alice, { name: 'Mine now' }), 404, SPACE_NOT_FOUND);
      const renamed = await send('PUT', `/dashboard/${space.uuid}`, bob, { name: 'Team board', hidePartialAdapters: true });
      expect(renamed.json<Schemas['SpaceReply']>().data.attributes).toMatchObject({ name: 'Team board', hidePartialAdapters: true });
      // carol (not an editor) sees nothing of it.
      expectError(await send('PUT', `/dashboard/${space.uuid}`, carol, { favorite: true }), 404, SPACE_NOT_FOUND);
    });

    it('tells each caller whether they may change a space (can_edit): its owner, an editor role, an admin; not a viewer, nor anyone on calculations', async () => {
      const space = await createSpace(alice, {
        name: 'Shared both ways',
        access: 'custom',
        sharing: { roles: [{ role_id: bobRole, access: 'editors' }, { role_id: veraRole, access: 'viewers' }], data_scopes: { all: false, ids: [globalScope] } },
      });
      const canEdit = async (cookie: string) => (await list(cookie, '?all_spaces=true&size=500')).data.find((listed) => listed.uuid === space.uuid)?.can_edit;
      expect([await canEdit(alice), await canEdit(bob), await canEdit(admin), await canEdit(vera)]).toEqual([true, true, true, false]);
      await server.db.query("update spaces set type = 'calculations' where uuid = $1", [space.uuid]);
      expect([await canEdit(alice), await canEdit(admin)]).toEqual([false, false]);
      await server.db.query('delete from spaces where uuid = $1', [space.uuid]);
    });

    it('keeps calculations spaces read-only, even for their owner', async () => {
      const space = await createSpace(bob, { name: 'Bob calculations' });
      await server.db.query("update spaces set type = 'calculations' where uuid = $1", [space.uuid]);
      expectError(await send('PUT', `/dashboard/${space.uuid}`, bob, { name: 'Changed' }), 403, READ_ONLY_SPACE);
      expectError(await send('POST', `/dashboard/charts/${space.uuid}`, bob, { name: 'x', metric: 'text', view: 'text', config: {} }), 403, READ_ONLY_SPACE);
      expectError(await send('DELETE', `/dashboard/${space.uuid}`, admin), 403, READ_ONLY_SPACE);
      await server.db.query('delete from spaces where uuid = $1', [space.uuid]);
    });

    it('keeps at least one favourite', async () => {
      const [only] = (await list(alice)).data.filter((space) => space.favorite);
      expect(only).toBeDefined();
      expectError(await send('PUT', `/dashboard/${only?.uuid ?? ''}`, alice, { favorite: false }), 400, NO_FAVORITE);
      const second = (await list(alice)).data.find((space) => !space.favorite);
      const marked = await send('PUT', `/dashboard/${second?.uuid ?? ''}`, alice, { favorite: true });
      expect(marked.json<Schemas['SpaceReply']>().data.attributes.favorite).toBe(true);
      const unmarked = await send('PUT', `/dashboard/${only?.uuid ?? ''}`, alice, { favorite: false });
      expect(unmarked.json<Schemas['SpaceReply']>().data.attributes.favorite).toBe(false);
    });

    it('sets the dashboard filter only with the permission, and checks it against the common fields', async () => {
      const bobs = await createSpace(bob, { name: 'Bob filter' });
      expectError(await send('PUT', `/dashboard/${bobs.uuid}`, bob, { spaceFilter: null }), 403, FILTER_FORBIDDEN);
      const space = await createSpace(alice, { name: 'Alice filter' });
      const lastWeek = { operator: 'and', conditions: [{ field: 'last_seen', operator: 'last_days', value: 7 }], groups: [] };
      const set = await send('PUT', `/dashboard/${space.uuid}`, alice, { spaceFilter: lastWeek });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<Schemas['SpaceReply']>().data.attributes.spaceFilter).toEqual(lastWeek);
      const bad = await send('PUT', `/dashboard/${space.uuid}`, alice, { spaceFilter: WINDOWS_FILTER });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).details?.[0]?.field).toBe('/spaceFilter/conditions/0');
      const cleared = await send('PUT', `/dashboard/${space.uuid}`, alice, { spaceFilter: null });
      expect(cleared.json<Schemas['SpaceReply']>().data.attributes.spaceFilter).toBeNull();
    });

    it('needs the extra permission for all data scopes', async () => {
      const space = await createSpace(alice, { name: 'Alice wide', access: 'custom', sharing: shareWith(bobRole) });
      const all = { roles: [{ role_id: bobRole, access: 'viewers' }], data_scopes: { all: true } };
      expectError(await send('PUT', `/dashboard/${space.uuid}`, alice, { sharing: all }), 403, ALL_SCOPES_FORBIDDEN);
      expectError(await send('PUT', `/dashboard/${space.uuid}`, alice, { access: 'private', sharing: all }), 400, PRIVATE_ALL_SCOPES);
      const unknownRole = await send('PUT', `/dashboard/${space.uuid}`, alice, { sharing: { roles: [{ role_id: 'nope', access: 'viewers' }], data_scopes: { all: false, ids: [globalScope] } } });
      expectError(unknownRole, 400, 'No role with the id "nope".');
      // An editor role without the permission is told it may not edit, so the console offers no editing.
      const wide = await createSpace(carol, { name: 'Carol wide', access: 'custom', sharing: { roles: [{ role_id: bobRole, access: 'editors' }], data_scopes: { all: true } } });
      const canEdit = async (cookie: string) => (await list(cookie, `?all_spaces=true&space_ids=${wide.uuid}`)).data[0]?.can_edit;
      expect([await canEdit(carol), await canEdit(bob)]).toEqual([true, false]);
      expectError(await send('POST', `/dashboard/charts/${wide.uuid}`, bob, { name: 'x', metric: 'text', view: 'text', config: { text: 'x' } }), 403, ALL_SCOPES_FORBIDDEN);
      expect((await send('DELETE', `/dashboard/${wide.uuid}`, carol)).statusCode).toBe(204);
    });

    it("widens the dashboard's queries only as asked, and only the owner's or an admin's", async () => {
      const privateQuery = await send('POST', '/queries', alice, { name: 'Alice secret', entity: 'devices', filter: WINDOWS_FILTER, private: true });
      expect(privateQuery.statusCode, privateQuery.body).toBe(201);
      const secretId = privateQuery.json<Schemas['SavedQueryReply']>().data.attributes.id;
      const space = await createSpace(alice, { name: 'Alice with secret', access: 'custom', sharing: shareWith(bobRole, 'editors') });
      await addChart(alice, space.uuid, { config: { queries: [{ query_id: secretId }, { query_id: windowsId }] } });
      const toPublic = { access: 'public' };
      expectError(await send('PUT', `/dashboard/${space.uuid}`, alice, toPublic), 400, queriesPrivate(['Alice secret']));
      expectError(await send('PUT', `/dashboard/${space.uuid}`, alice, { ...toPublic, bulk_permission_change: 'NON_SHARED_TO_SHARED' }), 400, queriesPrivate(['Alice secret']));
      // bob edits the dashboard but may not open alice's query.
      expectError(await send('PUT', `/dashboard/${space.uuid}`, bob, { ...toPublic, bulk_permission_change: 'PRIVATE_TO_PUBLIC' }), 403, QUERY_ACCESS_ASK_ADMIN);
      const still = await server.db.query<{ access: string }>('select access from spaces where uuid = $1', [space.uuid]);
      expect(still[0]?.access).toBe('custom');
      const opened = await send('PUT', `/dashboard/${space.uuid}`, alice, { ...toPublic, bulk_permission_change: 'PRIVATE_TO_PUBLIC' });
      expect(opened.statusCode, opened.body).toBe(200);
      const [query] = await server.db.query<{ private: boolean; all_data_scopes: boolean }>('select private, all_data_scopes from saved_queries where id = $1', [secretId]);
      expect(query).toEqual({ private: false, all_data_scopes: true });
    });

    it("changes a dashboard's queries as the list's bulk change asks, its sharing unchanged", async () => {
      const make = async (name: string, extra: Record<string, unknown>) => {
        const reply = await send('POST', '/queries', alice, { name, entity: 'devices', filter: WINDOWS_FILTER, ...extra });
        expect(reply.statusCode, reply.body).toBe(201);
        return reply.json<Schemas['SavedQueryReply']>().data.attributes.id;
      };
      const secretId = await make('Alice bulk secret', { private: true });
      const scopedId = await make('Alice bulk scoped', { data_scope_ids: [globalScope] });
      const space = await createSpace(alice, { name: 'Alice mass change', access: 'custom', sharing: shareWith(bobRole, 'editors') });
      await addChart(alice, space.uuid, { config: { queries: [{ query_id: secretId }, { query_id: scopedId }, { query_id: windowsId }] } });
      const stateOf = async () =>
        server.db.query<{ name: string; private: boolean; all_data_scopes: boolean }>(
          'select name, private, all_data_scopes from saved_queries where id = any($1::uuid[]) order by name',
          [[secretId, scopedId]],
        );
      const bulk = (cookie: string, change: string) => send('PUT', `/dashboard/${space.uuid}`, cookie, { bulk_permission_change: change });
      expect((await bulk(alice, 'NONE')).statusCode).toBe(200);
      expect(await stateOf()).toEqual([
        { name: 'Alice bulk scoped', private: false, all_data_scopes: false },
        { name: 'Alice bulk secret', private: true, all_data_scopes: false },
      ]);
      // bob edits the dashboard but may not change alice's queries: nothing changes.
      expectError(await bulk(bob, 'NON_SHARED_TO_SHARED'), 403, QUERY_ACCESS_ASK_ADMIN);
      expect((await stateOf())[0]?.all_data_scopes).toBe(false);
      expect((await bulk(alice, 'NON_SHARED_TO_SHARED')).statusCode).toBe(200);
      expect(await stateOf()).toEqual([
        { name: 'Alice bulk scoped', private: false, all_data_scopes: true },
        { name: 'Alice bulk secret', private: true, all_data_scopes: false },
      ]);
      expect((await bulk(alice, 'PRIVATE_TO_PUBLIC')).statusCode).toBe(200);
      expect((await stateOf())[1]).toEqual({ name: 'Alice bulk secret', private: false, all_data_scopes: true });
      const [after] = await server.db.query<{ access: string }>('select access from spaces where uuid = $1', [space.uuid]);
      expect(after?.access).toBe('custom');
    });

    it('shares non-shared queries with all data scopes when asked', async () => {
      const scoped = await send('POST', '/queries', carol, { name: 'Carol scoped', entity: 'devices', filter: WINDOWS_FILTER, data_scope_ids: [globalScope] });
      const scopedId = scoped.json<Schemas['SavedQueryReply']>().data.attributes.id;
      const space = await createSpace(carol, { name: 'Carol scoped board', access: 'custom', sharing: shareWith(veraRole) });
      await addChart(carol, space.uuid, { config: { queries: [{ query_id: scopedId }] } });
      const all = { sharing: { roles: [{ role_id: veraRole, access: 'viewers' }], data_scopes: { all: true } } };
      expectError(await send('PUT', `/dashboard/${space.uuid}`, carol, all), 400, queriesNotShared(['Carol scoped']));
      const shared = await send('PUT', `/dashboard/${space.uuid}`, carol, { ...all, bulk_permission_change: 'NON_SHARED_TO_SHARED' });
      expect(shared.json<Schemas['SpaceReply']>().data.attributes.sharing?.data_scopes).toEqual({ all: true });
      const [query] = await server.db.query<{ all_data_scopes: boolean }>('select all_data_scopes from saved_queries where id = $1', [scopedId]);
      expect(query?.all_data_scopes).toBe(true);
    });
  });

  describe('charts', () => {
    let space: Space;
    let other: Space;
    beforeAll(async () => {
      space = await createSpace(alice, { name: 'Charts', access: 'custom', sharing: shareWith(veraRole) });
      other = await createSpace(alice, { name: 'Other charts' });
    });

    it('adds a chart after the others (beside them while the row has room), its size raised to the view minimum', async () => {
      const first = await addChart(alice, space.uuid);
      expect(first).toMatchObject({ space: space.uuid, metric: 'compare', view: 'pie', size: { height: 7, width: 6 }, layout: { x: 0, y: 0, w: 6, h: 7 }, pinned: false, show_title: true });
      const second = await addChart(alice, space.uuid, { name: 'Cards', metric: 'summary', view: 'cards', config: { field: 'name', queries: [{ query_id: windowsId }] } });
      expect(second.layout).toMatchObject({ x: 6, y: 0 });
      const third = await addChart(alice, space.uuid, { name: 'Wide', size: { height: 7, width: 12 } });
      expect(third.layout).toMatchObject({ x: 0, y: 7, w: 12 });
      const [row] = await server.db.query<{ ids: string[] }>('select array_agg(query_id::text order by position) as ids from chart_queries where chart_id = $1', [first.id]);
      expect(row?.ids).toEqual([windowsId, macId]);
    });

    it('refuses a chart that breaks a rule with a clear 400 and writes nothing', async () => {
      const before = await count('charts');
      const base = { name: 'Bad', metric: 'compare', view: 'pie', config: { queries: [{ query_id: windowsId }] } };
      const secret = await send('POST', '/queries', carol, { name: 'Carol private', entity: 'devices', filter: WINDOWS_FILTER, private: true });
      const secretId = secret.json<Schemas['SavedQueryReply']>().data.attributes.id;
      const usersId = await queryId('Disabled users');
      const cases: [Record<string, unknown>, string, string | undefined][] = [
        [{ view: 'matrix' }, CHART_MESSAGES.viewNotAllowed('matrix', 'compare'), '/view'],
        // Queries of the wrong asset type: role mining over devices, an intersect of devices and users.
        [{ metric: 'role_mining', view: 'table', config: { queries: [{ query_id: windowsId }] } }, CHART_MESSAGES.usersOnly, '/config/queries/0/query_id'],
        [{ metric: 'intersect', view: 'venn_triangle', config: { queries: [{ query_id: windowsId }, { query_id: usersId }] } }, CHART_MESSAGES.mixedEntities, '/config/queries'],
        [{ metric: 'summary', view: 'cards', size: { height: 1, width: 2 }, config: { field: 'name', queries: [{ query_id: windowsId }] } }, CHART_MESSAGES.tooSmall('cards', { height: 2, width: 3 }), '/size'],
        [{ view: 'line', config: { queries: Array.from({ length: 7 }, () => ({ query_id: windowsId })) } }, CHART_MESSAGES.lineQueries, undefined],
        [{ config: { queries: [{ query_id: '00000000-0000-4000-8000-00000000beef' }] } }, queryNotUsable('00000000-0000-4000-8000-00000000beef'), '/config/queries/0/query_id'],
        [{ config: { queries: [{ query_id: windowsId }, { query_id: secretId }] } }, queryNotUsable(secretId), '/config/queries/1/query_id'],
        [
          { metric: 'timeline', view: 'line', config: { data_source: 'historical', queries: [{ query_id: windowsId }], date_range: { type: 'absolute', date_from: '2026-02-01', date_to: '2026-01-01' } } },
          CHART_MESSAGES.dateRangeOrder,
          '/config/date_range',
        ],
        [{ metric: 'segment', view: 'pie', config: { data_source: 'historical', field: 'os_type', queries: [{ query_id: windowsId }] } }, CHART_MESSAGES.notHistorical('segment'), '/config/data_source'],
        // Data over time reads the daily counts: a measure over fields cannot be had from them.
        [
          { metric: 'summary', view: 'summary', config: { data_source: 'historical', queries: [{ query_id: windowsId }], measures: [{ function: 'count_true', field: 'is_managed' }] } },
          CHART_MESSAGES.historicalMeasures,
          '/config/measures',
        ],
        [{ metric: 'text', view: 'text', config: { queries: [{ query_id: windowsId }] } }, CHART_MESSAGES.tooManyQueries(0), '/config/queries'],
        [{ metric: 'text', view: 'rich_text', config: { text: ' \n ' } }, CHART_MESSAGES.textRequired, '/config/text'],
        [{ config: { queries: [{ query_id: windowsId }], filter: { operator: 'and', conditions: [{ field: 'nope', operator: 'exists' }], groups: [] } } }, '', '/config/filter/conditions/0'],
        // Measures the chart could never compute, limits of the contract.
        [{ metric: 'summary', view: 'summary', config: { queries: [{ query_id: windowsId }], measures: [{ function: 'average', field: 'hostname' }] } }, AGGREGATE_MESSAGES.notNumber('hostname'), '/config/measures/0'],
        [{ metric: 'summary', view: 'summary', config: { queries: [{ query_id: windowsId }], measures: [{ function: 'sum', field: 'no_such_field' }] } }, AGGREGATE_MESSAGES.unknownField('no_such_field', 'devices'), '/config/measures/0'],
        [
          { metric: 'timeline', view: 'line', config: { data_source: 'historical', queries: [{ query_id: windowsId }], date_range: { type: 'relative', relative_type: 'last', unit: 'year', count: 100_000 } } },
          '',
          undefined,
        ],
        [{ metric: 'text', view: 'rich_text', config: { text: 'x'.repeat(50_001) } }, 'Invalid request: body/config/text may have at most 50000 characters', undefined],
        // Further back than the daily snapshots go: the dates would not compute.
        [
          { metric: 'timeline', view: 'line', config: { data_source: 'historical', queries: [{ query_id: windowsId }], date_range: { type: 'relative', relative_type: 'last', unit: 'year', count: 3650 } } },
          CHART_MESSAGES.tooFarBack,
          '/config/date_range',
        ],
        [
          { metric: 'timeline', view: 'line', config: { data_source: 'historical', queries: [{ query_id: windowsId }], date_range: { type: 'dynamic', period: 'complete_years', count: 1_000_000_000 } } },
          CHART_MESSAGES.tooFarBack,
          '/config/date_range',
        ],
        [
          { metric: 'timeline', view: 'line', config: { data_source: 'historical', queries: [{ query_id: windowsId }], time_gap: { type: 'relative', unit: 'month', count: 100_000 } } },
          CHART_MESSAGES.tooFarBack,
          '/config/time_gap',
        ],
        // Places and sizes the grid cannot hold, and numbers no layout needs.
        [{ layout: { x: 11, y: 0, w: 6, h: 7 } }, CHART_MESSAGES.outsideGrid, '/layout'],
        [{ layout: { x: 0, y: 3_000_000_000, w: 6, h: 7 } }, '', undefined],
        [{ size: { height: 1_000_000_000, width: 6 } }, '', undefined],
        [{ name: '   ' }, CHART_MESSAGES.nameRequired, '/name'],
        // Fields the chart could never group by, show or measure: refused now, not drawn as an error later.
        [{ metric: 'segment', view: 'pie', config: { field: 'nonexistent_field', queries: [{ query_id: windowsId }] } }, AGGREGATE_MESSAGES.unknownField('nonexistent_field', 'devices'), '/config/field'],
        [{ metric: 'table', view: 'table', config: { dimensions: ['zzz'], queries: [{ query_id: windowsId }] } }, AGGREGATE_MESSAGES.unknownField('zzz', 'devices'), '/config/dimensions/0'],
        [{ metric: 'summary', view: 'summary', config: { queries: [{ query_id: windowsId }], measures: [{ function: 'average' }] } }, AGGREGATE_MESSAGES.measureField('average'), '/config/measures/0'],
      ];
      for (const [change, message, pointer] of cases) {
        const reply = await send('POST', `/dashboard/charts/${space.uuid}`, alice, { ...base, ...change });
        expect(reply.statusCode, reply.body).toBe(400);
        if (message) expect(errorOf(reply).message).toBe(message);
        if (pointer) expect(errorOf(reply).details?.map((detail) => detail.field)).toContain(pointer);
      }
      expect(await count('charts')).toBe(before);
      expect(await count('chart_queries')).toBeGreaterThan(0);
    });

    it('places a chart after a tall one at once, below it', async () => {
      const tall = await createSpace(alice, { name: 'Tall' });
      await addChart(alice, tall.uuid, { name: 'Tall', layout: { x: 0, y: 0, w: 12, h: 200 } });
      const next = await addChart(alice, tall.uuid, { name: 'Next' });
      expect(next.layout).toMatchObject({ x: 0, y: 200 });
    });

    it('keeps a chart\'s size and layout in step, within the grid', async () => {
      const chart = await addChart(alice, other.uuid, { name: 'Step', layout: { x: 6, y: 0, w: 6, h: 7 } });
      const moved = await send('PUT', `/dashboard/charts/${chart.id}`, alice, { layout: { x: 4, y: 2, w: 8, h: 5 } });
      expect(moved.json<Schemas['ChartReply']>().data.attributes).toMatchObject({ size: { height: 5, width: 8 }, layout: { x: 4, y: 2, w: 8, h: 5 } });
      const widened = await send('PUT', `/dashboard/charts/${chart.id}`, alice, { size: { height: 5, width: 12 } });
      expect(widened.json<Schemas['ChartReply']>().data.attributes).toMatchObject({ size: { height: 5, width: 12 }, layout: { x: 0, y: 2, w: 12, h: 5 } });
      expectError(await send('PUT', `/dashboard/charts/${chart.id}`, alice, { layout: { x: 6, y: 2, w: 8, h: 5 } }), 400, CHART_MESSAGES.outsideGrid);
    });

    it('takes a segment over time as the wizard sends it, from the daily snapshots', async () => {
      const segments = await createSpace(alice, { name: 'Segments over time' });
      const chart = await addChart(alice, segments.uuid, {
        name: 'Windows devices by type over time',
        metric: 'segment_timeline',
        view: 'line',
        config: { data_source: 'historical', field: 'device_type', queries: [{ query_id: windowsId }], date_range: { type: 'relative', relative_type: 'last', unit: 'day', count: 7 } },
      });
      expect(chart).toMatchObject({ metric: 'segment_timeline', config: { data_source: 'historical', field: 'device_type' } });
    });

    it('keeps a widely shared dashboard from taking narrower queries', async () => {
      const everywhere = (await list(carol, '?all_spaces=true')).data.find((s) => s.name === 'Carol everywhere');
      const made = await send('POST', '/queries', carol, { name: 'Carol narrow', entity: 'devices', filter: WINDOWS_FILTER, private: true });
      const narrowId = made.json<Schemas['SavedQueryReply']>().data.attributes.id;
      const chart = { name: 'Narrow', metric: 'compare', view: 'pie', config: { queries: [{ query_id: windowsId }, { query_id: narrowId }] } };
      expectError(await send('POST', `/dashboard/charts/${everywhere?.uuid ?? ''}`, carol, chart), 400, chartQueriesTooNarrow(['Carol narrow']));
      const wide = await addChart(carol, everywhere?.uuid ?? '', { name: 'Wide' });
      expectError(await send('PUT', `/dashboard/charts/${wide.id}`, carol, { config: chart.config }), 400, chartQueriesTooNarrow(['Carol narrow']));
      const own = await createSpace(carol, { name: 'Carol own' });
      const mover = await addChart(carol, own.uuid, chart);
      expectError(await send('PUT', `/dashboard/charts/${mover.id}/move`, carol, { destination_space: everywhere?.uuid }), 400, chartQueriesTooNarrow(['Carol narrow']));
      expect((await chartsIn(own.uuid)).map((c) => c.id)).toEqual([mover.id]);
    });

    it('answers who may not add a chart', async () => {
      expectError(await send('POST', `/dashboard/charts/${space.uuid}`, vera, { name: 'x', metric: 'text', view: 'text', config: {} }), 403, 'You do not have the permissions for this: it needs Update on Dashboard.');
      expectError(await send('POST', `/dashboard/charts/${space.uuid}`, bob, { name: 'x', metric: 'text', view: 'text', config: {} }), 404, SPACE_NOT_FOUND);
      const shared = await createSpace(alice, { name: 'Bob views', access: 'custom', sharing: shareWith(bobRole) });
      expectError(await send('POST', `/dashboard/charts/${shared.uuid}`, bob, { name: 'x', metric: 'text', view: 'text', config: {} }), 403, READ_ONLY_SPACE);
    });

    it("updates a chart: 'Chart id is required' without an id; pins; fits the size to a new view", async () => {
      for (const url of ['/dashboard/charts/', '/dashboard/charts/%20', '/dashboard/charts/%20%20%09']) {
        expectError(await send('PUT', url, alice, { pinned: true }), 400, CHART_MESSAGES.idRequired);
      }
      const chart = await addChart(alice, space.uuid, { name: 'Small', metric: 'compare', view: 'pie', size: { height: 4, width: 3 } });
      const pinned = await send('PUT', `/dashboard/charts/${chart.id}`, alice, { pinned: true, view: 'histogram' });
      expect(pinned.statusCode, pinned.body).toBe(200);
      expect(pinned.json<Schemas['ChartReply']>().data.attributes).toMatchObject({ pinned: true, view: 'histogram', size: { height: 4, width: 6 }, layout: { w: 6, h: 4 } });
      expectError(await send('PUT', `/dashboard/charts/${chart.id}`, alice, { view: 'tree' }), 400, CHART_MESSAGES.viewNotAllowed('tree', 'compare'));
      expectError(await send('PUT', '/dashboard/charts/00000000-0000-4000-8000-000000000000', alice, { pinned: true }), 404, 'No such chart.');
      const changed = await send('PUT', `/dashboard/charts/${chart.id}`, alice, { config: { queries: [{ query_id: macId }] } });
      expect(changed.statusCode).toBe(200);
      const rows = await server.db.query<{ id: string }>('select query_id::text as id from chart_queries where chart_id = $1', [chart.id]);
      expect(rows.map((row) => row.id)).toEqual([macId]);
    });

    it('lays out charts of one space in one go, or none', async () => {
      const [a, b] = (await list(alice, `?all_spaces=true&space_ids=${space.uuid}`)).data[0]?.charts ?? [];
      const elsewhere = await addChart(alice, other.uuid);
      const layouts = [
        { id: a?.id ?? '', layout: { x: 6, y: 0, w: 6, h: 8 } },
        { id: b?.id ?? '', layout: { x: 0, y: 0, w: 6, h: 8 } },
      ];
      expectError(await send('PUT', '/dashboard/charts/update_layouts', alice, { space: space.uuid, layouts: [...layouts, { id: elsewhere.id, layout: { x: 0, y: 9, w: 6, h: 8 } }] }), 400, notInSpace(elsewhere.id));
      expectError(
        await send('PUT', '/dashboard/charts/update_layouts', alice, { space: space.uuid, layouts: [...layouts, { id: a?.id ?? '', layout: { x: 0, y: 0, w: 2, h: 2 } }] }),
        400,
        CHART_MESSAGES.tooSmall('pie', { height: 4, width: 3 }),
      );
      const unchanged = await server.db.query<{ layout: unknown }>('select layout from charts where id = $1', [a?.id]);
      expect(unchanged[0]?.layout).toEqual(a?.layout);
      expect((await send('PUT', '/dashboard/charts/update_layouts', alice, { space: space.uuid, layouts })).statusCode).toBe(204);
      const after = (await list(alice, `?all_spaces=true&space_ids=${space.uuid}`)).data[0]?.charts ?? [];
      expect(after.find((chart) => chart.id === a?.id)).toMatchObject({ layout: { x: 6, y: 0, w: 6, h: 8 }, size: { height: 8, width: 6 } });
    });

    it('moves a chart to another space the caller may change, after its charts', async () => {
      const chart = await addChart(alice, space.uuid, { name: 'Mover' });
      const bobs = await createSpace(bob, { name: 'Bob target' });
      expectError(await send('PUT', `/dashboard/charts/${chart.id}/move`, alice, { destination_space: bobs.uuid }), 404, SPACE_NOT_FOUND);
      const destination = await createSpace(alice, { name: 'Destination' });
      await addChart(alice, destination.uuid, { name: 'Resident' });
      const moved = await send('PUT', `/dashboard/charts/${chart.id}/move`, alice, { destination_space: destination.uuid });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Schemas['ChartReply']>().data.attributes).toMatchObject({ space: destination.uuid, layout: { x: 6, y: 0, w: 6, h: 7 } });
    });

    it('deletes a chart', async () => {
      const chart = await addChart(alice, other.uuid, { name: 'Doomed' });
      expect((await send('DELETE', `/dashboard/charts/${chart.id}`, vera)).statusCode).toBe(403);
      expect((await send('DELETE', `/dashboard/charts/${chart.id}`, alice)).statusCode).toBe(204);
      expect(await server.db.query('select 1 from charts where id = $1', [chart.id])).toEqual([]);
    });

    it("lists the charts using a query, and removes a query by force from the charts", async () => {
      const made = await send('POST', '/queries', alice, { name: 'Alice temp', entity: 'devices', filter: WINDOWS_FILTER });
      const tempId = made.json<Schemas['SavedQueryReply']>().data.attributes.id;
      const made2 = await send('POST', '/queries', alice, { name: 'Alice temp 2', entity: 'devices', filter: WINDOWS_FILTER });
      const tempId2 = made2.json<Schemas['SavedQueryReply']>().data.attributes.id;
      const chart = await addChart(alice, other.uuid, { name: 'Temp chart', config: { queries: [{ query_id: tempId }, { query_id: windowsId }] } });
      const usage = await send('GET', `/queries/${tempId}/used_by`, alice);
      expect(usage.json<Schemas['QueryUsageReply']>().data).toEqual([{ kind: 'chart', id: chart.id, name: 'Temp chart', parent_id: other.uuid, parent_name: 'Other charts' }]);
      expectError(await send('DELETE', `/queries/${tempId}`, alice), 409, queryInUse('1 chart'));
      expect((await send('DELETE', `/queries/${tempId}?force=true`, alice)).statusCode).toBe(204);
      const [row] = await server.db.query<{ config: Chart['config'] }>('select config from charts where id = $1', [chart.id]);
      expect(row?.config.queries).toEqual([{ query_id: windowsId }]);
      // A chart left without queries can still be renamed or pinned, not reshaped.
      const lone = await addChart(alice, other.uuid, { name: 'Lone', metric: 'summary', view: 'summary', config: { field: 'name', queries: [{ query_id: tempId2 }] } });
      expect((await send('DELETE', `/queries/${tempId2}?force=true`, alice)).statusCode).toBe(204);
      expect((await send('PUT', `/dashboard/charts/${lone.id}`, alice, { pinned: true, name: 'Lone, broken' })).statusCode).toBe(200);
      expectError(await send('PUT', `/dashboard/charts/${lone.id}`, alice, { view: 'cards' }), 400, CHART_MESSAGES.tooFewQueries(1));
      expect(await server.db.query<{ id: string }>('select query_id::text as id from chart_queries where chart_id = $1', [chart.id])).toEqual([{ id: windowsId }]);
    });
  });

  describe('duplicate, folders, delete', () => {
    it('duplicates a visible space with its charts, as a private space of the caller', async () => {
      const source = await createSpace(bob, { name: 'Bob source', access: 'custom', sharing: shareWith(veraRole) });
      await addChart(bob, source.uuid);
      await addChart(bob, source.uuid, { name: 'Second' });
      const copy = await send('POST', `/dashboard/${source.uuid}/duplicate`, carol, { name: 'Copy' });
      expect(copy.statusCode).toBe(404);
      const reply = await send('POST', `/dashboard/${source.uuid}/duplicate`, bob, { name: 'Bob copy' });
      expect(reply.statusCode, reply.body).toBe(201);
      const duplicate = reply.json<Schemas['SpaceReply']>().data.attributes;
      expect(duplicate).toMatchObject({ name: 'Bob copy', access: 'private', origin: source.uuid, created_by: 'bob' });
      expect(duplicate.charts?.map((chart) => chart.name)).toEqual(['OS', 'Second']);
      expect(duplicate.charts?.every((chart) => chart.space === duplicate.uuid)).toBe(true);
    });

    it('files spaces under a folder, all or none', async () => {
      const a = await createSpace(bob, { name: 'Folder a' });
      const b = await createSpace(bob, { name: 'Folder b' });
      const alices = (await list(alice)).data[0];
      expectError(await send('PUT', '/dashboard/move_to_folder', bob, { ids: [a.uuid, alices?.uuid], folder_id: 'Reports' }), 404, SPACE_NOT_FOUND);
      expectError(await send('PUT', '/dashboard/move_to_folder', bob, { ids: [a.uuid], folder_id: 'x'.repeat(201) }), 400, FOLDER_TOO_LONG);
      expect((await send('PUT', '/dashboard/move_to_folder', bob, { ids: [a.uuid, b.uuid], folder_id: ' Reports/2026 ' })).statusCode).toBe(204);
      const filed = (await list(bob, `?space_ids=${a.uuid},${b.uuid}`)).data.map((space) => space.folder_id);
      expect(filed).toEqual(['Reports/2026', 'Reports/2026']);
      const inFolder = (await list(bob, `?folder_id=${encodeURIComponent('Reports/2026')}&all_spaces=true`)).data.map((space) => space.name);
      expect(inFolder.sort()).toEqual(['Folder a', 'Folder b']);
      expect((await list(bob, '?folder_id=&all_spaces=true')).data.map((space) => space.name)).not.toContain('Folder a');
      expect((await send('PUT', '/dashboard/move_to_folder', bob, { ids: [a.uuid], folder_id: null })).statusCode).toBe(204);
      expect((await list(bob, `?space_ids=${a.uuid}`)).data[0]?.folder_id).toBeNull();
    });

    it('deletes one space the caller may change', async () => {
      const space = await createSpace(bob, { name: 'Bob doomed', access: 'custom', sharing: shareWith(veraRole) });
      await addChart(bob, space.uuid);
      expectError(await send('DELETE', `/dashboard/${space.uuid}`, alice), 404, SPACE_NOT_FOUND);
      expect((await send('DELETE', `/dashboard/${space.uuid}`, bob)).statusCode).toBe(204);
      expect(await server.db.query('select 1 from charts where space_uuid = $1', [space.uuid])).toEqual([]);
    });

    it('deletes a selection: only the spaces the caller may change', async () => {
      const a = await createSpace(bob, { name: 'Bulk a' });
      const b = await createSpace(bob, { name: 'Bulk b' });
      const veras = await createSpace(alice, { name: 'Bulk not bob', access: 'custom', sharing: shareWith(bobRole) });
      const byIds = await send('DELETE', '/dashboard', bob, { ids: [a.uuid, veras.uuid, 'junk'], include: true });
      expect(byIds.json<Schemas['SpacesDeletedReply']>().data.attributes.deleted).toBe(1);
      expectError(await send('DELETE', '/dashboard', bob, { ids: [], include: false, filters: { owner: 'x' } }), 400, unknownSelectionFilter('owner'));
      // The management list's filters by their names there: none of bob's is public, so nothing goes.
      const publicOnes = await send('DELETE', '/dashboard', bob, { ids: [], include: false, filters: { search: 'Bulk', types: ['custom'], access: 'public' } });
      expect(publicOnes.json<Schemas['SpacesDeletedReply']>().data.attributes.deleted).toBe(0);
      const byFilter = await send('DELETE', '/dashboard', bob, { ids: [], include: false, filters: { search: 'Bulk', types: ['custom'], permission_levels: [] } });
      expect(byFilter.json<Schemas['SpacesDeletedReply']>().data.attributes.deleted).toBe(1);
      expect(await server.db.query('select name from spaces where uuid = any($1::uuid[])', [[a.uuid, b.uuid, veras.uuid]])).toEqual([{ name: 'Bulk not bob' }]);
    });
  });

  describe('templates', () => {
    it('builds every template on predefined queries, each chart within the rules', () => {
      const predefined = new Set(SAMPLE_QUERIES.filter((q) => q.owner === null).map((q) => `${q.entity}/${q.name}`));
      expect(TEMPLATES.length).toBeGreaterThanOrEqual(6);
      const views = new Set<string>();
      for (const template of TEMPLATES) {
        for (const chart of template.charts) {
          views.add(chart.view);
          for (const ref of chart.queries ?? []) expect(predefined.has(`${ref.entity}/${ref.name}`), `${template.id}: ${ref.name}`).toBe(true);
          const queries = (chart.queries ?? []).map(() => ({ query_id: 'x' }));
          const shaped = { ...chart, config: { ...chart.config, ...(queries.length && { queries }) } };
          expect(chartProblems(shaped), `${template.id}: ${chart.name}`).toEqual([]);
          // Its fields, measures and filter over its queries' asset types, as a chart saved in the console.
          expect(chartFieldRefusal(shaped, (chart.queries ?? []).map((ref) => ref.entity)), `${template.id}: ${chart.name}`).toBeUndefined();
        }
      }
      expect([...views]).toEqual(expect.arrayContaining(['summary', 'pie', 'histogram', 'line', 'text', 'rich_text', 'table', 'stacked', 'venn_triangle']));
      expect(new Set(TEMPLATES.map((t) => t.type))).toEqual(new Set(['saas', 'cam']));
    });

    it('lists templates by group and type', async () => {
      const ids = async (query: string) =>
        (await send('GET', `/dashboard/templates${query}`, vera)).json<Schemas['DashboardTemplatesReply']>().data.attributes.value.map((t) => t.id);
      expect(await ids('')).toEqual(TEMPLATES.map((t) => t.id));
      expect(await ids('?group=recommended')).toEqual(TEMPLATES.filter((t) => t.groups.includes('recommended')).map((t) => t.id));
      expect(await ids('?group=use_cases&type=cam')).toEqual(['vulnerability_management', 'cloud_inventory']);
    });

    it("applies a template (its charts replace the space's), resets to it, and refuses what it cannot", async () => {
      const space = await createSpace(alice, { name: 'From template' });
      await addChart(alice, space.uuid, { name: 'Old' });
      expectError(await send('PUT', `/dashboard/${space.uuid}/reset`, alice), 400, NO_TEMPLATE_ORIGIN);
      expectError(await send('PUT', `/dashboard/${space.uuid}/nope`, alice), 400, TEMPLATE_NOT_FOUND);
      expect((await list(alice, `?space_ids=${space.uuid}`)).data[0]).toMatchObject({ from_template: false, charts: [{ name: 'Old' }] });
      const applied = await send('PUT', `/dashboard/${space.uuid}/identity_risk`, alice);
      expect(applied.statusCode, applied.body).toBe(200);
      const result = applied.json<Schemas['SpaceReply']>().data.attributes;
      expect(result).toMatchObject({ origin: 'identity_risk', from_template: true });
      expect((await list(alice, `?space_ids=${space.uuid}`)).data[0]?.from_template).toBe(true);
      const template = TEMPLATES.find((t) => t.id === 'identity_risk');
      expect(result.charts?.map((c) => c.name)).toEqual(template?.charts.map((c) => c.name));
      const line = result.charts?.find((c) => c.view === 'line');
      expect(line?.config.queries).toEqual([{ query_id: await queryId('Admins without MFA') }, { query_id: await queryId('Disabled users') }]);
      // Changed, then reset.
      expect((await send('DELETE', `/dashboard/charts/${line?.id ?? ''}`, alice)).statusCode).toBe(204);
      const reset = await send('PUT', `/dashboard/${space.uuid}/reset`, alice);
      expect(reset.json<Schemas['SpaceReply']>().data.attributes.charts?.map((c) => c.name)).toEqual(template?.charts.map((c) => c.name));
      // A template needing a query this server lacks changes nothing.
      await server.db.query("update saved_queries set name = 'Renamed browsers' where name = 'Browsers' and predefined");
      const before = (await list(alice, `?space_ids=${space.uuid}`)).data[0]?.charts?.map((c) => c.id);
      expect((await send('PUT', `/dashboard/${space.uuid}/software_inventory`, alice)).statusCode).toBe(400);
      expect((await list(alice, `?space_ids=${space.uuid}`)).data[0]?.charts?.map((c) => c.id)).toEqual(before);
      await server.db.query("update saved_queries set name = 'Browsers' where name = 'Renamed browsers' and predefined");
    });
  });

  describe('management filters and adapter data', () => {
    it("offers the visible spaces' values", async () => {
      const reply = await send('GET', '/dashboard/management/filters', vera);
      expect(reply.statusCode, reply.body).toBe(200);
      const filters = reply.json<Schemas['DashboardManagementFiltersReply']>().data.attributes;
      expect(filters.created_by).toEqual(['alice', 'bob', 'carol']);
      expect(filters.access).toEqual(['custom', 'public']);
      expect(filters.template_groups).toEqual(['all', 'use_cases', 'recommended']);
    });

    it("counts an adapter's connections and assets", async () => {
      await server.db.query("insert into adapters (module, title, category) values ('test_adapter', 'Test', 'Cloud') on conflict do nothing");
      const [c1] = await server.db.query<{ id: string }>("insert into adapter_connections (adapter, label, status) values ('test_adapter', 'one', 'connected') returning id::text as id");
      await server.db.query("insert into adapter_connections (adapter, label, status) values ('test_adapter', 'two', 'disconnected'), ('test_adapter', 'three', 'connected')");
      const [asset] = await server.db.query<{ id: string }>("insert into assets (entity, name, first_seen, last_seen, last_updated) values ('devices', 'host-1', now(), now(), now()) returning id::text as id");
      await server.db.query('insert into asset_adapters (asset_id, connection_id, first_seen, last_seen) values ($1, $2, now(), now())', [asset?.id, c1?.id]);
      const reply = await send('GET', '/dashboard/adapter_data/test_adapter', vera);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<Schemas['DashboardAdapterDataReply']>().data.attributes).toEqual({
        module: 'test_adapter',
        title: 'Test',
        connections: [
          { status: 'connected', count: 2 },
          { status: 'disconnected', count: 1 },
        ],
        assets: { devices: 1 },
      });
      expectError(await send('GET', '/dashboard/adapter_data/nope', vera), 404, ADAPTER_NOT_FOUND);
    });
  });
});

describe('the sample dashboard', () => {
  it("seeds 'Overview' once, and it becomes the admin's favourite at signup", async () => {
    const server = await startTestServer();
    try {
      await addPredefinedQueries(server.db);
      const uuid = await server.db.transaction((tx) => seedOverviewSpace(tx));
      expect(uuid).toBeDefined();
      expect(await server.db.transaction((tx) => seedOverviewSpace(tx))).toBeUndefined();
      const admin = await server.asAdmin();
      const reply = await server.send({ method: 'GET', url: '/api/dashboard', cookie: admin });
      const [space] = reply.json<Schemas['SpaceListReply']>().data;
      expect(space).toMatchObject({ uuid, name: 'Overview', favorite: true, origin: 'overview', access: 'public', created_by: 'admin', type: 'default' });
      expect(space?.charts?.length).toBe(TEMPLATES.find((t) => t.id === 'overview')?.charts.length);
    } finally {
      await server.close();
    }
    // A server of its own (no admin yet): its start and the admin's password hash are slow on a busy machine.
  }, 120_000);
});
