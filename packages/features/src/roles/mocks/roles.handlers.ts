import type { AccessChangePreview, DataScope, DataScopesSection, PermissionCategory, Permissions, Role } from '@vigil/openapi';
import { apiHttp, attributesReply, pageReply } from '@vigil/openapi/mocks';
import { dataScopesFixture, permissionCategoriesFixture, rolePreviewFixture, rolesFixture } from '../fixtures/roles';

/** A story's roles server: what it holds, and every write it received (method, path and body). */
export interface RolesServer {
  roles: Role[];
  restrictPermissionAssignment: boolean;
  preview: AccessChangePreview;
  writes: { method: string; path: string; body?: unknown }[];
}

export const rolesServer = (overrides: Partial<Omit<RolesServer, 'writes'>> = {}): RolesServer => ({
  roles: structuredClone(rolesFixture),
  restrictPermissionAssignment: false,
  preview: rolePreviewFixture,
  ...overrides,
  writes: [],
});

const unavailable = { status: 503, message: 'Service Unavailable' } as const;

const withoutEmpty = (permissions: Permissions): Permissions => Object.fromEntries(Object.entries(permissions).filter(([, actions]) => actions.length > 0));

/** Mock HTTP answers for the roles feature's calls, for stories and tests; typed by the contract. */
export const rolesHandlers = {
  /** Every roles call, answered from `server` as the reference server would (search, paging, PUT replaces, PATCH merges). */
  server: (server: RolesServer, categories: PermissionCategory[] = permissionCategoriesFixture) => [
    apiHttp.get('/settings/roles', ({ query, response }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const matching = server.roles.filter((role) => role.name.toLowerCase().includes(search));
      return response(200).json(pageReply(matching, { page: Number(query.get('page') ?? 0), size: Number(query.get('size') ?? 20) }));
    }),
    apiHttp.get('/settings/roles/permissions', ({ response }) =>
      response(200).json({ categories, restrict_permission_assignment: server.restrictPermissionAssignment }),
    ),
    apiHttp.post('/settings/roles', async ({ request, response }) => {
      const body = await request.json();
      server.writes.push({ method: 'POST', path: '/settings/roles', body });
      const role: Role = { uuid: `role-${String(server.roles.length + 1)}`, name: body.name, permissions: body.permissions, users_count: 0, service_accounts_count: 0, predefined: false };
      server.roles.push(role);
      return response(201).json(role);
    }),
    apiHttp.put('/settings/roles/{uuid}', async ({ params, request, response }) => {
      const body = await request.json();
      server.writes.push({ method: 'PUT', path: `/settings/roles/${params.uuid}`, body });
      const role = server.roles.find((known) => known.uuid === params.uuid);
      if (!role) return response(404).json({ status: 404, message: 'No such role.' });
      Object.assign(role, { name: body.name, permissions: body.permissions });
      return response(200).json(role);
    }),
    apiHttp.patch('/settings/roles/{uuid}', async ({ params, request, response }) => {
      const body = await request.json();
      server.writes.push({ method: 'PATCH', path: `/settings/roles/${params.uuid}`, body });
      const role = server.roles.find((known) => known.uuid === params.uuid);
      if (!role) return response(404).json({ status: 404, message: 'No such role.' });
      Object.assign(role, { name: body.name, permissions: withoutEmpty({ ...role.permissions, ...body.permissions }) });
      return response(200).json(role);
    }),
    apiHttp.post('/settings/roles/{uuid}/preview', async ({ params, request, response }) => {
      server.writes.push({ method: 'POST', path: `/settings/roles/${params.uuid}/preview`, body: await request.json() });
      return response(200).json(server.preview);
    }),
    apiHttp.delete('/settings/roles/{uuid}', ({ params, response }) => {
      server.writes.push({ method: 'DELETE', path: `/settings/roles/${params.uuid}` });
      server.roles = server.roles.filter((role) => role.uuid !== params.uuid);
      return response(204).empty();
    }),
    apiHttp.get('/settings/roles/csv', ({ query, response }) => {
      // Like the reference server: the search, and the chosen columns in their order (this mock's default: name, users_count).
      const search = (query.get('search') ?? '').toLowerCase();
      const columns = query.getAll('columns');
      const header = columns.length ? columns : ['name', 'users_count'];
      const cell = (role: Role, column: string) => JSON.stringify(role[column as keyof Role]).replace(/^"|"$/g, '');
      const rows = server.roles.filter((role) => role.name.toLowerCase().includes(search)).map((role) => header.map((column) => cell(role, column)).join(','));
      return response(200).text([header.join(','), ...rows].join('\r\n'));
    }),
  ],
  /** GET settings/roles failing. */
  listFailure: (status = unavailable.status, message = unavailable.message) =>
    apiHttp.get('/settings/roles', ({ response }) => response('default').json({ status, message }, { status })),
  /** GET settings/roles/csv failing. */
  csvFailure: (status = unavailable.status, message = unavailable.message) =>
    apiHttp.get('/settings/roles/csv', ({ response }) => response('default').json({ status, message }, { status })),
  /** DELETE settings/roles/{uuid} refused with `message` (409: users still hold the role). */
  deleteRefused: (message: string) =>
    apiHttp.delete('/settings/roles/{uuid}', ({ response }) => response(409).json({ status: 409, message })),
  /** GET settings/data_scope. */
  dataScopes: (scopes: DataScope[] = dataScopesFixture) =>
    apiHttp.get('/settings/data_scope', ({ response }) => response(200).json(attributesReply({ scopes }))),
  /** GET and PUT settings/sections/data_scopes over `settings.value`; each PUT body goes to `settings.writes`. */
  dataScopeSettings: (settings: { value: DataScopesSection; writes: DataScopesSection[] }) => [
    apiHttp.get('/settings/sections/{key}', ({ response }) => response(200).json({ data: { attributes: { value: settings.value } } })),
    apiHttp.put('/settings/sections/{key}', async ({ request, response }) => {
      const body = (await request.json()) as DataScopesSection;
      settings.writes.push(body);
      settings.value = body;
      return response(200).json({ data: { attributes: { value: body } } });
    }),
  ],
  /** GET settings/sections/data_scopes never answering (the modal's loading state). */
  dataScopeSettingsPending: () => apiHttp.get('/settings/sections/{key}', () => new Promise<never>(() => undefined)),
  /** GET settings/sections/data_scopes failing. */
  dataScopeSettingsFailure: (status = unavailable.status, message = unavailable.message) =>
    apiHttp.get('/settings/sections/{key}', ({ response }) => response('default').json({ status, message }, { status })),
  /** PUT settings/sections/data_scopes refused with a 400 naming `field`, as the reference server does. */
  dataScopeSettingsRefused: (field: string, message: string) =>
    apiHttp.put('/settings/sections/{key}', ({ response }) =>
      response(400).json({ status: 400, message: `Invalid request: body/${field} ${message}`, details: [{ field: `body/${field}`, message }] }),
    ),
  /** GET settings/data_scope failing. */
  dataScopesFailure: (status = unavailable.status, message = unavailable.message) =>
    apiHttp.get('/settings/data_scope', ({ response }) => response('default').json({ status, message }, { status })),
};
