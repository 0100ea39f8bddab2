import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { PERMISSION_CATALOGUE } from '../admin/permissions.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const IT_ROLE_ID = '00000000-0000-4000-a000-000000000004';

describe('roles (settings)', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  const roles = (query = '', cookie = admin) => server.send({ method: 'GET', url: `/api/settings/roles${query}`, cookie });
  const createRole = (body: Record<string, unknown>, cookie = admin) => server.send({ method: 'POST', url: '/api/settings/roles', payload: body, cookie });
  const created = async (name: string, permissions: Schemas['Permissions']) => {
    const reply = await createRole({ name, permissions });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['Role']>();
  };
  const change = (method: 'PUT' | 'PATCH', uuid: string, body: Record<string, unknown>, cookie = admin) =>
    server.send({ method, url: `/api/settings/roles/${uuid}`, payload: body, cookie });
  const stored = async (uuid: string) => (await server.db.query<{ name: string; permissions: Schemas['Permissions'] }>('select name, permissions from roles where uuid = $1', [uuid]))[0];

  it('lists the predefined roles with their permissions and computed counts', async () => {
    await server.db.query("insert into users (user_name, role_id) values ('it1', $1), ('it2', $1)", [IT_ROLE_ID]);
    await server.db.query("insert into users (user_name, role_id, is_service_account) values ('svc', $1, true)", [IT_ROLE_ID]);
    const reply = await roles('?size=50');
    expect(reply.statusCode).toBe(200);
    const page = reply.json<Schemas['RolesPage']>();
    const byName = new Map(page.data.map((role) => [role.name, role]));
    expect(byName.get('Admin')).toMatchObject({ uuid: ADMIN_ROLE_ID, predefined: true, users_count: 1, permissions: PERMISSION_CATALOGUE });
    expect(byName.get('IT')).toMatchObject({ users_count: 2, service_accounts_count: 1 });
    const readOnly = byName.get('OwnerReadOnly');
    expect(readOnly?.uuid).toBe(OWNER_READ_ONLY_ROLE_ID);
    expect(Object.keys(readOnly?.permissions ?? {}).sort()).toEqual(Object.keys(PERMISSION_CATALOGUE).sort());
    // View wherever the category has it, never Update; besides, what the shell lets a read-only owner do.
    const readOnlyGrants = Object.entries(readOnly?.permissions ?? {}).flatMap(([category, actions]) => actions.map((action) => `${category}.${action}`));
    const views = Object.entries(PERMISSION_CATALOGUE).flatMap(([category, actions]) => (actions.includes('View') ? [`${category}.View`] : []));
    expect(readOnlyGrants.filter((grant) => !grant.endsWith('.View')).sort()).toEqual(
      ['GeneralActions.SupportCenterLink', 'Reports.Private', 'Settings.RunManualDiscovery', 'UsersManagement.GetUsersAndRoles'],
    );
    expect(readOnlyGrants.filter((grant) => grant.endsWith('.View')).sort()).toEqual(views.sort());
    expect(page.meta).toMatchObject({ page: 0, size: 50, total: page.data.length, next_cursor: null });
  });

  it('searches and sorts roles', async () => {
    const names = async (query: string) => (await roles(query)).json<Schemas['RolesPage']>().data.map((role) => role.name);
    expect(await names('?search=owner&sort=-name')).toEqual(['OwnerReadOnly', 'Owner']);
    expect((await roles('?sort=secret')).statusCode).toBe(400);
  });

  describe('create', () => {
    it('creates a role, without repeated actions', async () => {
      const role = await created('Analysts', { Reports: ['Private', 'View'], Dashboard: ['View', 'View'] });
      expect(role).toMatchObject({ name: 'Analysts', users_count: 0, service_accounts_count: 0, predefined: false, permissions: { Dashboard: ['View'], Reports: ['View', 'Private'] } });
    });

    it('refuses a duplicate name (409), unknown permissions or a missing name (400)', async () => {
      await created('Twice', {});
      expect((await createRole({ name: 'Twice', permissions: {} })).statusCode).toBe(409);
      const unknown = await createRole({ name: 'Odd', permissions: { Nuclear: ['Launch'] } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<Schemas['Error']>().message).toMatch(/^Unknown permission category "Nuclear"/);
      expect((await createRole({ name: 'Odd', permissions: { Dashboard: ['Launch'] } })).statusCode).toBe(400);
      expect((await createRole({ permissions: {} })).statusCode).toBe(400);
      expect(await server.db.query("select 1 from roles where name = 'Odd'")).toEqual([]);
    });

    it('is refused to a user who may only view settings', async () => {
      const viewer = await server.asUserWith({ Settings: ['View'] });
      expect((await createRole({ name: 'Nope', permissions: {} }, viewer)).statusCode).toBe(403);
    });

    it('lets a manager who is not an admin grant only actions they hold', async () => {
      const manager = await server.asUserWith({ Settings: ['View', 'Update'], Dashboard: ['View'] });
      expect((await createRole({ name: 'Small', permissions: { Dashboard: ['View'] } }, manager)).statusCode).toBe(201);
      const more = await createRole({ name: 'Bigger', permissions: { Dashboard: ['View', 'Update'] } }, manager);
      expect(more.statusCode).toBe(403);
      expect(more.json<Schemas['Error']>().message).toContain('Dashboard.Update');
    });
  });

  describe('update', () => {
    it('PUT replaces the name and permissions', async () => {
      const role = await created('Putter', { Dashboard: ['View'], Reports: ['View'] });
      const reply = await change('PUT', role.uuid, { uuid: role.uuid, name: 'Putter 2', permissions: { Audit: ['View'] } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['Role']>()).toMatchObject({ name: 'Putter 2', permissions: { Audit: ['View'] } });
    });

    it('PATCH merges: the categories sent replace theirs, the others stay', async () => {
      const role = await created('Patcher', { Dashboard: ['View'], Reports: ['View'] });
      const reply = await change('PATCH', role.uuid, { uuid: role.uuid, name: 'Patcher', permissions: { Reports: ['View', 'Private'], Dashboard: [] } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['Role']>().permissions).toEqual({ Reports: ['View', 'Private'] });
    });

    it('under PATCH a manager may neither add nor remove actions they do not hold', async () => {
      const role = await created('Mixed', { Dashboard: ['View'], Audit: ['View'] });
      const manager = await server.asUserWith({ Settings: ['View', 'Update'], Dashboard: ['View'] });
      const removal = await change('PATCH', role.uuid, { uuid: role.uuid, name: 'Mixed', permissions: { Audit: [] } }, manager);
      expect(removal.statusCode).toBe(403);
      // PUT only guards what is added.
      expect((await change('PUT', role.uuid, { uuid: role.uuid, name: 'Mixed', permissions: { Dashboard: ['View'] } }, manager)).statusCode).toBe(200);
      expect((await change('PUT', role.uuid, { uuid: role.uuid, name: 'Mixed', permissions: { Audit: ['View'] } }, manager)).statusCode).toBe(403);
      expect((await stored(role.uuid))?.permissions).toEqual({ Dashboard: ['View'] });
    });

    it('refuses a predefined role (403), an unknown one (404), another uuid or a taken name', async () => {
      const before = await stored(IT_ROLE_ID);
      expect((await change('PUT', IT_ROLE_ID, { uuid: IT_ROLE_ID, name: 'IT', permissions: {} })).statusCode).toBe(403);
      expect((await change('PATCH', IT_ROLE_ID, { uuid: IT_ROLE_ID, name: 'IT', permissions: {} })).statusCode).toBe(403);
      expect(await stored(IT_ROLE_ID)).toEqual(before);
      const missing = '00000000-0000-4000-a000-0000000000ff';
      expect((await change('PUT', missing, { uuid: missing, name: 'X', permissions: {} })).statusCode).toBe(404);
      const role = await created('Renamed', {});
      expect((await change('PUT', role.uuid, { uuid: IT_ROLE_ID, name: 'X', permissions: {} })).statusCode).toBe(400);
      expect((await change('PUT', role.uuid, { uuid: role.uuid, name: 'Admin', permissions: {} })).statusCode).toBe(409);
      expect((await change('PUT', role.uuid, { uuid: role.uuid, permissions: {} })).statusCode).toBe(400);
    });

    it('is refused to a user who may only view settings', async () => {
      const role = await created('Viewed', {});
      const viewer = await server.asUserWith({ Settings: ['View'] });
      expect((await change('PUT', role.uuid, { uuid: role.uuid, name: 'Changed', permissions: {} }, viewer)).statusCode).toBe(403);
      expect((await stored(role.uuid))?.name).toBe('Viewed');
    });

    it("applies to its users' next request at once", async () => {
      const role = await created('Live', { Dashboard: ['View'] });
      await server.db.query('insert into users (user_name, password_hash, role_id) select $1, password_hash, $2 from users where user_name = $3', ['live_user', role.uuid, 'admin']);
      const cookie = await server.signIn('live_user', 'Str0ng&long!');
      expect((await roles('', cookie)).statusCode).toBe(403);
      await change('PATCH', role.uuid, { uuid: role.uuid, name: 'Live', permissions: { Settings: ['View'] } });
      expect((await roles('', cookie)).statusCode).toBe(200);
    });
  });

  describe('delete', () => {
    const remove = (uuid: string, cookie = admin) => server.send({ method: 'DELETE', url: `/api/settings/roles/${uuid}`, cookie });

    it('deletes a role nobody has', async () => {
      const role = await created('Temporary', {});
      expect((await remove(role.uuid)).statusCode).toBe(204);
      expect(await stored(role.uuid)).toBeUndefined();
      expect((await remove(role.uuid)).statusCode).toBe(404);
    });

    it('refuses a role still held (409), a predefined one, and viewers (403)', async () => {
      const role = await created('Held', {});
      await server.db.query("insert into users (user_name, role_id) values ('holder', $1)", [role.uuid]);
      const held = await remove(role.uuid);
      expect(held.statusCode).toBe(409);
      expect(held.json<Schemas['Error']>().message).toBe('Users or service accounts still have this role; assign them another one first.');
      expect((await remove(OWNER_READ_ONLY_ROLE_ID)).statusCode).toBe(403);
      const free = await created('Free', {});
      expect((await remove(free.uuid, await server.asUserWith({ Settings: ['View'] }))).statusCode).toBe(403);
      expect(await stored(free.uuid)).toBeDefined();
    });
  });

  describe('preview', () => {
    it("tells what the role's users would gain and lose, and changes nothing", async () => {
      const role = await created('Previewed', { Dashboard: ['View'], Reports: ['View', 'Private'] });
      await server.db.query("insert into users (user_name, role_id) values ('p1', $1), ('p2', $1)", [role.uuid]);
      await server.db.query("insert into users (user_name, role_id, is_service_account) values ('psvc', $1, true)", [role.uuid]);
      const reply = await server.send({
        method: 'POST',
        url: `/api/settings/roles/${role.uuid}/preview`,
        payload: { permissions: { Dashboard: ['View', 'Update'], Reports: ['View'] } },
        cookie: admin,
      });
      expect(reply.statusCode).toBe(200);
      const preview = reply.json<Schemas['AccessChangePreview']>();
      expect(preview).toMatchObject({ users_count: 2, service_accounts_count: 1, skipped: [] });
      expect(preview.changes[0]).toMatchObject({
        users_count: 2,
        gained: { sidebar_areas: [], actions: [{ category: 'Dashboard', action: 'Update' }] },
        lost: { sidebar_areas: ['reports'], actions: [{ category: 'Reports', action: 'Private' }] },
      });
      expect((await stored(role.uuid))?.permissions).toEqual({ Dashboard: ['View'], Reports: ['View', 'Private'] });
    });

    it('finds no change when the permissions stay, and refuses unknown permissions', async () => {
      const role = await created('Same', { Dashboard: ['View'] });
      const same = await server.send({ method: 'POST', url: `/api/settings/roles/${role.uuid}/preview`, payload: { permissions: { Dashboard: ['View'] } }, cookie: admin });
      expect(same.json<Schemas['AccessChangePreview']>()).toEqual({ users_count: 0, service_accounts_count: 0, changes: [], skipped: [] });
      const odd = await server.send({ method: 'POST', url: `/api/settings/roles/${role.uuid}/preview`, payload: { permissions: { Dashboard: ['Fly'] } }, cookie: admin });
      expect(odd.statusCode).toBe(400);
    });
  });

  it('exports the roles as CSV', async () => {
    const reply = await server.send({ method: 'GET', url: '/api/settings/roles/csv?search=OwnerReadOnly', cookie: admin });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="roles.csv"');
    expect(reply.body).toBe(
      'name,predefined,users_count,service_accounts_count,permissions\r\n' +
        'OwnerReadOnly,true,0,0,Settings: View RunManualDiscovery; Dashboard: View; Adapters: View; Enforcements: View; Assets: View; Reports: View Private; Audit: View; Graph: View; ' +
        'Findings: View; Queries: View; Cases: View; FindingsAlerts: View; Notifications: View; UsersManagement: GetUsersAndRoles; GeneralActions: SupportCenterLink\r\n',
    );
    expect((await server.send({ method: 'GET', url: '/api/settings/roles/csv', cookie: await server.asUserWith({ Dashboard: ['View'] }) })).statusCode).toBe(403);
  });

  describe('permission catalogue', () => {
    const catalogue = (cookie = admin) => server.send({ method: 'GET', url: '/api/settings/roles/permissions', cookie });

    it('lists the fixed categories, then one <type>_assets category per implemented asset type, and the restrict setting', async () => {
      const reply = await catalogue();
      expect(reply.statusCode).toBe(200);
      const body = reply.json<Schemas['PermissionCatalogue']>();
      expect(body.restrict_permission_assignment).toBe(false);
      const fixed = Object.entries(PERMISSION_CATALOGUE).map(([category, actions]) => ({ category, actions, asset_type: null }));
      expect(body.categories.slice(0, fixed.length)).toEqual(fixed);
      expect(body.categories.slice(fixed.length)).toEqual(
        ['devices', 'software', 'users', 'vulnerabilities'].map((type) => ({ category: `${type}_assets`, actions: ['View', 'DeepUpdate'], asset_type: type })),
      );
    });

    it('tells when the restrict-permission-assignment setting is on (settings section roles)', async () => {
      const put = await server.send({ method: 'PUT', url: '/api/settings/sections/roles', payload: { restrict_permission_assignment: true }, cookie: admin });
      expect(put.statusCode, put.body).toBe(200);
      expect((await catalogue()).json<Schemas['PermissionCatalogue']>().restrict_permission_assignment).toBe(true);
      const odd = await server.send({ method: 'PUT', url: '/api/settings/sections/roles', payload: { restrict_permission_assignment: 'yes' }, cookie: admin });
      expect(odd.statusCode).toBe(400);
      await server.send({ method: 'PUT', url: '/api/settings/sections/roles', payload: { restrict_permission_assignment: false }, cookie: admin });
    });

    it('needs Settings.View', async () => {
      expect((await catalogue(await server.asUserWith({ Dashboard: ['View'] }))).statusCode).toBe(403);
      expect((await catalogue(await server.asUserWith({ Settings: ['View'] }))).statusCode).toBe(200);
    });

    it('lets roles grant asset-type categories, and previews the asset types gained and lost', async () => {
      const role = await created('Device viewers', { devices_assets: ['View'], Dashboard: ['View'] });
      expect(role.permissions).toEqual({ Dashboard: ['View'], devices_assets: ['View'] });
      expect((await createRole({ name: 'Printers', permissions: { printers_assets: ['View'] } })).statusCode).toBe(400);
      expect((await createRole({ name: 'Fly', permissions: { devices_assets: ['Update'] } })).statusCode).toBe(400);
      await server.db.query("insert into users (user_name, role_id) values ('viewer1', $1)", [role.uuid]);
      const preview = await server.send({
        method: 'POST',
        url: `/api/settings/roles/${role.uuid}/preview`,
        payload: { permissions: { Dashboard: ['View'], software_assets: ['View', 'DeepUpdate'] } },
        cookie: admin,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json<Schemas['AccessChangePreview']>().changes[0]).toMatchObject({
        users_count: 1,
        gained: { asset_types: ['software'] },
        lost: { asset_types: ['devices'], actions: [{ category: 'devices_assets', action: 'View' }] },
      });
      const put = await change('PUT', role.uuid, { uuid: role.uuid, name: role.name, permissions: { software_assets: ['DeepUpdate', 'View'] } });
      expect(put.statusCode, put.body).toBe(200);
      expect((await stored(role.uuid))?.permissions).toEqual({ software_assets: ['View', 'DeepUpdate'] });
    });
  });
});
