import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { sendError } from '../admin/access.js';
import { AssetRequestError, FOREIGN_CURSOR, cursorKey, keysetCursor, listBinding, openKeysetCursor, type KeysetPosition } from '../assets/cursor.js';
import { isUuid } from '../auth/ids.js';
import { countUnreadNotifications } from '../notifications.js';

type Notification = components['schemas']['Notification'];

interface NotificationRow extends Omit<Notification, 'created_at'> {
  created_at: Date;
  created_text: string;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  severity: row.severity,
  created_at: new Date(row.created_at).toISOString(),
  read: row.read,
  kind: row.kind,
  details: row.details,
});

/** The Findings center's list and its mark-read (notifications: what the sidebar counts). */
export function findingsHandlers(db: Database) {
  const key = cursorKey(db);
  return {
    listNotifications: async ({ query, reply }) => {
      const size = query.size ?? 20;
      const unread = query.unread === true;
      const binding = listBinding(['notifications', unread, size]);
      let after: KeysetPosition | undefined;
      try {
        if (query.cursor !== undefined) after = openKeysetCursor(await key(), binding, query.cursor);
        if (after && !isUuid(after.id)) throw new AssetRequestError(400, FOREIGN_CURSOR);
      } catch (error) {
        if (error instanceof AssetRequestError) return void sendError(reply, 400, error.message);
        throw error;
      }
      const where = unread ? 'read_at is null' : 'true';
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from notifications where ${where}`);
      const rows = await db.query<NotificationRow>(
        `select id::text as id, title, severity, created_at, created_at::text as created_text, read_at is not null as read, kind, details
           from notifications where ${where} ${after ? 'and (created_at, id) < ($2::timestamptz, $3::uuid)' : ''}
          order by created_at desc, id desc limit $1`,
        after ? [size + 1, after.at, after.id] : [size + 1],
      );
      const shown = rows.slice(0, size);
      const last = shown.at(-1);
      const page = after?.page ?? 0;
      const next = rows.length > size && last ? keysetCursor(await key(), binding, { at: last.created_text, id: last.id, page: page + 1 }) : null;
      return { data: shown.map(toNotification), meta: { page, size, total: count?.n ?? 0, next_cursor: next } };
    },

    markNotificationsRead: async ({ body }) => {
      if (body.all === true) await db.query('update notifications set read_at = now() where read_at is null');
      else if (body.ids?.length) await db.query('update notifications set read_at = now() where read_at is null and id = any($1::uuid[])', [body.ids]);
      return { data: { attributes: { value: { count: await countUnreadNotifications(db) } } } };
    },
  } satisfies Handlers;
}
