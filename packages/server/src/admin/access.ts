import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.js';
import type { Queryable } from '../db/index.js';
import type { Permissions } from '../auth/permissions.js';
import type { SessionUser } from '../auth/sessions.js';
import { GLOBAL_DATA_SCOPE_ID, isUuid } from '../auth/ids.js';
import { mayHandOut } from './permissions.js';
import { ADMIN_USER_NAME, type AdminUserRow } from './userStore.js';

/** The signed-in caller of an operation that needs a session (registerRoutes let it through). */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('an operation that needs a session ran without one');
  return request.sessionUser;
}

export interface RoleRow {
  uuid: string;
  name: string;
  permissions: Permissions;
  predefined: boolean;
  is_axonius_role: boolean;
}

export async function roleById(db: Queryable, uuid: string): Promise<RoleRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  return (await db.query<RoleRow>('select uuid, name, permissions, predefined, is_axonius_role from roles where uuid = $1', [uuid]))[0];
}

export interface DataScopeRow {
  uuid: string;
  name: string;
  type: string;
  is_adapter_connections_restricted: boolean;
  is_fields_restricted: boolean;
}

export async function dataScopeById(db: Queryable, uuid: string): Promise<DataScopeRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  return (await db.query<DataScopeRow>('select * from data_scopes where uuid = $1', [uuid]))[0];
}

/** How a user's data scope is stored: the 'Global (Unrestricted)' scope is no restriction, stored as none. */
export const storedDataScope = (uuid: string | null): string | null => (uuid === GLOBAL_DATA_SCOPE_ID ? null : uuid);

/** Whether the caller may change this user: admins anyone; others only users whose role they could hand out. */
export const mayManage = (caller: SessionUser, user: Pick<AdminUserRow, 'role_id' | 'role_permissions'>): boolean =>
  user.role_id === null || mayHandOut(caller, { uuid: user.role_id, permissions: user.role_permissions ?? {} });

export const isAdminUser = (user: Pick<AdminUserRow, 'user_name'>): boolean => user.user_name === ADMIN_USER_NAME;

/** Whether a database error is a unique constraint refusing a duplicate (PostgreSQL and PGlite alike). */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** Sends a failed reply in the one error shape; for `return void sendError(...)` in a handler. */
export const sendError = (reply: FastifyReply, status: number, message: string): FastifyReply => reply.code(status).send(errorBody(status, message));
