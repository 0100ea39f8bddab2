import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import type { Permissions } from '../auth/permissions.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, isUniqueViolation, sendError, roleById, type RoleRow } from '../admin/access.js';
import { csvOfColumns, sendCsv } from '../admin/csv.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { containsPattern, foldedMatch, orderBy, pageMeta, pageWindow } from '../admin/listQuery.js';
import { readSetting } from '../settings/store.js';
import { DEFAULT_ROLES_SETTINGS, ROLES_SETTINGS_KEY } from '../settings/roles.js';
import {
  accessChange,
  actionsNotHeld,
  assetTypeOf,
  normalizePermissions,
  notHeldMessage,
  permissionCatalogue,
  permissionsProblem,
} from '../admin/permissions.js';

type Schemas = components['schemas'];

export const ROLE_NOT_FOUND = 'No such role.';
export const PREDEFINED_ROLE = 'Predefined roles cannot be changed or deleted.';
export const ROLE_IN_USE = 'Users or service accounts still have this role; assign them another one first.';
export const ROLE_UUID_MISMATCH = 'The uuid of the body must be the uuid of the path.';
const duplicateName = (name: string) => `A role named "${name}" already exists.`;

interface RoleListRow extends RoleRow {
  users_count: number;
  service_accounts_count: number;
}

const ROLES = `
  select r.uuid, r.name, r.permissions, r.predefined, r.is_axonius_role,
         (select count(*)::int from users u where u.role_id = r.uuid and not u.is_service_account) as users_count,
         (select count(*)::int from users u where u.role_id = r.uuid and u.is_service_account) as service_accounts_count
    from roles r`;

const SORTS: Record<string, string> = {
  name: 'name',
  users_count: 'users_count',
  service_accounts_count: 'service_accounts_count',
  predefined: 'predefined',
};

const role = (row: RoleListRow): Schemas['Role'] => ({
  uuid: row.uuid,
  name: row.name,
  permissions: row.permissions,
  users_count: row.users_count,
  service_accounts_count: row.service_accounts_count,
  predefined: row.predefined,
  is_axonius_role: row.is_axonius_role,
});

/** The actions `after` has and `before` has not. */
function added(before: Permissions, after: Permissions): Permissions {
  return Object.fromEntries(Object.entries(after).map(([category, actions]) => [category, actions.filter((action) => !before[category]?.includes(action))]));
}

/** The actions added or removed between two sets of permissions. */
function changedActions(before: Permissions, after: Permissions): Permissions {
  const [gained, removed] = [added(before, after), added(after, before)];
  const categories = new Set([...Object.keys(gained), ...Object.keys(removed)]);
  return Object.fromEntries([...categories].map((category) => [category, [...(gained[category] ?? []), ...(removed[category] ?? [])]]));
}

/** Roles and their permissions (settings). */
export function rolesHandlers(db: Database) {
  async function findRoles(search: string | undefined, sort: string | undefined, window?: { offset: number; size: number }) {
    const params: unknown[] = [];
    const where = search ? `where ${foldedMatch('name', `$${String(params.push(containsPattern(search)))}`)}` : '';
    const order = orderBy(sort, SORTS, 'name', 'uuid');
    const limit = window ? ` limit ${String(window.size)} offset ${String(window.offset)}` : '';
    const rows = await db.query<RoleListRow>(`select * from (${ROLES}) roles ${where} ${order}${limit}`, params);
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from roles ${where}`, params);
    return { rows, total: count?.total ?? 0 };
  }

  async function roleReply(uuid: string): Promise<Schemas['Role']> {
    const [row] = await db.query<RoleListRow>(`${ROLES} where r.uuid = $1`, [uuid]);
    if (!row) throw new Error('the role is gone');
    return role(row);
  }

  /** The role of the path when it may change; otherwise the reply (404, 403) is sent. */
  async function changeable(uuid: string, reply: FastifyReply): Promise<RoleRow | undefined> {
    const found = await roleById(db, uuid);
    if (!found) return void sendError(reply, 404, ROLE_NOT_FOUND);
    return found.predefined ? void sendError(reply, 403, PREDEFINED_ROLE) : found;
  }

  /** Checks new permissions: known ones only (400), and only actions the caller holds among `changed` (403). */
  async function refusedPermissions(caller: SessionUser, permissions: Permissions, changed: Permissions, reply: FastifyReply): Promise<boolean> {
    const problem = permissionsProblem(permissions, await permissionCatalogue(db));
    const missing = problem ? [] : actionsNotHeld(caller, changed);
    if (problem) sendError(reply, 400, problem);
    else if (missing.length) sendError(reply, 403, notHeldMessage(missing));
    return problem !== undefined || missing.length > 0;
  }

  async function save(request: FastifyRequest, current: RoleRow, name: string, permissions: Permissions, reply: FastifyReply): Promise<Schemas['Role'] | undefined> {
    try {
      const normalized = normalizePermissions(permissions, await permissionCatalogue(db));
      await db.transaction(async (tx) => {
        await tx.query('update roles set name = $2, permissions = $3, last_updated = now() where uuid = $1', [current.uuid, name, JSON.stringify(normalized)]);
        await recordAudit(tx, actorOf(request), {
          action: 'role.updated',
          target_type: 'role',
          target_id: current.uuid,
          target_name: name,
          details: {
            ...(name !== current.name && { name: { from: current.name, to: name } }),
            permissions: { from: current.permissions, to: normalized },
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return void sendError(reply, 409, duplicateName(name));
      throw error;
    }
    return roleReply(current.uuid);
  }

  return {
    getPermissionCatalogue: async () => {
      const catalogue = await permissionCatalogue(db);
      const settings = await readSetting(db, ROLES_SETTINGS_KEY, DEFAULT_ROLES_SETTINGS);
      return {
        categories: Object.entries(catalogue).map(([category, actions]) => ({ category, actions: [...actions], asset_type: assetTypeOf(category) ?? null })),
        restrict_permission_assignment: settings.restrict_permission_assignment,
      };
    },

    listRoles: async ({ query }) => {
      const window = pageWindow(query);
      const { rows, total } = await findRoles(query.search, query.sort, window);
      return { data: rows.map(role), meta: pageMeta(window, rows.length, total) };
    },

    exportRolesCsv: async ({ query, reply }) => {
      const { rows } = await findRoles(query.search, query.sort);
      // The catalogue's order (the database keeps JSON keys in its own).
      const order = Object.keys(await permissionCatalogue(db));
      const rank = (category: string) => order.indexOf(category) >>> 0;
      const permissionsText = (permissions: Permissions) =>
        Object.entries(permissions)
          .sort(([a], [b]) => rank(a) - rank(b))
          .map(([category, actions]) => `${category}: ${actions.join(' ')}`)
          .join('; ');
      const columns: Record<components['parameters']['RolesCsvColumns'][number], (row: (typeof rows)[number]) => string | number | boolean> = {
        name: (row) => row.name,
        predefined: (row) => row.predefined,
        users_count: (row) => row.users_count,
        service_accounts_count: (row) => row.service_accounts_count,
        permissions: (row) => permissionsText(row.permissions),
      };
      sendCsv(reply, 'roles.csv', csvOfColumns(columns, rows, query.columns));
      return undefined;
    },

    createRole: async ({ body, request, reply }) => {
      if (await refusedPermissions(callerOf(request), body.permissions, body.permissions, reply)) return undefined;
      const permissions = normalizePermissions(body.permissions, await permissionCatalogue(db));
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ uuid: string }>('insert into roles (name, permissions) values ($1, $2) on conflict (name) do nothing returning uuid::text as uuid', [
          body.name,
          JSON.stringify(permissions),
        ]);
        if (row) await recordAudit(tx, actorOf(request), { action: 'role.created', target_type: 'role', target_id: row.uuid, target_name: body.name, details: { permissions } });
        return row;
      });
      if (!created) return void sendError(reply, 409, duplicateName(body.name));
      return void reply.code(201).send(await roleReply(created.uuid));
    },

    // PUT replaces the permissions: a non-admin may not add what they do not hold.
    updateRole: async ({ params, body, request, reply }) => {
      if (body.uuid !== params.uuid) return void sendError(reply, 400, ROLE_UUID_MISMATCH);
      const current = await changeable(params.uuid, reply);
      if (!current) return undefined;
      if (await refusedPermissions(callerOf(request), body.permissions, added(current.permissions, body.permissions), reply)) return undefined;
      return save(request, current, body.name, body.permissions, reply);
    },

    // PATCH (restrict-permission-assignment): the categories sent replace theirs, the others stay;
    // a non-admin may neither add nor remove what they do not hold.
    patchRole: async ({ params, body, request, reply }) => {
      if (body.uuid !== params.uuid) return void sendError(reply, 400, ROLE_UUID_MISMATCH);
      const current = await changeable(params.uuid, reply);
      if (!current) return undefined;
      const merged = { ...current.permissions, ...body.permissions };
      if (await refusedPermissions(callerOf(request), merged, changedActions(current.permissions, merged), reply)) return undefined;
      return save(request, current, body.name, merged, reply);
    },

    deleteRole: async ({ params, request, reply }) => {
      const current = await changeable(params.uuid, reply);
      if (!current) return undefined;
      const deleted = await db.transaction(async (tx) => {
        const [inUse] = await tx.query('select 1 from users where role_id = $1 limit 1', [current.uuid]);
        if (inUse) return false;
        await tx.query('delete from roles where uuid = $1', [current.uuid]);
        await recordAudit(tx, actorOf(request), { action: 'role.deleted', target_type: 'role', target_id: current.uuid, target_name: current.name, details: { permissions: current.permissions } });
        return true;
      });
      if (!deleted) return void sendError(reply, 409, ROLE_IN_USE);
      return void reply.code(204).send();
    },

    previewRoleChange: async ({ params, body, reply }) => {
      const current = await changeable(params.uuid, reply);
      if (!current) return undefined;
      const catalogue = await permissionCatalogue(db);
      const problem = permissionsProblem(body.permissions, catalogue);
      if (problem) return void sendError(reply, 400, problem);
      const holders = await db.query<{ uuid: string; is_service_account: boolean }>(
        'select uuid, is_service_account from users where role_id = $1 order by user_name',
        [current.uuid],
      );
      // The data scope is not changed by a role edit, so fields restriction is the same on both sides.
      const { gained, lost } = accessChange({ permissions: current.permissions, fieldsRestricted: false }, { permissions: normalizePermissions(body.permissions, catalogue), fieldsRestricted: false });
      const changes = [gained, lost].some((delta) => delta.sidebar_areas.length + delta.actions.length + delta.asset_types.length > 0);
      const users = holders.filter((holder) => !holder.is_service_account);
      const serviceAccounts = holders.length - users.length;
      return {
        users_count: changes ? users.length : 0,
        service_accounts_count: changes ? serviceAccounts : 0,
        changes: changes && users.length ? [{ users_count: users.length, user_ids: users.slice(0, 100).map((user) => user.uuid), gained, lost }] : [],
        skipped: [],
      };
    },
  } satisfies Handlers;
}
