import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { can } from '../auth/permissions.js';
import type { SessionUser } from '../auth/sessions.js';
import { OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { findApiKey, issueApiKey } from '../auth/apiKeys.js';
import { hashPassword } from '../auth/passwords.js';
import { policyMessage, policyProblems, readPasswordPolicy } from '../auth/passwordPolicy.js';
import {
  callerOf,
  sendError,
  dataScopeById,
  isAdminUser,
  isUniqueViolation,
  mayManage,
  roleById,
  storedDataScope,
  type RoleRow,
} from '../admin/access.js';
import { BULK_SYNC_LIMIT, USER_BULK_WORK, type UserBulkKind } from '../admin/bulk.js';
import { csvOfColumns, sendCsv } from '../admin/csv.js';
import type { JobRunner } from '../admin/jobs.js';
import { pageMeta, pageWindow } from '../admin/listQuery.js';
import { readDataScopesSettings } from '../settings/dataScopes.js';
import { accessChange, mayHandOut, notHeldMessage, actionsNotHeld } from '../admin/permissions.js';
import { findUsers, selectedUsers, userById, userListItem, usersByIds, type AdminUserRow } from '../admin/userStore.js';
import { actorOf, recordAudit } from '../audit/record.js';

type Schemas = components['schemas'];

export const USER_NOT_FOUND = 'No such user.';
export const ROLE_NOT_FOUND = 'No role with this role_id.';
export const DATA_SCOPE_NOT_FOUND = 'No data scope with this data_scope_id.';
export const UUID_MISMATCH = 'The uuid of the body must be the uuid of the path.';
export const ADMIN_USER_NOT_DELETED = 'The user named admin cannot be deleted.';
export const ADMIN_USER_KEPT = 'The user named admin keeps its name and its role, and cannot be disabled.';
export const STRONGER_USER = 'You do not have the permissions for this: the user has permissions you do not hold.';
export const API_KEY_NOT_YET = 'This user has no API key yet.';
export const OTHERS_API_KEY = 'You do not have the permissions for this: only user managers see the API keys of other users.';

const duplicateName = (userName: string) => `A user named "${userName}" already exists.`;

/** Fields of a user whose values an audit entry keeps (before and after); the others are named only. */
const AUDITED_VALUES = ['user_name', 'first_name', 'last_name', 'email', 'role_id', 'data_scope_id', 'is_disabled'] as const satisfies readonly (keyof AdminUserRow)[];
const isAudited = (column: string): column is (typeof AUDITED_VALUES)[number] => (AUDITED_VALUES as readonly string[]).includes(column);

/** What an update changes, for the audit entry: the fields, with before and after except for the password. */
function userChanges(user: AdminUserRow, changes: readonly [string, unknown][]): Record<string, unknown> {
  const changed = changes.map(([column]) => (column === 'password_hash' ? 'password' : column));
  const values = Object.fromEntries(changes.flatMap(([column, to]) => (isAudited(column) ? [[column, { from: user[column], to }]] : [])));
  return { fields: changed, ...values };
}

/** The users CSV's columns, in the contract's order (the export config modal picks and orders them). */
const USERS_CSV_COLUMNS: Record<components['parameters']['UsersCsvColumns'][number], (user: AdminUserRow) => string | boolean | null> = {
  user_name: (user) => user.user_name,
  first_name: (user) => userListItem(user).first_name,
  last_name: (user) => userListItem(user).last_name,
  email: (user) => userListItem(user).email,
  source: (user) => userListItem(user).source,
  role: (user) => userListItem(user).role_name,
  data_scope: (user) => user.data_scope_name ?? '',
  disabled: (user) => user.is_disabled,
  last_updated: (user) => userListItem(user).last_updated,
  last_login: (user) => userListItem(user).last_login,
};

/** The query of the users list without its paging: the filters a CSV export or a bulk selection share. */
const filtersOf = (query: Schemas['UserFilters']): Schemas['UserFilters'] => ({
  ...(query.search !== undefined && { search: query.search }),
  ...(query.role_id !== undefined && { role_id: query.role_id }),
  ...(query.source !== undefined && { source: query.source }),
  ...(query.date_from !== undefined && { date_from: query.date_from }),
  ...(query.date_to !== undefined && { date_to: query.date_to }),
});

/** A role the caller names for users: missing -> `missingStatus`; stronger than the caller -> 403. */
async function roleToHandOut(db: Database, caller: SessionUser, roleId: string, reply: FastifyReply, missingStatus: 400 | 404): Promise<RoleRow | undefined> {
  const role = await roleById(db, roleId);
  if (!role) return void sendError(reply, missingStatus, ROLE_NOT_FOUND);
  if (!mayHandOut(caller, role)) {
    const missing = actionsNotHeld(caller, role.permissions);
    return void sendError(reply, 403, notHeldMessage(missing.length ? missing : ['the Admin role']));
  }
  return role;
}

/** Users, their bulk actions, CSV export and API keys, and the data scopes they are assigned (settings). */
export function usersHandlers(db: Database, jobs: JobRunner) {
  /**
   * A bulk action: the selection minus the user named admin (reported as skipped); refused whole
   * when the caller may not change one of the users; done at once up to BULK_SYNC_LIMIT users,
   * else stored as a job and answered 202.
   */
  async function bulk<K extends UserBulkKind>(
    request: FastifyRequest,
    reply: FastifyReply,
    selection: Schemas['Selection'],
    kind: K,
    extra: Omit<Parameters<(typeof USER_BULK_WORK)[K]>[1], 'ids'>,
  ): Promise<Schemas['BulkActionReply'] | undefined> {
    const caller = callerOf(request);
    const selected = await selectedUsers(db, selection);
    const skipped = selected.filter(isAdminUser).map((user) => ({ uuid: user.uuid, user_name: user.user_name, reason: 'admin_user' as const }));
    const targets = selected.filter((user) => !isAdminUser(user));
    if (targets.some((user) => !mayManage(caller, user))) return void sendError(reply, 403, STRONGER_USER);
    const payload = { ...extra, ids: targets.map((user) => user.uuid), actor: actorOf(request) };
    if (targets.length > BULK_SYNC_LIMIT) {
      const jobId = await jobs.enqueue(kind, payload, caller.uuid);
      return void reply.code(202).send({ job_id: jobId } satisfies Schemas['BulkActionAccepted']);
    }
    const work = USER_BULK_WORK[kind] as (tx: Queryable, input: typeof payload) => Promise<void>;
    await db.transaction((tx) => work(tx, payload));
    const data = kind === 'users.delete' ? [] : (await usersByIds(db, payload.ids)).map(userListItem);
    return { ids: payload.ids, data, skipped };
  }

  /** The data scope a request names, stored form; undefined (reply sent) when it does not exist. */
  async function dataScopeToAssign(id: string | null | undefined, reply: FastifyReply, missingStatus: 400 | 404): Promise<{ id: string | null } | undefined> {
    if (id === null || id === undefined) return { id: null };
    const scope = await dataScopeById(db, id);
    return scope ? { id: storedDataScope(scope.uuid) } : void sendError(reply, missingStatus, DATA_SCOPE_NOT_FOUND);
  }

  async function passwordHashOf(password: string, reply: FastifyReply): Promise<string | undefined> {
    const problems = policyProblems(await readPasswordPolicy(db), password);
    return problems.length ? void sendError(reply, 400, policyMessage(problems)) : hashPassword(password);
  }

  /** The user of the path when the caller may change them; otherwise the reply (404, 403) is sent. */
  async function manageable(caller: SessionUser, uuid: string, reply: FastifyReply): Promise<AdminUserRow | undefined> {
    const user = await userById(db, uuid);
    if (!user) return void sendError(reply, 404, USER_NOT_FOUND);
    return mayManage(caller, user) ? user : void sendError(reply, 403, STRONGER_USER);
  }

  return {
    listUsers: async ({ query }) => {
      const window = pageWindow(query);
      const { rows, total } = await findUsers(db, filtersOf(query), query.sort, window);
      return { data: rows.map(userListItem), meta: pageMeta(window, rows.length, total) };
    },

    exportUsersCsv: async ({ query, reply }) => {
      const { rows } = await findUsers(db, filtersOf(query), query.sort);
      sendCsv(reply, 'users.csv', csvOfColumns(USERS_CSV_COLUMNS, rows, query.columns));
      return undefined;
    },

    createUser: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      const role = await roleToHandOut(db, caller, body.role_id ?? OWNER_READ_ONLY_ROLE_ID, reply, 400);
      if (!role) return undefined;
      // Left out (not null): the data scope settings' default scope.
      const scopeId = body.data_scope_id === undefined ? (await readDataScopesSettings(db)).default_data_scope_id : body.data_scope_id;
      const scope = await dataScopeToAssign(scopeId, reply, 400);
      if (!scope) return undefined;
      const passwordHash = body.password === undefined ? null : await passwordHashOf(body.password, reply);
      if (passwordHash === undefined) return undefined;
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ uuid: string }>(
          `insert into users (user_name, first_name, last_name, email, password_hash, password_changed_at, role_id, data_scope_id, is_disabled)
           values ($1, $2, $3, $4, $5, case when $5::text is null then null else now() end, $6, $7, $8)
           on conflict (user_name) do nothing returning uuid::text as uuid`,
          [body.user_name, body.first_name ?? '', body.last_name ?? '', body.email ?? null, passwordHash, role.uuid, scope.id, body.is_disabled ?? false],
        );
        if (row) {
          await recordAudit(tx, actorOf(request), {
            action: 'user.created',
            target_type: 'user',
            target_id: row.uuid,
            target_name: body.user_name,
            details: { role: role.name, data_scope_id: scope.id, is_disabled: body.is_disabled ?? false, password_set: passwordHash !== null },
          });
        }
        return row;
      });
      if (!created) return void sendError(reply, 409, duplicateName(body.user_name));
      const user = await userById(db, created.uuid);
      if (!user) throw new Error('the created user is gone');
      return void reply.code(201).send(userListItem(user));
    },

    updateUser: async ({ params, body, request, reply }) => {
      if (body.uuid !== params.uuid) return void sendError(reply, 400, UUID_MISMATCH);
      const caller = callerOf(request);
      const user = await manageable(caller, params.uuid, reply);
      if (!user) return undefined;
      const renamed = body.user_name !== undefined && body.user_name !== user.user_name;
      const roleChanged = body.role_id !== undefined && body.role_id !== user.role_id;
      if (isAdminUser(user) && (renamed || roleChanged || body.is_disabled === true)) return void sendError(reply, 403, ADMIN_USER_KEPT);
      if (roleChanged && !(await roleToHandOut(db, caller, body.role_id ?? '', reply, 400))) return undefined;
      const scope = body.data_scope_id === undefined ? undefined : await dataScopeToAssign(body.data_scope_id, reply, 400);
      if (body.data_scope_id !== undefined && !scope) return undefined;
      const passwordHash = body.password === undefined ? undefined : await passwordHashOf(body.password, reply);
      if (body.password !== undefined && passwordHash === undefined) return undefined;

      const changes = Object.entries({
        user_name: body.user_name,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        role_id: body.role_id,
        data_scope_id: scope?.id,
        is_disabled: body.is_disabled,
        password_hash: passwordHash,
      }).filter(([, value]) => value !== undefined);
      const sets = changes.map(([column], index) => `${column} = $${String(index + 2)}`);
      if (passwordHash !== undefined) sets.push('password_changed_at = now()');
      try {
        await db.transaction(async (tx) => {
          await tx.query(`update users set ${[...sets, 'last_updated = now()'].join(', ')} where uuid = $1`, [user.uuid, ...changes.map(([, value]) => value)]);
          await recordAudit(tx, actorOf(request), {
            action: 'user.updated',
            target_type: 'user',
            target_id: user.uuid,
            target_name: body.user_name ?? user.user_name,
            details: userChanges(user, changes),
          });
          // A disabled user, or one whose password an administrator set, is signed out everywhere at once.
          if (body.is_disabled === true || passwordHash !== undefined) await tx.query('delete from sessions where user_uuid = $1', [user.uuid]);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, duplicateName(body.user_name ?? user.user_name));
        throw error;
      }
      const updated = await userById(db, user.uuid);
      if (!updated) return void sendError(reply, 404, USER_NOT_FOUND);
      return userListItem(updated);
    },

    deleteUser: async ({ params, request, reply }) => {
      const user = await manageable(callerOf(request), params.uuid, reply);
      if (!user) return undefined;
      if (isAdminUser(user)) return void sendError(reply, 403, ADMIN_USER_NOT_DELETED);
      await db.transaction((tx) => USER_BULK_WORK['users.delete'](tx, { ids: [user.uuid], actor: actorOf(request) }));
      return void reply.code(204).send();
    },

    deleteUsers: async ({ body, request, reply }) => bulk(request, reply, body.selection, 'users.delete', {}),

    assignRoleToUsers: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      const role = await roleToHandOut(db, caller, body.role_id, reply, 404);
      return role && bulk(request, reply, body.selection, 'users.assign_role', { role_id: role.uuid });
    },

    assignDataScopeToUsers: async ({ body, request, reply }) => {
      const scope = await dataScopeToAssign(body.data_scope_id, reply, 404);
      return scope && bulk(request, reply, body.selection, 'users.assign_data_scope', { data_scope_id: scope.id });
    },

    previewUsersDataScopeChange: async ({ body, reply }) => {
      const target = await dataScopeById(db, body.data_scope_id);
      if (!target) return void sendError(reply, 404, DATA_SCOPE_NOT_FOUND);
      const newScope = storedDataScope(target.uuid);
      const selected = await selectedUsers(db, body.selection);
      const skipped = selected.filter(isAdminUser).map((user) => ({ uuid: user.uuid, user_name: user.user_name, reason: 'admin_user' as const }));
      const moving = selected.filter((user) => !isAdminUser(user) && user.data_scope_id !== newScope);
      const restricted = new Map(
        (await db.query<{ uuid: string; is_fields_restricted: boolean }>('select uuid, is_fields_restricted from data_scopes')).map((s) => [s.uuid, s.is_fields_restricted]),
      );
      const fieldsRestricted = (scope: string | null) => (scope === null ? false : (restricted.get(scope) ?? false));
      const groups = new Map<string | null, AdminUserRow[]>();
      for (const user of moving) groups.set(user.data_scope_id, [...(groups.get(user.data_scope_id) ?? []), user]);
      const changes = [...groups].map(([from, users]) => {
        // The role's permissions stay; what moves is what the data scope hides.
        const { gained, lost } = accessChange(
          { permissions: {}, fieldsRestricted: fieldsRestricted(from) },
          { permissions: {}, fieldsRestricted: fieldsRestricted(newScope) },
        );
        return { users_count: users.length, user_ids: users.slice(0, 100).map((user) => user.uuid), from_data_scope_id: from, gained, lost };
      });
      return { users_count: moving.length, service_accounts_count: 0, changes, skipped };
    },

    listDataScopes: async () => {
      const scopes = await db.query<Schemas['DataScope']>(
        'select uuid, name, type, is_adapter_connections_restricted, is_fields_restricted from data_scopes order by (type = \'global\') desc, name',
      );
      return { data: { attributes: { scopes } } };
    },

    getUserApiKey: async ({ params, request, reply }) => {
      const caller = callerOf(request);
      if (params.uuid !== caller.uuid) {
        if (!can(caller, 'Settings', 'Update')) return void sendError(reply, 403, OTHERS_API_KEY);
        if (!(await manageable(caller, params.uuid, reply))) return undefined;
      }
      return (await findApiKey(db, params.uuid)) ?? void sendError(reply, 404, API_KEY_NOT_YET);
    },

    regenerateUserApiKey: async ({ params, request, reply }) => {
      const caller = callerOf(request);
      const user = params.uuid === caller.uuid ? undefined : await manageable(caller, params.uuid, reply);
      if (params.uuid !== caller.uuid && !user) return undefined;
      return db.transaction(async (tx) => {
        const issued = await issueApiKey(tx, params.uuid);
        // The key names the pair, not the secret; the secret never leaves this reply.
        await recordAudit(tx, actorOf(request), {
          action: 'api_key.reset',
          target_type: 'user',
          target_id: params.uuid,
          target_name: user?.user_name ?? caller.user_name,
          details: { api_key: issued.api_key },
        });
        return issued;
      });
    },
  } satisfies Handlers;
}
