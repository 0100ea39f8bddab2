import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import type { WebhookEventType } from './events.js';

export type WebhookDelivery = components['schemas']['WebhookDelivery'];

/**
 * The transactional outbox: one pending delivery per enabled webhook subscribed to `type`, written
 * with the caller's transaction, so an event is sent if and only if what it reports was committed.
 * The delivery worker sends them.
 */
export async function emitWebhookEvent(q: Queryable, type: Exclude<WebhookEventType, 'ping'>, data: Record<string, unknown>): Promise<void> {
  // Due from now, to the millisecond: the worker's clock has no finer grain, and a microsecond
  // later than its reading would leave the delivery waiting for the next poll.
  await q.query(
    `insert into webhook_deliveries (webhook_uuid, event, data, next_attempt_at)
     select uuid, $1, $2::jsonb, date_trunc('milliseconds', now()) from webhooks where enabled and events @> jsonb_build_array($1::text)`,
    [type, JSON.stringify(data)],
  );
}

/** A delivery row as the worker and the log read it. */
export interface DeliveryRow {
  id: string;
  webhook_uuid: string;
  event: WebhookEventType;
  data: unknown;
  manual: boolean;
  redelivery_of: string | null;
  status: WebhookDelivery['status'];
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  http_status: number | null;
  duration_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: Date;
}

export const DELIVERY_COLUMNS = `d.id::text as id, d.webhook_uuid::text as webhook_uuid, d.event, d.data, d.manual, d.redelivery_of::text as redelivery_of,
  d.status, d.attempts, d.next_attempt_at, d.last_attempt_at, d.http_status, d.duration_ms, d.response_excerpt, d.error, d.created_at`;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  config_id: row.webhook_uuid,
  event: row.event,
  status: row.status,
  http_status: row.http_status,
  duration_ms: row.duration_ms,
  attempts: row.attempts,
  next_attempt_at: iso(row.next_attempt_at),
  last_attempt_at: iso(row.last_attempt_at),
  created_at: row.created_at.toISOString(),
  response_excerpt: row.response_excerpt,
  error: row.error,
  redelivery_of: row.redelivery_of,
});
