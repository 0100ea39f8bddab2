import type { Queryable } from './db/index.js';
import { emitWebhookEvent } from './webhooks/outbox.js';

export type NotificationSeverity = 'info' | 'warning' | 'error';

/** What a notification is about (the findings center filters by it); `other` when not said. */
export type NotificationKind = 'discovery' | 'connection_failed' | 'new_assets' | 'critical_vulnerabilities' | 'other';

export interface NotificationMore {
  kind?: NotificationKind;
  /** Ids the finding points at (a connection, a run, assets); never a secret. */
  details?: Record<string, unknown>;
}

/** Adds an unread notification (the sidebar counts the unread ones): a finding raised, which webhooks send. */
export async function addNotification(db: Queryable, title: string, severity: NotificationSeverity = 'info', { kind = 'other', details = {} }: NotificationMore = {}): Promise<void> {
  await db.query('insert into notifications (title, severity, kind, details) values ($1, $2, $3, $4)', [title, severity, kind, JSON.stringify(details)]);
  await emitWebhookEvent(db, 'finding.raised', { title, severity, ...(kind !== 'other' && { kind, details }) });
}

export async function countUnreadNotifications(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from notifications where read_at is null');
  return row?.count ?? 0;
}
