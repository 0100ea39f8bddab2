import type { Queryable } from '../db/index.js';
import type { JobWork } from './jobs.js';
import { ADMIN_USER_NAME } from './userStore.js';

/** Bulk actions on more users than this answer 202 and go on in the background. */
export const BULK_SYNC_LIMIT = 100;

export interface BulkPayload {
  ids: string[];
}

/**
 * The bulk actions on users, run at once for small selections and as stored jobs for large ones.
 * Each is idempotent (a job taken over after a crash may run again) and never touches the user
 * named admin. Deleting a user ends their sessions and API key with them (foreign keys cascade).
 */
export const USER_BULK_WORK = {
  'users.delete': async (tx: Queryable, { ids }: BulkPayload) => {
    await tx.query('delete from users where uuid = any($1::uuid[]) and user_name <> $2', [ids, ADMIN_USER_NAME]);
  },
  'users.assign_role': async (tx: Queryable, { ids, role_id }: BulkPayload & { role_id: string }) => {
    await tx.query('update users set role_id = $2, last_updated = now() where uuid = any($1::uuid[]) and user_name <> $3', [
      ids,
      role_id,
      ADMIN_USER_NAME,
    ]);
  },
  'users.assign_data_scope': async (tx: Queryable, { ids, data_scope_id }: BulkPayload & { data_scope_id: string | null }) => {
    await tx.query('update users set data_scope_id = $2, last_updated = now() where uuid = any($1::uuid[]) and user_name <> $3', [
      ids,
      data_scope_id,
      ADMIN_USER_NAME,
    ]);
  },
} satisfies Record<string, JobWork>;

export type UserBulkKind = keyof typeof USER_BULK_WORK;
