import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_ROLE_ID, GLOBAL_DATA_SCOPE_ID, OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const IT_ROLE_ID = '00000000-0000-4000-a000-000000000004';
const PASSWORD = 'Good&long-pass1';

describe('users (settings)', () => {
  let server: TestServer;
  let admin: string;
  let adminUuid: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    adminUuid = (await server.db.query<{ uuid: string }>("select uuid from users where user_name = 'admin'"))[0]?.uuid ?? '';
  });
  afterAll(() => server.close());

  const create = async (body: Record<string, unknown>, cookie = admin) => server.send({ method: 'POST', url: '/api/settings/users', payload: body, cookie });
  const createOk = async (body: Record<string, unknown>) => {
    const reply = await create(body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['UserListItem']>();
  };
  const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;
  const list = async (query: string, cookie = admin) => server.send({ method: 'GET', url: `/api/settings/users${query}`, cookie });
  const errorOf = (reply: LightMyRequestResponse) => reply.json<Schemas['Error']>();

  describe('create', () => {
    it('creates a user with an argon2id hash and the read-only role by default', async () => {
      const user = await createOk({ user_name: 'jdoe', password: PASSWORD, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com' });
      expect(user).toMatchObject({ user_name: 'jdoe', first_name: 'Jane', source: 'internal', role_id: OWNER_READ_ONLY_ROLE_ID, role_name: 'OwnerReadOnly', data_scope_id: null, last_login: null, is_disabled: false, predefined: false });
      const [row] = await server.db.query<{ password_hash: string }>("select password_hash from users where user_name = 'jdoe'");
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      // The new user can sign in.
      expect(await server.signIn('jdoe', PASSWORD)).toContain('vigil_session=');
    });

    it("answers 'username is a required field' without a user name, or with an empty one, and creates nothing", async () => {
      const before = await count();
      for (const body of [{ password: PASSWORD }, { user_name: '' }]) {
        const reply = await create(body);
        expect(reply.statusCode).toBe(400);
        expect(errorOf(reply).message).toBe('username is a required field');
        expect(errorOf(reply).details).toContainEqual({ field: 'body/user_name', message: 'username is a required field' });
      }
      expect(await count()).toBe(before);
    });

    it('refuses a duplicate name with 409, a weak password and unknown roles or scopes with 400', async () => {
      await createOk({ user_name: 'dup' });
      const again = await create({ user_name: 'dup' });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('A user named "dup" already exists.');
      const weak = await create({ user_name: 'weak', password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak).message).toBe('Password must: Passwords must have minimum 8 characters');
      expect((await create({ user_name: 'norole', role_id: 'not-a-role' })).statusCode).toBe(400);
      expect((await create({ user_name: 'noscope', data_scope_id: '00000000-0000-4000-c000-00000000dead' })).statusCode).toBe(400);
      expect(await server.db.query("select 1 from users where user_name in ('weak', 'norole', 'noscope')")).toEqual([]);
    });

    it('refuses a user who may only view settings, and changes nothing', async () => {
      const viewer = await server.asUserWith({ Settings: ['View'] });
      const reply = await create({ user_name: 'sneaky' }, viewer);
      expect(reply.statusCode).toBe(403);
      expect(await server.db.query("select 1 from users where user_name = 'sneaky'")).toEqual([]);
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      await server.db.query(
        `insert into users (user_name, first_name, last_name, source, role_id, last_login) values
           ('list_a', 'Ann', 'Alpha', 'ldap', $1, '2026-01-10T12:00:00Z'),
           ('list_b', 'Bob', 'Beta', 'saml', $1, '2026-02-10T12:00:00Z'),
           ('list_c', 'Cid', '100%_off', 'internal', $2, null)`,
        [IT_ROLE_ID, OWNER_READ_ONLY_ROLE_ID],
      );
    });

    it('pages from 0 by 20 by default and tells the total', async () => {
      const reply = await list('');
      expect(reply.statusCode).toBe(200);
      const page = reply.json<Schemas['UsersPage']>();
      const total = await count();
      expect(page.meta).toMatchObject({ page: 0, size: 20, total });
      expect(page.data.length).toBe(Math.min(20, total ?? 0));
    });

    it('searches, filters by role, source and last login day, and sorts', async () => {
      const names = async (query: string) => (await list(query)).json<Schemas['UsersPage']>().data.map((u) => u.user_name);
      expect(await names('?search=list_')).toEqual(['list_a', 'list_b', 'list_c']);
      // Wildcards are taken literally.
      expect(await names('?search=100%25_')).toEqual(['list_c']);
      expect(await names(`?search=list_&role_id=${IT_ROLE_ID}`)).toEqual(['list_a', 'list_b']);
      expect(await names('?search=list_&source=saml&source=ldap')).toEqual(['list_a', 'list_b']);
      expect(await names('?search=list_&date_from=2026-02-10')).toEqual(['list_b']);
      expect(await names('?search=list_&date_to=2026-01-10')).toEqual(['list_a']);
      expect(await names('?search=list_&sort=-user_name')).toEqual(['list_c', 'list_b', 'list_a']);
      // A saml user without e-mail shows their user name.
      expect((await list('?search=list_b')).json<Schemas['UsersPage']>().data[0]?.email).toBe('list_b');
    });

    it('walks the pages with the cursor', async () => {
      const first = (await list('?search=list_&size=2')).json<Schemas['UsersPage']>();
      expect(first.meta).toMatchObject({ total: 3, page: 0 });
      expect(first.meta.next_cursor).toEqual(expect.any(String));
      const second = (await list(`?search=list_&size=2&cursor=${first.meta.next_cursor ?? ''}`)).json<Schemas['UsersPage']>();
      expect(second.data.map((u) => u.user_name)).toEqual(['list_c']);
      expect(second.meta).toMatchObject({ page: 1, next_cursor: null });
    });

    it('refuses a bad sort, cursor or date with 400', async () => {
      const sort = await list('?sort=password_hash');
      expect(sort.statusCode).toBe(400);
      expect(errorOf(sort).message).toMatch(/^Cannot sort by "password_hash"/);
      expect((await list('?cursor=nope')).statusCode).toBe(400);
      expect((await list('?date_from=2026-13-01')).statusCode).toBe(400);
    });

    it('is refused to a user without View on Settings', async () => {
      const dashboardOnly = await server.asUserWith({ Dashboard: ['View'] });
      expect((await list('', dashboardOnly)).statusCode).toBe(403);
      expect((await list('', await server.asUserWith({ Settings: ['View'] }))).statusCode).toBe(200);
    });
  });

  describe('update', () => {
    const update = (uuid: string, body: Record<string, unknown>, cookie = admin) =>
      server.send({ method: 'PUT', url: `/api/settings/users/${uuid}`, payload: body, cookie });

    it('changes the fields sent and keeps the others', async () => {
      const user = await createOk({ user_name: 'upd', first_name: 'Old', last_name: 'Name' });
      const reply = await update(user.uuid, { uuid: user.uuid, first_name: 'New', role_id: IT_ROLE_ID });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['UserListItem']>()).toMatchObject({ first_name: 'New', last_name: 'Name', role_name: 'IT' });
    });

    it("answers 'uuid is a required field' without uuid, 400 for another uuid, 404 for nobody", async () => {
      const user = await createOk({ user_name: 'upd2', first_name: 'Same' });
      const missing = await update(user.uuid, { first_name: 'Changed' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).message).toBe('uuid is a required field');
      const other = await update(user.uuid, { uuid: adminUuid, first_name: 'Changed' });
      expect(other.statusCode).toBe(400);
      expect((await update('nobody', { uuid: 'nobody' })).statusCode).toBe(404);
      const [row] = await server.db.query<{ first_name: string }>("select first_name from users where user_name = 'upd2'");
      expect(row?.first_name).toBe('Same');
    });

    it('ends the sessions of a user who is disabled, at once, and keeps them out', async () => {
      const user = await createOk({ user_name: 'leaver', password: PASSWORD });
      const cookie = await server.signIn('leaver', PASSWORD);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(200);
      const reply = await update(user.uuid, { uuid: user.uuid, is_disabled: true });
      expect(reply.json<Schemas['UserListItem']>().is_disabled).toBe(true);
      expect(await server.db.query('select 1 from sessions where user_uuid = $1', [user.uuid])).toEqual([]);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(401);
      expect((await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'leaver', password: PASSWORD } })).statusCode).toBe(401);
    });

    it('applies the password policy to a new password and signs the user out when it is set', async () => {
      const user = await createOk({ user_name: 'reset', password: PASSWORD });
      const cookie = await server.signIn('reset', PASSWORD);
      expect((await update(user.uuid, { uuid: user.uuid, password: 'short' })).statusCode).toBe(400);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(200);
      expect((await update(user.uuid, { uuid: user.uuid, password: 'Brand&new-pass2' })).statusCode).toBe(200);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(401);
      expect(await server.signIn('reset', 'Brand&new-pass2')).toContain('vigil_session=');
    });

    it('refuses renaming a user to a taken name with 409', async () => {
      const user = await createOk({ user_name: 'rename_me' });
      const reply = await update(user.uuid, { uuid: user.uuid, user_name: 'jdoe' });
      expect(reply.statusCode).toBe(409);
    });

    it('keeps the user named admin enabled, named and with its role', async () => {
      for (const change of [{ is_disabled: true }, { user_name: 'root' }, { role_id: IT_ROLE_ID }]) {
        const reply = await update(adminUuid, { uuid: adminUuid, ...change });
        expect(reply.statusCode).toBe(403);
      }
      expect((await update(adminUuid, { uuid: adminUuid, first_name: 'Alex' })).statusCode).toBe(200);
    });

    it('is refused to a user who may only view settings', async () => {
      const user = await createOk({ user_name: 'upd3' });
      const viewer = await server.asUserWith({ Settings: ['View'] });
      expect((await update(user.uuid, { uuid: user.uuid, first_name: 'X' }, viewer)).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    const remove = (uuid: string, cookie = admin) => server.send({ method: 'DELETE', url: `/api/settings/users/${uuid}`, cookie });

    it('deletes a user and ends their sessions', async () => {
      const user = await createOk({ user_name: 'gone', password: PASSWORD });
      const cookie = await server.signIn('gone', PASSWORD);
      expect((await remove(user.uuid)).statusCode).toBe(204);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(401);
      expect(await server.db.query('select 1 from users where uuid = $1', [user.uuid])).toEqual([]);
      expect((await remove(user.uuid)).statusCode).toBe(404);
    });

    it('never deletes the user named admin, and is refused to viewers', async () => {
      const reply = await remove(adminUuid);
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply).message).toBe('The user named admin cannot be deleted.');
      const user = await createOk({ user_name: 'stays' });
      expect((await remove(user.uuid, await server.asUserWith({ Settings: ['View'] }))).statusCode).toBe(403);
      expect(await server.db.query('select 1 from users where uuid = $1', [user.uuid])).toHaveLength(1);
    });
  });

  describe('bulk actions', () => {
    const bulk = (method: 'PUT' | 'DELETE', path: string, body: unknown, cookie = admin) =>
      server.send({ method, url: `/api/settings/users${path}`, payload: body as Record<string, unknown>, cookie });

    it("answers 'ids[] should be supplied' without ids, and 'roleId is a mandatory parameter' without a role", async () => {
      for (const [method, path, body] of [
        ['DELETE', '', { selection: {} }],
        ['DELETE', '', {}],
        ['PUT', '/assign_role', { selection: { ids: 'x' }, role_id: IT_ROLE_ID }],
      ] as const) {
        const reply = await bulk(method, path, body);
        expect(reply.statusCode).toBe(400);
        expect(errorOf(reply).message).toBe('ids[] should be supplied');
      }
      const noRole = await bulk('PUT', '/assign_role', { selection: { ids: [] } });
      expect(errorOf(noRole).message).toBe('roleId is a mandatory parameter');
      const noScope = await bulk('PUT', '/assign_data_scope_bulk', { selection: { ids: [] }, data_scope_id: '' });
      expect(errorOf(noScope).message).toBe('At least one Data Scope must be selected');
    });

    it('assigns a role to the selected users, skipping the user named admin', async () => {
      const a = await createOk({ user_name: 'bulk_a' });
      const b = await createOk({ user_name: 'bulk_b' });
      const reply = await bulk('PUT', '/assign_role', { selection: { ids: [a.uuid, b.uuid, adminUuid] }, role_id: IT_ROLE_ID });
      expect(reply.statusCode).toBe(200);
      const body = reply.json<Schemas['BulkActionReply']>();
      expect(body.ids.sort()).toEqual([a.uuid, b.uuid].sort());
      expect(body.data.map((u) => u.role_name)).toEqual(['IT', 'IT']);
      expect(body.skipped).toEqual([{ uuid: adminUuid, user_name: 'admin', reason: 'admin_user' }]);
      const [adminRow] = await server.db.query<{ role_id: string }>('select role_id from users where uuid = $1', [adminUuid]);
      expect(adminRow?.role_id).toBe(ADMIN_ROLE_ID);
      expect((await bulk('PUT', '/assign_role', { selection: { ids: [a.uuid] }, role_id: '00000000-0000-4000-a000-0000000000ff' })).statusCode).toBe(404);
    });

    it('assigns a data scope to all users matching filters but the excluded ids; Global lifts the restriction', async () => {
      const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name, is_fields_restricted) values ('EMEA', true) returning uuid");
      const a = await createOk({ user_name: 'scope_a' });
      const b = await createOk({ user_name: 'scope_b' });
      const c = await createOk({ user_name: 'scope_c' });
      const selection = { ids: [c.uuid], include: false, filters: { search: 'scope_' } };

      const preview = await server.send({ method: 'POST', url: '/api/settings/users/assign_data_scope_bulk/preview', payload: { selection, data_scope_id: scope?.uuid }, cookie: admin });
      expect(preview.statusCode).toBe(200);
      expect(preview.json<Schemas['AccessChangePreview']>()).toMatchObject({
        users_count: 2,
        changes: [{ users_count: 2, from_data_scope_id: null, lost: { sidebar_areas: ['analytics'] }, gained: { sidebar_areas: [] } }],
      });
      expect(await server.db.query('select 1 from users where data_scope_id is not null')).toEqual([]);

      const reply = await bulk('PUT', '/assign_data_scope_bulk', { selection, data_scope_id: scope?.uuid });
      expect(reply.json<Schemas['BulkActionReply']>().ids.sort()).toEqual([a.uuid, b.uuid].sort());
      expect(reply.json<Schemas['BulkActionReply']>().data.every((u) => u.data_scope_id === scope?.uuid)).toBe(true);
      const global = await bulk('PUT', '/assign_data_scope_bulk', { selection: { ids: [a.uuid] }, data_scope_id: GLOBAL_DATA_SCOPE_ID });
      expect(global.json<Schemas['BulkActionReply']>().data[0]?.data_scope_id).toBeNull();
      expect((await bulk('PUT', '/assign_data_scope_bulk', { selection: { ids: [a.uuid] }, data_scope_id: 'nope' })).statusCode).toBe(404);
    });

    it('deletes the selected users, never the user named admin', async () => {
      const a = await createOk({ user_name: 'del_a' });
      const reply = await bulk('DELETE', '', { selection: { ids: [a.uuid, adminUuid, 'not-a-uuid'] } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['BulkActionReply']>()).toEqual({ ids: [a.uuid], data: [], skipped: [{ uuid: adminUuid, user_name: 'admin', reason: 'admin_user' }] });
      expect(await server.db.query("select user_name from users where user_name in ('del_a', 'admin')")).toEqual([{ user_name: 'admin' }]);
    });

    it('is refused to a user who may only view settings', async () => {
      const a = await createOk({ user_name: 'del_b' });
      const viewer = await server.asUserWith({ Settings: ['View'] });
      expect((await bulk('DELETE', '', { selection: { ids: [a.uuid] } }, viewer)).statusCode).toBe(403);
      expect((await bulk('PUT', '/assign_role', { selection: { ids: [a.uuid] }, role_id: IT_ROLE_ID }, viewer)).statusCode).toBe(403);
    });

    it('answers 202 for more than 100 users and finishes in the background, from a stored job', async () => {
      await server.db.query("insert into users (user_name) select 'many_' || i from generate_series(1, 120) as i");
      const reply = await bulk('PUT', '/assign_role', { selection: { ids: [], include: false, filters: { search: 'many_' } }, role_id: IT_ROLE_ID });
      expect(reply.statusCode).toBe(202);
      const { job_id } = reply.json<Schemas['BulkActionAccepted']>();
      const [job] = await server.db.query<{ kind: string }>('select kind from jobs where id = $1', [job_id]);
      expect(job?.kind).toBe('users.assign_role');
      await expect.poll(async () => (await server.db.query<{ status: string }>('select status from jobs where id = $1', [job_id]))[0]?.status).toBe('done');
      expect(await server.db.query("select count(*)::int as n from users where user_name like 'many\\_%' and role_id = $1", [IT_ROLE_ID])).toEqual([{ n: 120 }]);

      const removal = await bulk('DELETE', '', { selection: { ids: [], include: false, filters: { search: 'many_' } } });
      expect(removal.statusCode).toBe(202);
      const removalJob = removal.json<Schemas['BulkActionAccepted']>().job_id;
      await expect.poll(async () => (await server.db.query<{ status: string }>('select status from jobs where id = $1', [removalJob]))[0]?.status).toBe('done');
      expect(await server.db.query("select 1 from users where user_name like 'many\\_%'")).toEqual([]);
    });
  });

  describe('grants: what a user manager who is not an admin may hand out', () => {
    let manager: string;
    beforeAll(async () => {
      manager = await server.asUserWith({ Settings: ['View', 'Update'], Dashboard: ['View'] }, 'manager');
    });

    it('may create users with a role whose actions they hold, not a stronger one', async () => {
      const [weak] = await server.db.query<{ uuid: string }>(`insert into roles (name, permissions) values ('Dash viewers', '{"Dashboard":["View"]}') returning uuid`);
      expect((await create({ user_name: 'by_manager', role_id: weak?.uuid }, manager)).statusCode).toBe(201);
      const stronger = await create({ user_name: 'by_manager_it', role_id: IT_ROLE_ID }, manager);
      expect(stronger.statusCode).toBe(403);
      expect(errorOf(stronger).message).toMatch(/^You do not have the permissions for this: you can only grant what you hold yourself/);
      expect((await create({ user_name: 'by_manager_admin', role_id: ADMIN_ROLE_ID }, manager)).statusCode).toBe(403);
      expect(await server.db.query("select 1 from users where user_name like 'by\\_manager\\_%'")).toEqual([]);
    });

    it("may not take over a stronger account (the admin's password)", async () => {
      const reply = await server.send({ method: 'PUT', url: `/api/settings/users/${adminUuid}`, payload: { uuid: adminUuid, password: 'Taken&over-123' }, cookie: manager });
      expect(reply.statusCode).toBe(403);
      expect((await server.send({ method: 'POST', url: `/api/settings/users/${adminUuid}/api_key`, cookie: manager })).statusCode).toBe(403);
    });
  });

  describe('CSV export', () => {
    it('exports the filtered users as a quoted, formula-safe CSV download', async () => {
      await createOk({ user_name: 'csv_user', first_name: '=HYPERLINK("http://evil")', last_name: 'Smith, "Jr"' });
      const reply = await server.send({ method: 'GET', url: '/api/settings/users/csv?search=csv_', cookie: admin });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(reply.headers['content-disposition']).toBe('attachment; filename="users.csv"');
      const [header, row, end] = reply.body.split('\r\n');
      expect(header).toBe('user_name,first_name,last_name,email,source,role,data_scope,disabled,last_updated,last_login');
      expect(row).toMatch(/^csv_user,"'=HYPERLINK\(""http:\/\/evil""\)","Smith, ""Jr""",,internal,OwnerReadOnly,,false,\d{4}-/);
      expect(end).toBe('');
    });

    it('is refused without View on Settings and rejects a bad sort', async () => {
      expect((await server.send({ method: 'GET', url: '/api/settings/users/csv', cookie: await server.asUserWith({ Dashboard: ['View'] }) })).statusCode).toBe(403);
      expect((await server.send({ method: 'GET', url: '/api/settings/users/csv?sort=nope', cookie: admin })).statusCode).toBe(400);
    });
  });

  describe('data scopes', () => {
    it("lists the data scopes under attributes.scopes, 'Global (Unrestricted)' first", async () => {
      const reply = await server.send({ method: 'GET', url: '/api/settings/data_scope', cookie: admin });
      expect(reply.statusCode).toBe(200);
      const scopes = reply.json<Schemas['DataScopesReply']>().data.attributes.scopes;
      expect(scopes[0]).toMatchObject({ uuid: GLOBAL_DATA_SCOPE_ID, name: 'Global (Unrestricted)' });
      expect((await server.send({ method: 'GET', url: '/api/settings/data_scope', cookie: await server.asUserWith({ Dashboard: ['View'] }) })).statusCode).toBe(403);
    });
  });
});
