import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { isUuid } from '../auth/ids.js';
import { naturalOrder, pageMeta, pageWindow } from '../admin/listQuery.js';
import { AssetRequestError, FOREIGN_CURSOR, cursorKey, listBinding, openCursor, signCursor } from '../assets/cursor.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { sealSecret } from '../secrets/box.js';
import { INVALID_WEBHOOK, SECRET_MASK, WEBHOOK_FORM_SCHEMA, checkWebhookValues, selfCheck, type WebhookValues } from './config.js';
import { eventPreviews } from './events.js';
import { DELIVERY_COLUMNS, toDelivery, type DeliveryRow } from './outbox.js';
import type { WebhookWorker } from './worker.js';

type Schemas = components['schemas'];

export const NO_SUCH_WEBHOOK = 'No such webhook.';
export const NO_SUCH_DELIVERY = 'No such delivery.';
export const PING_MESSAGE = 'A test delivery from Vigil.';

interface WebhookRow {
  uuid: string;
  associated_plugin_name: string;
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  consecutive_failures: number;
  disabled_reason: string | null;
  last_status: Schemas['WebhookDeliveryStatus'] | null;
  last_at: Date | null;
}

const WEBHOOK_SELECT = `
  select w.uuid::text as uuid, w.associated_plugin_name, w.name, w.url, w.events, w.enabled, w.consecutive_failures, w.disabled_reason,
         last.status as last_status, last.at as last_at
    from webhooks w
    left join lateral (select d.status, coalesce(d.last_attempt_at, d.created_at) as at from webhook_deliveries d
                        where d.webhook_uuid = w.uuid order by d.id desc limit 1) last on true`;

/** A stored webhook as the contract shows it: its secret masked, unless `secret` is the one just made. */
const toConfig = (row: WebhookRow, secret = SECRET_MASK): Schemas['WebhookConfig'] => ({
  uuid: row.uuid,
  config_id: row.uuid,
  associated_plugin_name: row.associated_plugin_name,
  config: { name: row.name, url: row.url, events: row.events, enabled: row.enabled, secret },
  state: {
    last_delivery_status: row.last_status,
    last_delivery_at: row.last_at ? row.last_at.toISOString() : null,
    consecutive_failures: row.consecutive_failures,
    disabled_reason: row.disabled_reason,
  },
});

const readWebhook = async (q: Queryable, uuid: string, lock = false): Promise<WebhookRow | undefined> => {
  if (!isUuid(uuid)) return undefined;
  const [row] = await q.query<WebhookRow>(
    lock ? `${WEBHOOK_SELECT} where w.uuid = $1 for update of w` : `${WEBHOOK_SELECT} where w.uuid = $1`,
    [uuid.toLowerCase()],
  );
  return row;
};

/** Only the URL's origin goes to the audit log: a receiver's path or query may itself be a credential. */
const originOf = (url: string) => new URL(url).origin;

const notFound = (reply: FastifyReply, message = NO_SUCH_WEBHOOK): FastifyReply => reply.code(404).send(errorBody(404, message));

/** A new signing secret: 32 random bytes. */
const makeSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Where a page of the delivery log starts: below this delivery id, the page's number (cursors signed for one webhook's log). */
function deliveryPosition(key: Buffer, binding: string, cursor: string): { id: string; page: number } {
  const { i, p } = openCursor(key, binding, cursor);
  if (typeof i !== 'string' || !/^\d{1,18}$/.test(i) || typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1) throw new AssetRequestError(400, FOREIGN_CURSOR);
  return { id: i, page: p };
}

/** The webhooks operations (see README.md). */
export function webhooksHandlers(db: Database, worker: WebhookWorker) {
  const key = cursorKey(db);
  const check = (config: Record<string, unknown>, request: Parameters<typeof selfCheck>[0], reply: FastifyReply): WebhookValues | undefined => {
    const checked = checkWebhookValues(config, selfCheck(request));
    if ('problems' in checked) {
      void reply.code(400).send(errorBody(400, INVALID_WEBHOOK, { details: checked.problems }));
      return undefined;
    }
    return checked.values;
  };

  /** Adds a delivery sent at once (test, redelivery) and sends it. */
  const sendNow = async (webhookUuid: string, event: Schemas['WebhookEventType'], data: unknown, redeliveryOf: string | null) => {
    const [row] = await db.query<{ id: string }>(
      `insert into webhook_deliveries (webhook_uuid, event, data, manual, redelivery_of)
       values ($1, $2, $3::jsonb, true, $4) returning id::text as id`,
      [webhookUuid, event, JSON.stringify(data), redeliveryOf],
    );
    const sent = row && (await worker.deliverNow(row.id));
    if (!sent) throw new Error('the delivery just added could not be claimed');
    return { data: { attributes: toDelivery(sent) } };
  };

  return {
    getWebhookFormSchema: async () => ({ data: { attributes: { value: WEBHOOK_FORM_SCHEMA } } }),

    listWebhookEvents: async () => ({ data: eventPreviews() }),

    listWebhookConfigs: async ({ query }) => {
      const window = pageWindow(query);
      const rows = await db.query<WebhookRow>(`${WEBHOOK_SELECT} order by ${naturalOrder('w.name')}, w.uuid limit $1 offset $2`, [window.size, window.offset]);
      const [count] = await db.query<{ total: number }>('select count(*)::int as total from webhooks');
      return { data: rows.map((row) => toConfig(row)), meta: pageMeta(window, rows.length, count?.total ?? 0) };
    },

    addWebhookConfig: async ({ body, request, reply }) => {
      const values = check(body.config, request, reply);
      if (!values) return;
      const secret = values.secret ?? makeSecret();
      const row = await db.transaction(async (tx) => {
        const [added] = await tx.query<{ uuid: string }>(
          `insert into webhooks (associated_plugin_name, name, url, events, enabled, secret_sealed)
           values ($1, $2, $3, $4::jsonb, $5, $6) returning uuid::text as uuid`,
          [body.associated_plugin_name, values.name, values.url, JSON.stringify(values.events), values.enabled, sealSecret(secret)],
        );
        if (!added) throw new Error('the webhook was not stored');
        await recordAudit(tx, actorOf(request), {
          action: 'webhook.created',
          target_type: 'webhook',
          target_id: added.uuid,
          target_name: values.name,
          details: { url_origin: originOf(values.url), events: values.events, enabled: values.enabled },
        });
        return readWebhook(tx, added.uuid);
      });
      if (!row) throw new Error('the webhook just stored was not found');
      void reply.code(201);
      // The only reply that carries the secret: it is shown once, when it is made.
      return { data: { attributes: toConfig(row, secret) } };
    },

    updateWebhookConfig: async ({ params, body, request, reply }) => {
      if (!isUuid(params.config_id)) return void notFound(reply);
      const values = check(body.config, request, reply);
      if (!values) return;
      const row = await db.transaction(async (tx) => {
        const before = await readWebhook(tx, params.config_id, true);
        if (!before) return undefined;
        const changed = [
          ...(before.name !== values.name ? ['name'] : []),
          ...(before.url !== values.url ? ['url'] : []),
          ...(JSON.stringify(before.events) !== JSON.stringify(values.events) ? ['events'] : []),
          ...(before.enabled !== values.enabled ? ['enabled'] : []),
          ...(values.secret !== undefined ? ['secret'] : []),
          ...(before.associated_plugin_name !== body.associated_plugin_name ? ['associated_plugin_name'] : []),
        ];
        // Enabling again starts the failure count afresh.
        await tx.query(
          `update webhooks set associated_plugin_name = $2, name = $3, url = $4, events = $5::jsonb, enabled = $6,
                  secret_sealed = coalesce($7, secret_sealed), updated_at = now(),
                  disabled_reason = case when $6 then null else disabled_reason end,
                  consecutive_failures = case when $6 and not enabled then 0 else consecutive_failures end
            where uuid = $1`,
          [before.uuid, body.associated_plugin_name, values.name, values.url, JSON.stringify(values.events), values.enabled, values.secret === undefined ? null : sealSecret(values.secret)],
        );
        await recordAudit(tx, actorOf(request), {
          action: 'webhook.updated',
          target_type: 'webhook',
          target_id: before.uuid,
          target_name: values.name,
          details: { changed, url_origin: originOf(values.url), events: values.events, enabled: values.enabled },
        });
        return readWebhook(tx, before.uuid);
      });
      if (!row) return void notFound(reply);
      return { data: { attributes: toConfig(row) } };
    },

    deleteWebhookConfig: async ({ params, request, reply }) => {
      const deleted = await db.transaction(async (tx) => {
        const before = await readWebhook(tx, params.config_id, true);
        if (!before) return false;
        await tx.query('delete from webhooks where uuid = $1', [before.uuid]);
        await recordAudit(tx, actorOf(request), { action: 'webhook.deleted', target_type: 'webhook', target_id: before.uuid, target_name: before.name });
        return true;
      });
      if (!deleted) return void notFound(reply);
      void reply.code(204).send();
      return undefined;
    },

    listWebhookDeliveries: async ({ params, query, reply }) => {
      const hook = await readWebhook(db, params.config_id);
      if (!hook) return void notFound(reply);
      const size = query.size ?? 20;
      const binding = listBinding(['webhook_deliveries', hook.uuid, size]);
      let after: { id: string; page: number } | undefined;
      if (query.cursor !== undefined) {
        try {
          after = deliveryPosition(await key(), binding, query.cursor);
        } catch (error) {
          if (error instanceof AssetRequestError) return void reply.code(400).send(errorBody(400, error.message));
          throw error;
        }
      }
      const rows = await db.query<DeliveryRow>(
        `select ${DELIVERY_COLUMNS} from webhook_deliveries d
          where d.webhook_uuid = $1 and ($2::bigint is null or d.id < $2::bigint) order by d.id desc limit $3`,
        [hook.uuid, after?.id ?? null, size + 1],
      );
      const [count] = await db.query<{ total: number }>('select count(*)::int as total from webhook_deliveries where webhook_uuid = $1', [hook.uuid]);
      const shown = rows.slice(0, size);
      const last = shown.at(-1);
      const page = after?.page ?? 0;
      return {
        data: shown.map(toDelivery),
        meta: { page, size, total: count?.total ?? 0, next_cursor: rows.length > size && last ? signCursor(await key(), binding, { i: last.id, p: page + 1 }) : null },
      };
    },

    sendWebhookTest: async ({ params, reply }) => {
      const hook = await readWebhook(db, params.config_id);
      if (!hook) return void notFound(reply);
      return sendNow(hook.uuid, 'ping', { message: PING_MESSAGE, webhook: { config_id: hook.uuid, name: hook.name } }, null);
    },

    redeliverWebhookDelivery: async ({ params, reply }) => {
      const [original] = await db.query<{ webhook_uuid: string; event: Schemas['WebhookEventType']; data: unknown }>(
        'select webhook_uuid::text as webhook_uuid, event, data from webhook_deliveries where id = $1::bigint',
        [params.delivery_id],
      );
      if (!original) return void notFound(reply, NO_SUCH_DELIVERY);
      return sendNow(original.webhook_uuid, original.event, original.data, params.delivery_id);
    },
  } satisfies Handlers;
}
