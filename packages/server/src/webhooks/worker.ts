import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/index.js';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record.js';
import { addNotification } from '../notifications.js';
import { openSecret } from '../secrets/box.js';
import { deliveryBody } from './events.js';
import { DELIVERY_COLUMNS, type DeliveryRow } from './outbox.js';

/** Waits before the 2nd to 7th attempts of a delivery: 1 min, 5 min, 30 min, 2 h, 6 h, 24 h. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 86_400_000] as const;
/** A receiver answers within this time or the attempt fails. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Failed attempts in a row after which the webhook is disabled. */
export const WEBHOOK_MAX_CONSECUTIVE_FAILURES = 10;
/** How often the worker looks for due deliveries. */
export const WEBHOOK_POLL_MS = 5_000;
/** How much of an answer's body the log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;
/** Deliveries one run claims at most. */
const BATCH = 20;

export const disabledAfterRetries = 'Its last delivery failed after every retry.';
export const disabledAfterFailures = `${String(WEBHOOK_MAX_CONSECUTIVE_FAILURES)} deliveries in a row failed.`;
export const disabledNotification = (name: string, reason: string) => `Webhook "${name}" was disabled: ${reason}`;

export interface WebhookWorkerOptions {
  /** The clock (tests drive it). */
  now?: () => Date;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  onError?: (error: unknown) => void;
}

export interface WebhookWorker {
  /** Sends the deliveries that are due; resolves with how many were tried. */
  runDue(): Promise<number>;
  /** Sends one pending delivery now (send test, redeliver), once, also for a disabled webhook; resolves with it as it ended. */
  deliverNow(id: string): Promise<DeliveryRow | undefined>;
  kick(): void;
  stop(): Promise<void>;
}

interface Claimed extends DeliveryRow {
  url: string;
  secret_sealed: string;
}

interface Outcome {
  ok: boolean;
  http_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  duration_ms: number;
}

/** The signature of a body sent at `timestamp` (Unix seconds): what X-Vigil-Signature carries. */
export const signatureOf = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The first bytes of a body, as text; the rest is not read. */
async function excerptOf(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < RESPONSE_EXCERPT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES));
}

/** Why no answer came, without the URL (it may carry credentials). */
function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `No answer within ${String(timeoutMs / 1000)} s.`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `The connection failed (${cause.code}).` : 'The connection failed.';
}

/**
 * Sends webhook deliveries. A run claims due rows with `for update skip locked` and moves their
 * next attempt past the time-out before sending (a lease), so server instances over one database
 * never send a delivery twice at once and a delivery whose instance died is tried again.
 */
export function createWebhookWorker(
  db: Database,
  { now = () => new Date(), timeoutMs = WEBHOOK_TIMEOUT_MS, retryDelaysMs = WEBHOOK_RETRY_DELAYS_MS, onError = () => undefined }: WebhookWorkerOptions = {},
): WebhookWorker {
  const leaseMs = timeoutMs * 6;
  let last: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const attempt = async (row: Claimed, at: Date): Promise<Outcome> => {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const body = deliveryBody(row.event, row.id, row.created_at, row.data);
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Vigil-Webhooks',
          'x-vigil-event': row.event,
          'x-vigil-delivery': row.id,
          'x-vigil-timestamp': timestamp,
          'x-vigil-signature': signatureOf(openSecret(row.secret_sealed), timestamp, body),
        },
        body,
      });
      const excerpt = await excerptOf(response);
      return { ok: response.status >= 200 && response.status < 300, http_status: response.status, response_excerpt: excerpt, error: null, duration_ms: duration() };
    } catch (error) {
      return { ok: false, http_status: null, response_excerpt: null, error: failureOf(error, timeoutMs), duration_ms: duration() };
    }
  };

  const disable = async (tx: Queryable, webhookUuid: string, reason: string, deliveryId: string) => {
    const [hook] = await tx.query<{ name: string }>(
      'update webhooks set enabled = false, disabled_reason = $2, updated_at = now() where uuid = $1 and enabled returning name',
      [webhookUuid, reason],
    );
    if (!hook) return;
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'webhook.disabled',
      target_type: 'webhook',
      target_id: webhookUuid,
      target_name: hook.name,
      details: { reason, delivery_id: deliveryId },
    });
    await addNotification(tx, disabledNotification(hook.name, reason), 'warning');
  };

  const record = (row: Claimed, at: Date, outcome: Outcome) =>
    db.transaction(async (tx) => {
      const attempts = row.attempts + 1;
      const retry = !outcome.ok && !row.manual && attempts <= retryDelaysMs.length;
      const status = outcome.ok ? 'delivered' : retry ? 'retrying' : 'failed';
      const next = retry ? new Date(at.getTime() + (retryDelaysMs[attempts - 1] ?? 0)) : null;
      const [updated] = await tx.query<DeliveryRow>(
        `update webhook_deliveries d set status = $2, attempts = $3, next_attempt_at = $4, last_attempt_at = $5, http_status = $6,
                duration_ms = $7, response_excerpt = $8, error = $9
          where d.id = $1 returning ${DELIVERY_COLUMNS}`,
        [row.id, status, attempts, next, at, outcome.http_status, outcome.duration_ms, outcome.response_excerpt, outcome.error],
      );
      if (outcome.ok) {
        await tx.query('update webhooks set consecutive_failures = 0 where uuid = $1', [row.webhook_uuid]);
      } else if (!row.manual) {
        // A test or a redelivery an administrator asks for does not count towards disabling.
        const [hook] = await tx.query<{ consecutive_failures: number }>(
          'update webhooks set consecutive_failures = consecutive_failures + 1 where uuid = $1 returning consecutive_failures',
          [row.webhook_uuid],
        );
        if (status === 'failed') await disable(tx, row.webhook_uuid, disabledAfterRetries, row.id);
        else if ((hook?.consecutive_failures ?? 0) >= WEBHOOK_MAX_CONSECUTIVE_FAILURES) await disable(tx, row.webhook_uuid, disabledAfterFailures, row.id);
      }
      return updated;
    });

  const claim = (at: Date, only?: string) => {
    // A delivery sent at once is added without a next attempt, so only its request claims it.
    const which = only ? 'd2.id = $3::bigint and d2.next_attempt_at is null' : 'd2.next_attempt_at <= $3 and w2.enabled';
    return db.query<Claimed>(
      `update webhook_deliveries d set next_attempt_at = $1
         from webhooks w
        where w.uuid = d.webhook_uuid
          and d.id in (select d2.id from webhook_deliveries d2 join webhooks w2 on w2.uuid = d2.webhook_uuid
                        where d2.status in ('pending', 'retrying') and ${which}
                        order by d2.next_attempt_at, d2.id limit $2
                        for update of d2 skip locked)
        returning ${DELIVERY_COLUMNS}, w.url, w.secret_sealed`,
      [new Date(at.getTime() + leaseMs), only ? 1 : BATCH, only ?? at],
    );
  };

  const send = async (row: Claimed) => {
    const outcome = await attempt(row, now());
    return record(row, now(), outcome);
  };

  const work = async () => {
    const claimed = await claim(now());
    await Promise.all(claimed.map((row) => send(row).catch(onError)));
    return claimed.length;
  };

  const runDue = () => {
    if (stopped) return Promise.resolve(0);
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };

  return {
    runDue,
    async deliverNow(id) {
      const [row] = await claim(now(), id);
      return row ? send(row) : undefined;
    },
    kick: () => {
      runDue().catch(onError);
    },
    async stop() {
      stopped = true;
      await last;
    },
  };
}

/** The server's worker: a run every `pollMs` once the server is ready (none when 0), stopped before it closes. */
export function startWebhookWorker(app: FastifyInstance, db: Database, { pollMs = WEBHOOK_POLL_MS, ...options }: WebhookWorkerOptions & { pollMs?: number } = {}): WebhookWorker {
  const worker = createWebhookWorker(db, {
    onError: (error) => {
      app.log.error(error, 'webhook delivery');
    },
    ...options,
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (pollMs > 0) {
      timer = setInterval(() => {
        worker.kick();
      }, pollMs);
      timer.unref();
    }
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await worker.stop();
  });
  return worker;
}
