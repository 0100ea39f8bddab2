import type { DataScope, Role, Selection, SkippedUser, UserListItem } from '@vigil/openapi';
import { apiHttp, attributesReply, buildRoles, pageReply } from '@vigil/openapi/mocks';
import { ADMIN_USER_NAME } from '../users.constants';
import { dataScopePreviewFixture, usersDataScopesFixture, usersFixture } from '../fixtures/users';

/** When the mock server says it changed a user. */
const UPDATED_AT = '2026-11-21T08:00:00Z';

/** How the mock server answers bulk actions: at once (200) or in the background (202). */
export type BulkMode = 200 | 202;

export interface UsersServerOptions {
  users?: UserListItem[];
  roles?: Role[];
  dataScopes?: DataScope[];
  bulk?: BulkMode;
  /** GET settings/users fails with 500. */
  failList?: boolean;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

function matches(user: UserListItem, query: URLSearchParams): boolean {
  const search = query.get('search')?.toLowerCase();
  if (search && ![user.user_name, user.first_name, user.last_name, user.email ?? ''].some((text) => text.toLowerCase().includes(search)))
    return false;
  const roles = query.getAll('role_id');
  if (roles.length && !roles.includes(user.role_id)) return false;
  const sources = query.getAll('source');
  if (sources.length && !sources.includes(user.source)) return false;
  const day = user.last_login?.slice(0, 10);
  const from = query.get('date_from');
  const to = query.get('date_to');
  if ((from || to) && !day) return false;
  if (from && day && day < from) return false;
  if (to && day && day > to) return false;
  return true;
}

function sorted(users: UserListItem[], sort: string | null): UserListItem[] {
  if (!sort) return users;
  const field = sort.replace(/^-/, '') as keyof UserListItem;
  const direction = sort.startsWith('-') ? -1 : 1;
  return [...users].sort((a, b) => direction * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
}

/**
 * A users server over an in-memory list, as the contract answers: filters, sort and paging;
 * bulk actions skip the user named admin and answer 200 (with the changed users) or 202.
 */
export function usersHandlers({
  users: initial = usersFixture,
  roles = buildRoles(),
  dataScopes = usersDataScopesFixture,
  bulk = 200,
  failList = false,
  record,
}: UsersServerOptions = {}) {
  let users = [...initial];
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const targets = ({ ids, include = true, filters = {} }: Selection): UserListItem[] => {
    if (include) return users.filter((user) => ids.includes(user.uuid));
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
    }
    return users.filter((user) => !ids.includes(user.uuid) && matches(user, query));
  };
  const split = (selection: Selection) => {
    const chosen = targets(selection);
    const skipped: SkippedUser[] = chosen
      .filter((user) => user.user_name === ADMIN_USER_NAME)
      .map((user) => ({ uuid: user.uuid, user_name: user.user_name, reason: 'admin_user' }));
    return { changed: chosen.filter((user) => user.user_name !== ADMIN_USER_NAME), skipped };
  };
  const change = (selection: Selection, patch: (user: UserListItem) => UserListItem) => {
    const { changed, skipped } = split(selection);
    const updated = changed.map(patch);
    const byId = new Map(updated.map((user) => [user.uuid, user]));
    users = users.map((user) => byId.get(user.uuid) ?? user);
    return { ids: updated.map((user) => user.uuid), data: updated, skipped };
  };
  const stamp = (user: UserListItem): UserListItem => ({ ...user, last_updated: UPDATED_AT });

  return [
    apiHttp.get('/settings/users', ({ request, response }) => {
      call(request);
      if (failList) return response('default').json({ status: 500, message: 'Internal Server Error' }, { status: 500 });
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 0);
      const size = Number(query.get('size') ?? 20);
      return response(200).json(pageReply(sorted(users.filter((user) => matches(user, query)), query.get('sort')), { page, size }));
    }),
    apiHttp.get('/settings/roles', ({ request, response }) => {
      call(request);
      return response(200).json(pageReply(roles, { size: roles.length || 1 }));
    }),
    apiHttp.get('/settings/data_scope', ({ request, response }) => {
      call(request);
      return response(200).json(attributesReply({ scopes: dataScopes }));
    }),
    apiHttp.delete('/settings/users', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (bulk === 202) return response(202).json({ job_id: 'job-1' });
      const { changed, skipped } = split(body.selection);
      const gone = new Set(changed.map((user) => user.uuid));
      users = users.filter((user) => !gone.has(user.uuid));
      return response(200).json({ ids: [...gone], data: [], skipped });
    }),
    apiHttp.put('/settings/users/assign_role', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const role = roles.find((item) => item.uuid === body.role_id);
      if (!role) return response(404).json({ status: 404, message: 'Role not found' });
      if (bulk === 202) return response(202).json({ job_id: 'job-2' });
      return response(200).json(change(body.selection, (user) => stamp({ ...user, role_id: role.uuid, role_name: role.name })));
    }),
    apiHttp.put('/settings/users/assign_data_scope_bulk', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (bulk === 202) return response(202).json({ job_id: 'job-3' });
      return response(200).json(change(body.selection, (user) => stamp({ ...user, data_scope_id: body.data_scope_id })));
    }),
    apiHttp.post('/settings/users/assign_data_scope_bulk/preview', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const { changed, skipped } = split(body.selection);
      return response(200).json(dataScopePreviewFixture(changed.map((user) => user.uuid), skipped));
    }),
    apiHttp.post('/settings/users', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (users.some((user) => user.user_name === body.user_name))
        return response(409).json({ status: 409, message: `A user named ${body.user_name} already exists` });
      const role = roles.find((item) => item.uuid === body.role_id) ?? roles[1];
      const user: UserListItem = {
        uuid: `new-${users.length + 1}`,
        user_name: body.user_name,
        first_name: body.first_name ?? '',
        last_name: body.last_name ?? '',
        email: body.email ?? null,
        source: 'internal',
        role_id: role?.uuid ?? '',
        role_name: role?.name ?? '',
        data_scope_id: body.data_scope_id ?? null,
        last_login: null,
        last_updated: UPDATED_AT,
      };
      users = [user, ...users];
      return response(201).json(user);
    }),
    apiHttp.put('/settings/users/{uuid}', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const current = users.find((user) => user.uuid === params.uuid);
      if (!current) return response(404).json({ status: 404, message: 'User not found' });
      const role = roles.find((item) => item.uuid === body.role_id);
      // The list item has no password: every other sent field shows in the reply.
      const fields: Partial<UserListItem> = { ...body };
      delete (fields as { password?: string }).password;
      const user = stamp({ ...current, ...fields, ...(role ? { role_name: role.name } : {}) });
      users = users.map((item) => (item.uuid === user.uuid ? user : item));
      return response(200).json(user);
    }),
    apiHttp.get('/settings/users/csv', ({ request, response }) => {
      call(request);
      const query = new URL(request.url).searchParams;
      const rows = sorted(users.filter((user) => matches(user, query)), query.get('sort')).map((user) => `${user.user_name},${user.role_name}`);
      return response(200).text(['user_name,role', ...rows].join('\n'), { headers: { 'Content-Disposition': 'attachment; filename="users.csv"' } });
    }),
  ];
}
