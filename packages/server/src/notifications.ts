import type { Queryable } from './db/index.js';
import { emitWebhookEvent } from './webhooks/outbox.js';

export type NotificationSeverity = 'info' | 'warning' | 'error';

/** Adds an unread notification (the sidebar counts the unread ones): a finding raised, which webhooks send. */
export async function addNotification(db: Queryable, title: string, severity: NotificationSeverity = 'info'): Promise<void> {
  await db.query('insert into notifications (title, severity) values ($1, $2)', [title, severity]);
  await emitWebhookEvent(db, 'finding.raised', { title, severity });
}

export async function countUnreadNotifications(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from notifications where read_at is null');
  return row?.count ?? 0;
}
