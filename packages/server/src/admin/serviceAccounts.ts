import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { hashSecret } from '../auth/apiKeys.js';
import { isUuid } from '../auth/ids.js';
import type { Permissions } from '../auth/permissions.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, dataScopeById, isUniqueViolation, mayManage, roleById, sendError, storedDataScope, type RoleRow } from './access.js';
import { anyFoldedMatch, containsPattern, orderBy, pageMeta, pageWindow } from './listQuery.js';
import { actionsNotHeld, mayHandOut, notHeldMessage } from './permissions.js';

type Schemas = components['schemas'];

export const SERVICE_ACCOUNT_NOT_FOUND = 'No such service account.';
export const SERVICE_ACCOUNT_KEY_NOT_FOUND = 'No such key of this service account.';
export const SERVICE_ACCOUNT_NAME_REQUIRED = 'name is a required field';
export const SERVICE_ACCOUNT_ROLE_NOT_FOUND = 'No role with this role_id.';
export const SERVICE_ACCOUNT_DATA_SCOPE_NOT_FOUND = 'No data scope with this data_scope_id.';
export const SERVICE_ACCOUNT_STRONGER = 'You do not have the permissions for this: the service account has permissions you do not hold.';
export const KEY_EXPIRY_IN_PAST = 'expires_at must be in the future.';
/** Live keys one service account may hold: enough for a rotation overlap per integration. */
export const SERVICE_ACCOUNT_MAX_KEYS = 20;
export const TOO_MANY_KEYS = `A service account holds at most ${String(SERVICE_ACCOUNT_MAX_KEYS)} keys; revoke one first.`;
/** Shown when a password reset is asked for a service account. */
export const SERVICE_ACCOUNT_NO_PASSWORD = 'This is a service account: it has no password to reset, it signs in only with API keys.';
export const duplicateServiceAccountName = (name: string): string => `A user or service account named "${name}" already exists.`;

/** How long the shown start of a key is: `vsa_` and 8 hex digits, enough to tell keys apart. */
const KEY_PREFIX_CHARS = 12;

interface ServiceAccountRow {
  uuid: string;
  user_name: string;
  description: string | null;
  role_id: string | null;
  role_name: string | null;
  role_permissions: Permissions | null;
  data_scope_id: string | null;
  keys_count: number;
  last_used_at: Date | null;
  last_updated: Date;
}

interface KeyRow {
  id: string;
  name: string;
  api_key: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

const SELECT = `
  select u.uuid, u.user_name, u.description, u.role_id, r.name as role_name, r.permissions as role_permissions, u.data_scope_id,
         (select count(*)::int from service_account_keys k where k.account_uuid = u.uuid) as keys_count,
         (select max(k.last_used_at) from service_account_keys k where k.account_uuid = u.uuid) as last_used_at,
         u.last_updated
    from users u left join roles r on r.uuid = u.role_id`;

const SORTS: Record<string, string> = { name: 'u.user_name', role_name: 'r.name', last_updated: 'u.last_updated' };

const serviceAccountOf = (row: ServiceAccountRow): Schemas['ServiceAccount'] => ({
  uuid: row.uuid,
  name: row.user_name,
  description: row.description,
  role_id: row.role_id ?? '',
  role_name: row.role_name ?? '',
  data_scope_id: row.data_scope_id,
  keys_count: row.keys_count,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  last_updated: row.last_updated.toISOString(),
});

const keyOf = (row: KeyRow): Schemas['ServiceAccountKey'] => ({
  id: row.id,
  name: row.name,
  prefix: row.api_key.slice(0, KEY_PREFIX_CHARS),
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  expires_at: row.expires_at?.toISOString() ?? null,
});

async function serviceAccountById(db: Queryable, uuid: string): Promise<ServiceAccountRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  return (await db.query<ServiceAccountRow>(`${SELECT} where u.uuid = $1 and u.is_service_account`, [uuid]))[0];
}

/** Stores a new key of the account; its secret (256 random bits, stored hashed) is in the reply only. */
async function issueKey(db: Queryable, accountUuid: string, name: string, expiresAt: string | null): Promise<Schemas['ServiceAccountKeyIssued']> {
  const apiKey = `vsa_${randomBytes(16).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db.query<KeyRow>(
    `insert into service_account_keys (account_uuid, name, api_key, secret_hash, expires_at) values ($1, $2, $3, $4, $5)
     returning id, name, api_key, created_at, last_used_at, expires_at`,
    [accountUuid, name, apiKey, hashSecret(secret).toString('base64url'), expiresAt],
  );
  if (!row) throw new Error('the service account key was not stored');
  return { ...keyOf(row), api_key: apiKey, api_secret: secret };
}

/** Service accounts (accounts that sign in only with API keys) and their keys, under settings. */
export function serviceAccountsHandlers(db: Database) {
  /** The role the caller names: unknown -> 400; stronger than the caller -> 403 (the grant rules of users). */
  async function roleToHandOut(caller: SessionUser, roleId: string, reply: FastifyReply): Promise<RoleRow | undefined> {
    const role = await roleById(db, roleId);
    if (!role) return void sendError(reply, 400, SERVICE_ACCOUNT_ROLE_NOT_FOUND);
    if (mayHandOut(caller, role)) return role;
    const missing = actionsNotHeld(caller, role.permissions);
    return void sendError(reply, 403, notHeldMessage(missing.length ? missing : ['the Admin role']));
  }

  /** The data scope named, in its stored form; undefined (400 sent) when there is none such. */
  async function dataScopeToAssign(id: string | null, reply: FastifyReply): Promise<{ id: string | null } | undefined> {
    if (id === null) return { id: null };
    const scope = await dataScopeById(db, id);
    return scope ? { id: storedDataScope(scope.uuid) } : void sendError(reply, 400, SERVICE_ACCOUNT_DATA_SCOPE_NOT_FOUND);
  }

  /** The account of the path: 404 when there is none; 403 when the caller may not change it. */
  async function manageable(caller: SessionUser, uuid: string, reply: FastifyReply): Promise<ServiceAccountRow | undefined> {
    const account = await serviceAccountById(db, uuid);
    if (!account) return void sendError(reply, 404, SERVICE_ACCOUNT_NOT_FOUND);
    return mayManage(caller, account) ? account : void sendError(reply, 403, SERVICE_ACCOUNT_STRONGER);
  }

  const nameOf = (name: string, reply: FastifyReply): string | undefined => name.trim() || void sendError(reply, 400, SERVICE_ACCOUNT_NAME_REQUIRED);

  return {
    listServiceAccounts: async ({ query }) => {
      const window = pageWindow(query);
      const params: unknown[] = [];
      let where = 'where u.is_service_account';
      if (query.search) {
        params.push(containsPattern(query.search));
        where += ` and ${anyFoldedMatch(['u.user_name', 'u.description'], '$1')}`;
      }
      const order = orderBy(query.sort, SORTS, 'name', 'u.uuid');
      const rows = await db.query<ServiceAccountRow>(`${SELECT} ${where} ${order} limit ${String(window.size)} offset ${String(window.offset)}`, params);
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from users u ${where}`, params);
      return { data: rows.map(serviceAccountOf), meta: pageMeta(window, rows.length, count?.total ?? 0) };
    },

    createServiceAccount: async ({ body, request, reply }) => {
      const name = nameOf(body.name, reply);
      if (name === undefined) return undefined;
      const role = await roleToHandOut(callerOf(request), body.role_id, reply);
      if (!role) return undefined;
      const scope = await dataScopeToAssign(body.data_scope_id ?? null, reply);
      if (!scope) return undefined;
      // No password: password sign-in and reset refuse service accounts.
      const [created] = await db.query<{ uuid: string }>(
        `insert into users (user_name, description, role_id, data_scope_id, is_service_account) values ($1, $2, $3, $4, true)
         on conflict (user_name) do nothing returning uuid`,
        [name, body.description?.trim() || null, role.uuid, scope.id],
      );
      if (!created) return void sendError(reply, 409, duplicateServiceAccountName(name));
      const account = await serviceAccountById(db, created.uuid);
      if (!account) throw new Error('the created service account is gone');
      return void reply.code(201).send(serviceAccountOf(account));
    },

    updateServiceAccount: async ({ params, body, request, reply }) => {
      const caller = callerOf(request);
      const account = await manageable(caller, params.uuid, reply);
      if (!account) return undefined;
      const name = body.name === undefined ? undefined : nameOf(body.name, reply);
      if (body.name !== undefined && name === undefined) return undefined;
      if (body.role_id !== undefined && body.role_id !== account.role_id && !(await roleToHandOut(caller, body.role_id, reply))) return undefined;
      const scope = body.data_scope_id === undefined ? undefined : await dataScopeToAssign(body.data_scope_id, reply);
      if (body.data_scope_id !== undefined && !scope) return undefined;
      const changes = Object.entries({
        user_name: name,
        description: body.description === undefined ? undefined : body.description?.trim() || null,
        role_id: body.role_id,
        data_scope_id: scope?.id,
      }).filter(([, value]) => value !== undefined);
      const sets = [...changes.map(([column], index) => `${column} = $${String(index + 2)}`), 'last_updated = now()'];
      try {
        await db.query(`update users set ${sets.join(', ')} where uuid = $1 and is_service_account`, [account.uuid, ...changes.map(([, value]) => value)]);
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, duplicateServiceAccountName(name ?? account.user_name));
        throw error;
      }
      const updated = await serviceAccountById(db, account.uuid);
      return updated ? serviceAccountOf(updated) : void sendError(reply, 404, SERVICE_ACCOUNT_NOT_FOUND);
    },

    deleteServiceAccount: async ({ params, request, reply }) => {
      const account = await manageable(callerOf(request), params.uuid, reply);
      if (!account) return undefined;
      // Its keys go with it (on delete cascade).
      await db.query('delete from users where uuid = $1 and is_service_account', [account.uuid]);
      return void reply.code(204).send();
    },

    listServiceAccountKeys: async ({ params, query, reply }) => {
      const account = await serviceAccountById(db, params.uuid);
      if (!account) return void sendError(reply, 404, SERVICE_ACCOUNT_NOT_FOUND);
      const window = pageWindow(query);
      const rows = await db.query<KeyRow>(
        `select id, name, api_key, created_at, last_used_at, expires_at from service_account_keys where account_uuid = $1
          order by created_at desc, id limit $2 offset $3`,
        [account.uuid, window.size, window.offset],
      );
      return { data: rows.map(keyOf), meta: pageMeta(window, rows.length, account.keys_count) };
    },

    createServiceAccountKey: async ({ params, body, request, reply }) => {
      const account = await manageable(callerOf(request), params.uuid, reply);
      if (!account) return undefined;
      const expiresAt = body.expires_at ?? null;
      if (expiresAt !== null && new Date(expiresAt).getTime() <= Date.now()) return void sendError(reply, 400, KEY_EXPIRY_IN_PAST);
      const issued = await db.transaction(async (tx) => {
        // Two requests racing for the last free place: one waits for the other's count.
        await tx.query('select 1 from users where uuid = $1 for update', [account.uuid]);
        const [count] = await tx.query<{ n: number }>('select count(*)::int as n from service_account_keys where account_uuid = $1', [account.uuid]);
        if ((count?.n ?? 0) >= SERVICE_ACCOUNT_MAX_KEYS) return undefined;
        return issueKey(tx, account.uuid, body.name?.trim() ?? '', expiresAt);
      });
      return issued ? void reply.code(201).send(issued) : void sendError(reply, 409, TOO_MANY_KEYS);
    },

    rotateServiceAccountKey: async ({ params, request, reply }) => {
      const account = await manageable(callerOf(request), params.uuid, reply);
      if (!account) return undefined;
      const issued = await db.transaction(async (tx) => {
        const [old] = isUuid(params.key_id)
          ? await tx.query<KeyRow>(
              'delete from service_account_keys where id = $1 and account_uuid = $2 returning id, name, api_key, created_at, last_used_at, expires_at',
              [params.key_id, account.uuid],
            )
          : [];
        if (!old) return undefined;
        // The new key lives as long as the old one was meant to.
        const lifetimeMs = old.expires_at && old.expires_at.getTime() - old.created_at.getTime();
        return issueKey(tx, account.uuid, old.name, lifetimeMs ? new Date(Date.now() + lifetimeMs).toISOString() : null);
      });
      return issued ? void reply.code(201).send(issued) : void sendError(reply, 404, SERVICE_ACCOUNT_KEY_NOT_FOUND);
    },

    revokeServiceAccountKey: async ({ params, request, reply }) => {
      const account = await manageable(callerOf(request), params.uuid, reply);
      if (!account) return undefined;
      const revoked = isUuid(params.key_id)
        ? await db.query('delete from service_account_keys where id = $1 and account_uuid = $2 returning id', [params.key_id, account.uuid])
        : [];
      return revoked.length ? void reply.code(204).send() : void sendError(reply, 404, SERVICE_ACCOUNT_KEY_NOT_FOUND);
    },
  } satisfies Handlers;
}
