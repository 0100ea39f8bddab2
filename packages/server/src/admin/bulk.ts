import type { Queryable } from '../db/index.js';
import { recordAudit, type AuditActor } from '../audit/record.js';
import { GLOBAL_DATA_SCOPE_ID } from '../auth/ids.js';
import type { JobWork } from './jobs.js';
import { ADMIN_USER_NAME } from './userStore.js';

/** Bulk actions on more users than this answer 202 and go on in the background. */
export const BULK_SYNC_LIMIT = 100;

/** Most user names one audit entry of a bulk action lists (the count says how many there were). */
export const AUDIT_NAMES_LISTED = 100;

export interface BulkPayload {
  ids: string[];
  /** Who asked for it: the audit entry is written in the work's transaction (a stored job keeps it in its payload). */
  actor?: AuditActor;
}

interface Changed {
  uuid: string;
  user_name: string;
}

/** The audit entry's target: the one user changed, or how many. */
const usersTarget = (changed: readonly Changed[]) =>
  changed.length === 1 && changed[0]
    ? { target_type: 'user', target_id: changed[0].uuid, target_name: changed[0].user_name }
    : { target_type: 'user', target_id: null, target_name: `${String(changed.length)} users` };

const namesOf = (changed: readonly Changed[]) => ({ count: changed.length, users: changed.slice(0, AUDIT_NAMES_LISTED).map((user) => user.user_name) });

/**
 * The bulk actions on users, run at once for small selections and as stored jobs for large ones.
 * Each is idempotent (a job taken over after a crash may run again) and never touches the user
 * named admin. Deleting a user ends their sessions and API key with them (foreign keys cascade).
 * With an actor, each writes one audit entry for the users it changed (none when it changed none).
 */
export const USER_BULK_WORK = {
  'users.delete': async (tx: Queryable, { ids, actor }: BulkPayload) => {
    const changed = await tx.query<Changed>('delete from users where uuid = any($1::uuid[]) and user_name <> $2 returning uuid::text as uuid, user_name', [
      ids,
      ADMIN_USER_NAME,
    ]);
    if (actor && changed.length) await recordAudit(tx, actor, { action: 'user.deleted', ...usersTarget(changed), details: namesOf(changed) });
  },
  'users.assign_role': async (tx: Queryable, { ids, role_id, actor }: BulkPayload & { role_id: string }) => {
    const changed = await tx.query<Changed>(
      'update users set role_id = $2, last_updated = now() where uuid = any($1::uuid[]) and user_name <> $3 returning uuid::text as uuid, user_name',
      [ids, role_id, ADMIN_USER_NAME],
    );
    if (!actor || !changed.length) return;
    const [role] = await tx.query<{ name: string }>('select name from roles where uuid = $1', [role_id]);
    await recordAudit(tx, actor, { action: 'role.assigned', target_type: 'role', target_id: role_id, target_name: role?.name ?? null, details: namesOf(changed) });
  },
  'users.assign_data_scope': async (tx: Queryable, { ids, data_scope_id, actor }: BulkPayload & { data_scope_id: string | null }) => {
    const changed = await tx.query<Changed>(
      'update users set data_scope_id = $2, last_updated = now() where uuid = any($1::uuid[]) and user_name <> $3 returning uuid::text as uuid, user_name',
      [ids, data_scope_id, ADMIN_USER_NAME],
    );
    if (!actor || !changed.length) return;
    // No scope stored is the global one.
    const scopeId = data_scope_id ?? GLOBAL_DATA_SCOPE_ID;
    const [scope] = await tx.query<{ name: string }>('select name from data_scopes where uuid = $1', [scopeId]);
    await recordAudit(tx, actor, { action: 'data_scope.assigned', target_type: 'data_scope', target_id: scopeId, target_name: scope?.name ?? null, details: namesOf(changed) });
  },
} satisfies Record<string, JobWork>;

export type UserBulkKind = keyof typeof USER_BULK_WORK;
