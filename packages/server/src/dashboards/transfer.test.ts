import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { QueryFilter } from '@vigil/openapi';
import { CHART_MESSAGES } from '@vigil/openapi/charts';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import type { SessionUser } from '../auth/sessions.js';
import { AGGREGATE_MESSAGES } from '../queries/aggregate.js';
import { unknownEntity } from '../queries/checkFilter.js';
import { SPACE_NOT_FOUND, insertChart, insertSpace, type ChartCreate, type NewSpace } from './store.js';
import { ALL_SCOPES_FORBIDDEN, chartQueriesTooNarrow } from './sharing.js';
import { IMPORTED_SUFFIX, IMPORT_ORIGIN, TRANSFER_MESSAGES, safeFileName } from './transfer.js';
import { ARCHIVE_MESSAGES, EXPORT_FORMAT, IMPORT_MAX_BYTES, TEMPLATE_FORMAT, type SpaceExport } from './transferArchive.js';

/** A copy of the test's "Ops" dashboard made by an import: " (imported)", then numbered. */
const IMPORTED_OPS = /^Ops\/\.\.\/"Q3" \(imported( \d+)?\)$/;

type ImportReply = Schemas['DashboardImportReply']['data']['attributes'];

const WINDOWS: QueryFilter = { operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'Windows' }], groups: [] };
const LINUX: QueryFilter = { operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'Linux' }], groups: [] };
const base64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
const jsonArchive = (value: unknown) => base64(JSON.stringify(value));

describe('dashboard export and import', () => {
  let server: TestServer;
  /** Dashboards and queries, view and update, each their own role. */
  let alice: string;
  let bob: string;
  /** Dashboards view and update, queries view only. */
  let dora: string;
  let aliceUser: SessionUser;
  let bobUser: SessionUser;
  let bobRole: string;
  /** Alice's: private, and shared with every data scope. */
  let privateQuery: string;
  let sharedQuery: string;
  /** Bob's private query, which alice cannot see. */
  let bobsQuery: string;
  /** Alice's private space with three charts over her two queries. */
  let opsSpace: string;

  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
    server.send({ method, url: `/api${url}`, cookie, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
  const importing = (cookie: string, body: Record<string, unknown>) => send('POST', '/dashboard/import', cookie, body);
  const attributesOf = (reply: LightMyRequestResponse) => reply.json<Schemas['DashboardImportReply']>().data.attributes;
  const messageOf = (reply: LightMyRequestResponse) => reply.json<Schemas['Error']>().message;

  async function sessionUser(userName: string): Promise<SessionUser> {
    const [row] = await server.db.query<{ uuid: string; role_id: string; permissions: SessionUser['permissions'] }>(
      'select u.uuid::text as uuid, u.role_id::text as role_id, r.permissions from users u join roles r on r.uuid = u.role_id where u.user_name = $1',
      [userName],
    );
    if (!row) throw new Error(`no user ${userName}`);
    const now = new Date();
    return {
      ...row,
      user_name: userName,
      source: 'local',
      impersonator_uuid: null,
      data_scope_id: null,
      tenant_id: null,
      created_at: now,
      last_seen_at: now,
      expires_at: now,
      remember_me: false,
      saml_expires_at: null,
    };
  }
  async function createQuery(cookie: string, body: Record<string, unknown>): Promise<string> {
    const reply = await send('POST', '/queries', cookie, { entity: 'devices', filter: WINDOWS, ...body });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['SavedQueryReply']>().data.attributes.id;
  }
  async function createSpace(owner: SessionUser, space: NewSpace, charts: ChartCreate[]): Promise<string> {
    return server.db.transaction(async (tx) => {
      const uuid = await insertSpace(tx, owner, space);
      for (const chart of charts) await insertChart(tx, uuid, chart);
      return uuid;
    });
  }
  /** Every table an import writes, counted. */
  const counts = async () =>
    (
      await server.db.query(
        `select (select count(*)::int from spaces) as spaces, (select count(*)::int from charts) as charts, (select count(*)::int from chart_queries) as chart_queries,
                (select count(*)::int from saved_queries) as queries, (select count(*)::int from saved_query_versions) as versions,
                (select count(*)::int from space_favorites) as favorites, (select count(*)::int from space_data_scopes) as scopes`,
      )
    )[0];
  async function exportOf(cookie: string, uuid: string): Promise<SpaceExport> {
    const reply = await send('GET', `/dashboard/${uuid}/export`, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<SpaceExport>();
  }
  /** Imports and expects a 400 that changed nothing; returns the message. */
  async function refused(archive: string, extra: Record<string, unknown> = {}, status = 400): Promise<string> {
    const before = await counts();
    const reply = await importing(alice, { archive, ...extra });
    expect(reply.statusCode, reply.body).toBe(status);
    expect(await counts()).toEqual(before);
    return messageOf(reply);
  }

  const compareChart = (queryIds: string[], layout: ChartCreate['layout']): ChartCreate => ({
    name: 'Compare OS',
    metric: 'compare',
    view: 'histogram',
    config: { queries: queryIds.map((query_id, index) => ({ query_id, name: `Series ${String(index + 1)}` })) },
    layout,
  });

  beforeAll(async () => {
    server = await startTestServer();
    await server.asAdmin();
    const both = { Dashboard: ['View', 'Update'], Queries: ['View', 'Update'] };
    alice = await server.asUserWith(both, 'alice');
    bob = await server.asUserWith(both, 'bob');
    dora = await server.asUserWith({ Dashboard: ['View', 'Update'], Queries: ['View'] }, 'dora');
    aliceUser = await sessionUser('alice');
    bobUser = await sessionUser('bob');
    bobRole = bobUser.role_id ?? '';
    privateQuery = await createQuery(alice, { name: 'Windows', private: true });
    sharedQuery = await createQuery(alice, { name: 'Linux', filter: LINUX });
    bobsQuery = await createQuery(bob, { name: 'Bob only', private: true });
    opsSpace = await createSpace(aliceUser, { name: 'Ops/../"Q3"', hidePartialAdapters: true }, [
      compareChart([privateQuery, sharedQuery], { x: 0, y: 0, w: 6, h: 5 }),
      { name: 'Windows share', metric: 'segment', view: 'pie', config: { queries: [{ query_id: privateQuery }], field: 'os_type' }, layout: { x: 6, y: 0, w: 4, h: 5 } },
      { name: 'Note', metric: 'text', view: 'text', config: { text: 'Read me' }, layout: { x: 0, y: 5, w: 3, h: 4, static: true }, description: 'A note' },
    ]);
    // Four users' passwords are hashed: slow on a busy machine.
  }, 90_000);
  afterAll(() => server.close());

  describe('export', () => {
    it('exports one dashboard as a file: the space, its charts and each query they use once', async () => {
      const reply = await send('GET', `/dashboard/${opsSpace}/export`, alice);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-disposition']).toBe('attachment; filename="Ops..Q3.json"');
      const document = reply.json<SpaceExport>();
      expect(document.format).toBe(EXPORT_FORMAT);
      expect(document.space.name).toBe('Ops/../"Q3"');
      expect(document.charts.map((chart) => chart.name)).toEqual(['Compare OS', 'Windows share', 'Note']);
      expect(document.queries).toEqual([
        { id: privateQuery, name: 'Windows', entity: 'devices', filter: WINDOWS },
        { id: sharedQuery, name: 'Linux', entity: 'devices', filter: LINUX },
      ]);
    });

    it('lets an admin export any dashboard, one or all', async () => {
      const admin = await server.asAdmin();
      expect((await exportOf(admin, opsSpace)).space.uuid).toBe(opsSpace);
      const reply = await send('POST', '/dashboard/export', admin, { selection: { ids: [], include: false } });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<SpaceExport[]>().map((document) => document.space.uuid)).toContain(opsSpace);
    });

    it('answers 404 for a dashboard the caller cannot see', async () => {
      const reply = await send('GET', `/dashboard/${opsSpace}/export`, bob);
      expect(reply.statusCode).toBe(404);
      expect(messageOf(reply)).toBe(SPACE_NOT_FOUND);
    });

    it('exports a selection as a JSON array, leaving out the dashboards the caller cannot see, and refuses a selection of none', async () => {
      const bobs = await createSpace(bobUser, { name: 'Bob board' }, []);
      const reply = await send('POST', '/dashboard/export', alice, { selection: { ids: [opsSpace, bobs], include: true } });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-disposition']).toBe('attachment; filename="dashboards.json"');
      expect(reply.json<SpaceExport[]>().map((document) => document.space.uuid)).toEqual([opsSpace]);

      const none = await send('POST', '/dashboard/export', alice, { selection: { ids: [bobs], include: true } });
      expect(none.statusCode).toBe(400);
      expect(messageOf(none)).toBe(TRANSFER_MESSAGES.noneVisible);

      const allBut = await send('POST', '/dashboard/export', bob, { selection: { ids: [], include: false } });
      expect(allBut.json<SpaceExport[]>().map((document) => document.space.name)).toEqual(['Bob board']);
    });

    it("leaves out the charts over a query the caller may not see: its filter is not theirs to read", async () => {
      // A query made private after a shared dashboard began to use it.
      const shown = await createSpace(aliceUser, { name: 'Shown to bob', access: 'custom', sharing: { roles: [{ role_id: bobRole, access: 'viewers' }], data_scopes: { all: true } } }, [
        compareChart([sharedQuery], { x: 0, y: 0, w: 6, h: 5 }),
        { name: 'Windows share', metric: 'segment', view: 'pie', config: { queries: [{ query_id: privateQuery }], field: 'os_type' }, layout: { x: 6, y: 0, w: 4, h: 5 } },
      ]);
      const document = await exportOf(bob, shown);
      expect(document.charts.map((chart) => chart.name)).toEqual(['Compare OS']);
      expect(document.queries.map((query) => query.id)).toEqual([sharedQuery]);
      expect((await exportOf(alice, shown)).charts).toHaveLength(2);
    });

    it('makes safe file names', () => {
      expect(safeFileName('../../etc/passwd', 'x')).toBe('etcpasswd');
      expect(safeFileName('C:\\Temp\\"a"; b', 'x')).toBe('CTempa b');
      expect(safeFileName('///', 'dashboard')).toBe('dashboard');
    });
  });

  describe('import', () => {
    it('dry run: lists the dashboards and each query with the visible one it matches, and writes nothing', async () => {
      const archive = jsonArchive(await exportOf(alice, opsSpace));
      const before = await counts();
      const reply = await importing(bob, { archive, dry_run: true });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(attributesOf(reply)).toEqual({
        dry_run: true,
        spaces: [{ name: 'Ops/../"Q3"', charts: 3 }],
        // Bob sees alice's shared query, not her private one.
        queries: [
          { id: privateQuery, name: 'Windows', entity: 'devices', match: null },
          { id: sharedQuery, name: 'Linux', entity: 'devices', match: sharedQuery },
        ],
      });
      expect(await counts()).toEqual(before);
    });

    it('leaves alone the queries of the file no chart uses', async () => {
      const document = await exportOf(alice, opsSpace);
      const unused = { id: 'unused', name: 'Unused', entity: 'planets', filter: WINDOWS };
      const before = await counts();
      const reply = await importing(alice, { archive: jsonArchive({ ...document, queries: [...document.queries, unused] }), query_map: { [privateQuery]: privateQuery, [sharedQuery]: sharedQuery } });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(attributesOf(reply).queries.map((query) => query.id)).toEqual([privateQuery, sharedQuery]);
      expect(await counts()).toMatchObject({ queries: before?.['queries'], spaces: Number(before?.['spaces']) + 1 });
    });

    it('round trip: a private copy of the dashboard with its charts and layouts, a query mapped and one created', async () => {
      const document = await exportOf(alice, opsSpace);
      const reply = await importing(bob, { archive: jsonArchive(document), query_map: { [sharedQuery]: sharedQuery } });
      expect(reply.statusCode, reply.body).toBe(200);
      const result: ImportReply = attributesOf(reply);
      expect(result.dry_run).toBe(false);
      const created = result.queries.find((query) => query.id === privateQuery)?.mapped_to ?? '';
      expect(result.queries.find((query) => query.id === sharedQuery)?.mapped_to).toBe(sharedQuery);
      expect(created).not.toBe(privateQuery);
      const [query] = await server.db.query<{ name: string; private: boolean; owner: string; filter: QueryFilter; version: number; versions: number }>(
        `select name, private, owner_uuid::text as owner, filter, version, (select count(*)::int from saved_query_versions v where v.query_id = q.id) as versions
           from saved_queries q where id = $1`,
        [created],
      );
      expect(query).toEqual({ name: 'Windows', private: true, owner: bobUser.uuid, filter: WINDOWS, version: 1, versions: 1 });

      const [space] = result.spaces;
      expect(space).toMatchObject({ name: 'Ops/../"Q3"', charts: 3 });
      const copy = await exportOf(bob, space?.uuid ?? '');
      expect(copy.space).toMatchObject({ name: 'Ops/../"Q3"', origin: IMPORT_ORIGIN, access: 'private', hidePartialAdapters: true });
      const [owner] = await server.db.query<{ owner: string }>('select owner_uuid::text as owner from spaces where uuid = $1', [space?.uuid]);
      expect(owner?.owner).toBe(bobUser.uuid);
      const shape = (charts: SpaceExport['charts'], ids: Record<string, string>) =>
        charts.map(({ name, metric, view, size, layout, description, show_title, pinned, config }) => ({
          name,
          metric,
          view,
          size,
          layout,
          description,
          show_title,
          pinned,
          config: { ...config, ...(config.queries && { queries: config.queries.map((q) => ({ ...q, query_id: ids[q.query_id] ?? q.query_id })) }) },
        }));
      expect(shape(copy.charts, {})).toEqual(shape(document.charts, { [privateQuery]: created }));
      expect(copy.charts.every((chart) => chart.space === space?.uuid)).toBe(true);
      const uses = await server.db.query<{ query: string }>(
        'select cq.query_id::text as query from chart_queries cq join charts c on c.id = cq.chart_id where c.space_uuid = $1 order by c.created_at, cq.position',
        [space?.uuid],
      );
      expect(uses.map((use) => use.query).sort()).toEqual([created, sharedQuery, created].sort());
    });

    it('names a created query, and the dashboard, "<name> (imported)" when the caller sees one of that name', async () => {
      const file = jsonArchive(await exportOf(alice, opsSpace));
      const reply = await importing(alice, { archive: file });
      expect(reply.statusCode, reply.body).toBe(200);
      const ids = attributesOf(reply).queries.map((query) => query.mapped_to);
      const names = await server.db.query<{ name: string }>('select name from saved_queries where id = any($1::uuid[]) order by name', [ids]);
      expect(names.map((row) => row.name)).toEqual([`Linux${IMPORTED_SUFFIX}`, `Windows${IMPORTED_SUFFIX}`]);
      // The dashboard too, told apart in the list from the one it was exported from (and from the
      // copies of it the other tests imported, which alice, an admin, sees): each import its own name.
      const [first] = attributesOf(reply).spaces.map((space) => space.name);
      const [second] = attributesOf(await importing(alice, { archive: file })).spaces.map((space) => space.name);
      expect([first, second]).toEqual([expect.stringMatching(IMPORTED_OPS), expect.stringMatching(IMPORTED_OPS)]);
      expect(second).not.toBe(first);
      const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from spaces where name = any($1::text[])', [[first, second]]);
      expect(row?.n).toBe(2);
    });

    it('zip round trip: a template zip of the selection, with its manifest, imports as the same dashboards', async () => {
      const second = await createSpace(aliceUser, { name: 'Second' }, [compareChart([sharedQuery], { x: 0, y: 0, w: 12, h: 4 })]);
      const reply = await send('POST', '/dashboard/export', alice, {
        selection: { ids: [opsSpace, second], include: true },
        as_template: true,
        template_group: 'use_cases',
        template_type: 'cam',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('application/zip');
      expect(reply.headers['content-disposition']).toBe('attachment; filename="dashboard-template.zip"');
      const entries = unzipSync(reply.rawPayload);
      expect(Object.keys(entries).sort()).toEqual(['dashboards/1.json', 'dashboards/2.json', 'manifest.json']);
      expect(JSON.parse(strFromU8(entries['manifest.json'] ?? new Uint8Array()))).toEqual({ format: TEMPLATE_FORMAT, group: 'use_cases', type: 'cam', count: 2 });

      const map = { [privateQuery]: privateQuery, [sharedQuery]: sharedQuery };
      const dry = await importing(alice, { archive: base64(reply.rawPayload), dry_run: true });
      expect(attributesOf(dry).spaces).toEqual([
        { name: 'Ops/../"Q3"', charts: 3 },
        { name: 'Second', charts: 1 },
      ]);
      const before = await counts();
      const imported = await importing(alice, { archive: base64(reply.rawPayload), query_map: map });
      expect(imported.statusCode, imported.body).toBe(200);
      // The same dashboards, named apart from the originals (which alice sees).
      expect(attributesOf(imported).spaces.map((space) => [space.name, space.charts])).toEqual([
        [expect.stringMatching(IMPORTED_OPS), 3],
        [`Second${IMPORTED_SUFFIX}`, 1],
      ]);
      expect(await counts()).toMatchObject({ spaces: Number(before?.['spaces']) + 2, charts: Number(before?.['charts']) + 4, queries: before?.['queries'] });
      const copy = await exportOf(alice, attributesOf(imported).spaces[1]?.uuid ?? '');
      expect(copy.charts[0]?.layout).toEqual({ x: 0, y: 0, w: 12, h: 4 });
    });

    it('reads the JSON array of a selection export', async () => {
      const reply = await send('POST', '/dashboard/export', alice, { selection: { ids: [opsSpace], include: true } });
      const dry = await importing(alice, { archive: base64(reply.rawPayload), dry_run: true });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(attributesOf(dry).queries.map((query) => query.match)).toEqual([privateQuery, sharedQuery]);
    });

    it('replaces the charts of an editable space given as space_id', async () => {
      const target = await createSpace(aliceUser, { name: 'Target' }, [compareChart([sharedQuery], { x: 0, y: 0, w: 6, h: 4 })]);
      const before = await counts();
      const reply = await importing(alice, {
        archive: jsonArchive(await exportOf(alice, opsSpace)),
        space_id: target,
        query_map: { [privateQuery]: privateQuery, [sharedQuery]: sharedQuery },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(attributesOf(reply).spaces).toEqual([{ uuid: target, name: 'Target', charts: 3 }]);
      const after = await exportOf(alice, target);
      expect(after.space.name).toBe('Target');
      expect(after.charts.map((chart) => chart.name)).toEqual(['Compare OS', 'Windows share', 'Note']);
      expect(await counts()).toMatchObject({ spaces: before?.['spaces'], charts: Number(before?.['charts']) + 2 });
    });

    it('refuses a space_id the caller cannot edit or see, and a file of several dashboards for one', async () => {
      const archive = jsonArchive(await exportOf(alice, opsSpace));
      const shared = await createSpace(aliceUser, { name: 'Shared', access: 'public', sharing: { roles: [{ role_id: bobRole, access: 'viewers' }], data_scopes: { all: true } } }, []);
      const before = await counts();
      const viewOnly = await importing(bob, { archive, space_id: shared, query_map: { [sharedQuery]: sharedQuery } });
      expect(viewOnly.statusCode).toBe(403);
      expect(messageOf(viewOnly)).toBe(TRANSFER_MESSAGES.notEditable);
      const unseen = await importing(bob, { archive, space_id: opsSpace });
      expect(unseen.statusCode).toBe(404);
      expect(await counts()).toEqual(before);

      const two = base64(JSON.stringify([await exportOf(alice, opsSpace), await exportOf(alice, shared)]));
      expect(await refused(two, { space_id: opsSpace })).toBe(TRANSFER_MESSAGES.oneDashboard);
    });

    it('keeps the sharing rules of the space it imports into', async () => {
      const archive = jsonArchive(await exportOf(alice, opsSpace));
      const viewers = [{ role_id: bobRole, access: 'viewers' as const }];
      // Under all data scopes, a chart change needs the extra permission alice lacks.
      const allScopes = await createSpace(aliceUser, { name: 'All scopes', access: 'custom', sharing: { roles: viewers, data_scopes: { all: true } } }, []);
      expect(await refused(archive, { space_id: allScopes, query_map: { [sharedQuery]: sharedQuery } }, 403)).toBe(ALL_SCOPES_FORBIDDEN);

      // A public dashboard's charts may not use a private query...
      const [scope] = await server.db.query<{ id: string }>("select uuid::text as id from data_scopes where type = 'global'");
      const open = await createSpace(aliceUser, { name: 'Open', access: 'public', sharing: { roles: viewers, data_scopes: { all: false, ids: [scope?.id ?? ''] } } }, []);
      expect(await refused(archive, { space_id: open, query_map: { [privateQuery]: privateQuery, [sharedQuery]: sharedQuery } })).toBe(chartQueriesTooNarrow(['Windows']));

      // ...so the query an import makes for it is shared as widely as the dashboard.
      const reply = await importing(alice, { archive, space_id: open, query_map: { [sharedQuery]: sharedQuery } });
      expect(reply.statusCode, reply.body).toBe(200);
      const made = attributesOf(reply).queries.find((query) => query.id === privateQuery)?.mapped_to ?? '';
      const [row] = await server.db.query<{ private: boolean; all_data_scopes: boolean }>('select private, all_data_scopes from saved_queries where id = $1::uuid', [made]);
      expect(row).toEqual({ private: false, all_data_scopes: true });
    });

    it('refuses a query map naming a query the caller cannot see, of another entity, or not in the file', async () => {
      const archive = jsonArchive(await exportOf(alice, opsSpace));
      expect(await refused(archive, { query_map: { [privateQuery]: bobsQuery } })).toBe(TRANSFER_MESSAGES.mappedNotVisible(privateQuery));
      expect(await refused(archive, { query_map: { [privateQuery]: 'not-a-uuid' } })).toBe(TRANSFER_MESSAGES.mappedNotVisible(privateQuery));
      const users = await createQuery(alice, { name: 'Admins', entity: 'users', filter: { operator: 'and', conditions: [], groups: [] } });
      expect(await refused(archive, { query_map: { [privateQuery]: users } })).toBe(TRANSFER_MESSAGES.mappedOtherEntity(privateQuery, 'devices'));
      expect(await refused(archive, { query_map: { [bobsQuery]: sharedQuery } })).toBe(TRANSFER_MESSAGES.unknownMapKey(bobsQuery));
    });

    it('creates queries only for a caller who may update queries', async () => {
      const archive = jsonArchive(await exportOf(alice, opsSpace));
      const before = await counts();
      const reply = await importing(dora, { archive });
      expect(reply.statusCode).toBe(403);
      expect(messageOf(reply)).toBe(TRANSFER_MESSAGES.mayNotCreateQueries);
      expect(await counts()).toEqual(before);
      const mapped = await importing(dora, { archive: jsonArchive({ ...(await exportOf(alice, opsSpace)), charts: [], queries: [] }) });
      expect(mapped.statusCode, mapped.body).toBe(200);
    });
  });

  describe('refuses a file that is not ours, and writes nothing', () => {
    let document: SpaceExport;
    const zipOf = (entries: Zippable) => base64(zipSync(entries));
    const manifest = (count: number) => strToU8(JSON.stringify({ format: TEMPLATE_FORMAT, group: 'all', type: 'saas', count }));
    beforeAll(async () => {
      document = await exportOf(alice, opsSpace);
    });

    it('a text with the NUL character, which the database cannot store (even in a dry run)', async () => {
      const named = { ...document, charts: document.charts.map((chart, index) => (index === 0 ? { ...chart, name: 'Bad\u0000name' } : chart)) };
      expect(await refused(jsonArchive(named))).toBe(ARCHIVE_MESSAGES.nul('The file'));
      const query = { ...document, queries: document.queries.map((q) => ({ ...q, name: `${q.name}\u0000` })) };
      expect(await refused(jsonArchive(query), { dry_run: true })).toBe(ARCHIVE_MESSAGES.nul('The file'));
    });

    it('not an export at all', async () => {
      expect(await refused(base64('hello'))).toBe(ARCHIVE_MESSAGES.notJson('The file'));
      expect(await refused(base64('42'))).toBe(ARCHIVE_MESSAGES.notAnExport);
      expect(await refused('###')).toBe(ARCHIVE_MESSAGES.notBase64);
      expect(await refused(base64('PK\u0003\u0004 broken'))).toBe(ARCHIVE_MESSAGES.notAnExport);
      expect(await refused(jsonArchive([]))).toBe(ARCHIVE_MESSAGES.empty);
      // An empty zip, and an empty file (the contract's own sentence).
      expect(await refused(zipOf({}))).toBe(ARCHIVE_MESSAGES.empty);
      expect(await refused('')).toBe('The file is empty.');
    });

    it('a wrong or missing format', async () => {
      expect(await refused(jsonArchive({ ...document, format: 'vigil.dashboard/2' }))).toBe(ARCHIVE_MESSAGES.format('The dashboard'));
      expect(await refused(jsonArchive([document, { space: document.space }]))).toBe(ARCHIVE_MESSAGES.format('Dashboard 2'));
    });

    it('too big: over 2 MiB decoded, or a zip unpacking past 20 MiB (declared or not)', async () => {
      // A body of 2.8 MB: past the server's default 1 MiB, so this also shows the route's own limit.
      expect(await refused(base64(new Uint8Array(IMPORT_MAX_BYTES + 1).fill(32)))).toBe(ARCHIVE_MESSAGES.tooBig);
      const bomb = zipSync({ 'manifest.json': manifest(1), 'dashboards/1.json': new Uint8Array(25 * 1024 * 1024).fill(32) }, { level: 9 });
      expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
      expect(await refused(base64(bomb))).toBe(ARCHIVE_MESSAGES.unzipsTooBig);
      // The same bomb declaring a small size in its headers: refused while unpacking.
      const lying = Uint8Array.from(bomb);
      const view = new DataView(lying.buffer);
      for (let offset = 0; offset < lying.length - 4; offset++) {
        const signature = view.getUint32(offset, true);
        if (signature === 0x04034b50) view.setUint32(offset + 22, 100, true);
        if (signature === 0x02014b50) view.setUint32(offset + 24, 100, true);
      }
      expect(await refused(base64(lying))).toBe(ARCHIVE_MESSAGES.unzipsTooBig);
    });

    it('a zip entry of another path or name', async () => {
      const json = strToU8(JSON.stringify(document));
      for (const name of ['../x.json', '/dashboards/1.json', 'dashboards\\1.json', 'dashboards/../1.json', 'dashboards/1.json.exe', 'readme.txt']) {
        expect(await refused(zipOf({ 'manifest.json': manifest(1), 'dashboards/1.json': json, [name]: json }))).toBe(ARCHIVE_MESSAGES.entry(name));
      }
      expect(await refused(zipOf({ 'dashboards/1.json': json }))).toBe(ARCHIVE_MESSAGES.manifest);
      expect(await refused(zipOf({ 'manifest.json': manifest(2), 'dashboards/1.json': json }))).toBe(ARCHIVE_MESSAGES.manifestCount(2, 1));
    });

    it('more than 50 dashboards, or more than 500 charts', async () => {
      expect(await refused(jsonArchive(Array.from({ length: 51 }, () => document)))).toBe(ARCHIVE_MESSAGES.tooManyDashboards);
      const entries: Zippable = { 'manifest.json': manifest(51) };
      for (let n = 1; n <= 51; n++) entries[`dashboards/${String(n)}.json`] = strToU8(JSON.stringify(document));
      expect(await refused(zipOf(entries))).toBe(ARCHIVE_MESSAGES.tooManyDashboards);
      const many = Array.from({ length: 501 }, () => document.charts[2]);
      expect(await refused(jsonArchive({ ...document, charts: many }))).toBe(ARCHIVE_MESSAGES.tooManyCharts);
    });

    it('charts using more than 500 queries', async () => {
      const [compare] = document.charts;
      if (!compare) throw new Error('the export lost charts');
      const ids = Array.from({ length: 510 }, (_, n) => `q${String(n)}`);
      const charts = Array.from({ length: 51 }, (_, c) => ({ ...compare, config: { queries: ids.slice(c * 10, c * 10 + 10).map((query_id) => ({ query_id })) } }));
      const queries = ids.map((id) => ({ id, name: id, entity: 'devices', filter: WINDOWS }));
      expect(await refused(jsonArchive({ ...document, charts, queries }))).toBe(ARCHIVE_MESSAGES.tooManyQueries);
    });

    it('a chart breaking the chart rules or the contract, or using a query the file does not list', async () => {
      const [compare, segment, text] = document.charts;
      if (!compare || !segment || !text) throw new Error('the export lost charts');
      const label = 'Chart 2 of the dashboard ("Ops/../"Q3"")';
      expect(await refused(jsonArchive({ ...document, charts: [compare, { ...segment, view: 'line' }] }))).toBe(
        ARCHIVE_MESSAGES.chart(label, CHART_MESSAGES.viewNotAllowed('line', 'segment')),
      );
      expect(await refused(jsonArchive({ ...document, charts: [compare, { ...segment, metric: 'nonsense' }] }))).toMatch(/^Chart 2 of the dashboard .*\/charts\/1\/metric/);
      expect(await refused(jsonArchive({ ...document, charts: [compare, { ...segment, config: { ...segment.config, queries: [{ query_id: bobsQuery }] } }] }))).toBe(
        ARCHIVE_MESSAGES.unlistedQuery(label, bobsQuery),
      );
      expect(await refused(jsonArchive({ ...document, charts: [compare, 'chart'] }))).toBe(ARCHIVE_MESSAGES.chart(label, 'it is not a chart'));
      // What a chart saved in the console is refused for: an unknown entity, a field the chart cannot group by (even in a dry run).
      expect(await refused(jsonArchive({ ...document, charts: [compare, { ...segment, config: { ...segment.config, entity: 'aliens' } }] }))).toBe(
        ARCHIVE_MESSAGES.chart(label, unknownEntity('aliens')),
      );
      expect(await refused(jsonArchive({ ...document, charts: [compare, { ...segment, config: { ...segment.config, field: 'no_such_field' } }] }), { dry_run: true })).toBe(
        ARCHIVE_MESSAGES.chart(label, AGGREGATE_MESSAGES.unknownField('no_such_field', 'devices')),
      );
    });

    it('a query over an unknown entity or with a filter the queries area refuses', async () => {
      const [windows, linux] = document.queries;
      if (!windows || !linux) throw new Error('the export lost queries');
      const label = 'Query 2 of the dashboard ("Ops/../"Q3"")';
      expect(await refused(jsonArchive({ ...document, queries: [windows, { ...linux, entity: 'planets' }] }))).toBe(ARCHIVE_MESSAGES.query(label, unknownEntity('planets')));
      const badFilter = { ...linux, filter: { operator: 'and', conditions: [{ field: 'no_such_field', operator: 'equals', value: 'x' }], groups: [] } };
      const message = await refused(jsonArchive({ ...document, queries: [windows, badFilter] }));
      expect(message.startsWith(`${label}: `)).toBe(true);
      expect(await refused(jsonArchive({ ...document, queries: [windows, { ...linux, name: '  ' }] }))).toBe(ARCHIVE_MESSAGES.queryName(label));
      expect(await refused(jsonArchive({ ...document, space: { ...document.space, name: '' } }))).toBe(ARCHIVE_MESSAGES.spaceName('The dashboard'));
    });
  });
});
