import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { sendError } from '../admin/access.js';
import { isUuid } from '../auth/ids.js';
import { anyFoldedMatch, containsPattern, naturalOrder, pageMeta, pageWindow } from '../admin/listQuery.js';
import { sqlOffset } from '../queries/store.js';
import type { NotifyMethod } from './store.js';

type Schemas = components['schemas'];

export const USER_NOT_FOUND = 'No such user.';
export const BAD_USER_ID = 'user_id must be a user id from campaigns/users_names_list.';

/** Who can approve: console users that may sign in (not disabled) and are people (not service accounts). */
const APPROVER_SQL = 'not u.is_disabled and not u.is_service_account';

/** A user who can be an approver, as the campaign screens need them. */
export interface ApproverUser {
  uuid: string;
  user_name: string;
  email: string | null;
}

/** The users among `ids` who can approve, by uuid (malformed ids are none). */
export async function approverUsers(db: Queryable, ids: readonly string[]): Promise<Map<string, ApproverUser>> {
  const uuids = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!uuids.length) return new Map();
  const rows = await db.query<ApproverUser>(`select u.uuid::text as uuid, u.user_name, u.email from users u where u.uuid = any($1::uuid[]) and ${APPROVER_SQL}`, [uuids]);
  return new Map(rows.map((row) => [row.uuid, row]));
}

/**
 * The notify methods supported for a user: e-mail when they have an address. Nothing in the
 * server configures Slack or Teams (no setting, no integration), so those are never supported.
 */
export function notifyMethodsOf(user: Pick<ApproverUser, 'email'>): Record<NotifyMethod, boolean> {
  return { email: Boolean(user.email?.trim()), slack: false, teams: false };
}

/** The approver picker's lookups: users by name, and the notify methods of one (README.md). */
export function approversHandlers(db: Database): Handlers {
  return {
    listCampaignUserNames: async ({ query }) => {
      const window = pageWindow({ size: query.size ?? 20, page: query.page ?? 0 });
      const name = query.name?.trim() ?? '';
      const values: unknown[] = [];
      let where = APPROVER_SQL;
      if (name) {
        values.push(containsPattern(name));
        where += ` and ${anyFoldedMatch(['u.user_name', "(u.first_name || ' ' || u.last_name)", "coalesce(u.email, '')"], '$1')}`;
      }
      const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from users u where ${where}`, values);
      const rows = await db.query<{ id: string; mail: string }>(
        `select u.uuid::text as id, coalesce(u.email, '') as mail from users u where ${where}
          order by ${naturalOrder('u.user_name')}, u.uuid limit $${String(values.length + 1)} offset $${String(values.length + 2)}`,
        [...values, window.size, sqlOffset(window.offset)],
      );
      return { data: rows, meta: pageMeta(window, rows.length, counted?.n ?? 0) } satisfies Schemas['CampaignUserNameList'];
    },

    getCampaignSupportedNotifyMethods: async ({ query, reply }) => {
      const id = query.user_id.trim();
      if (!isUuid(id)) return void sendError(reply, 400, BAD_USER_ID);
      const user = (await approverUsers(db, [id])).get(id.toLowerCase());
      if (!user) return void sendError(reply, 404, USER_NOT_FOUND);
      return { data: { attributes: { value: { user_id: user.uuid, notify_methods_verification: notifyMethodsOf(user) } } } };
    },
  };
}
