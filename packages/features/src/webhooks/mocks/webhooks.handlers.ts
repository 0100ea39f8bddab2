import type { ErrorDetail, WebhookConfig, WebhookDelivery } from '@vigil/openapi';
import { apiHttp, attributesReply, fixtureUuid, valueReply } from '@vigil/openapi/mocks';
import { deliveriesFixture, webhookEventsFixture, webhookFormSchemaFixture, webhooksFixture } from '../fixtures/webhooks';

export interface WebhooksServerOptions {
  /** The webhooks the server holds. @default webhooksFixture */
  webhooks?: WebhookConfig[];
  /** The delivery log of every webhook, newest first. @default deliveriesFixture */
  deliveries?: WebhookDelivery[];
  /** GET settings/webhook/config answers 500. */
  failList?: boolean;
  /** POST and PUT settings/webhook/config answer 400 with these details. */
  saveRefusal?: ErrorDetail[];
  /** The receiver's HTTP status for tests and redeliveries. @default 200 */
  receiverStatus?: number;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

/** The secret the mock server makes for a webhook added without one. */
export const MOCK_CREATED_SECRET = 'whsec_mock_4f9a1c2b7e';

const error = (status: number, message: string, details?: ErrorDetail[]) => ({ status, message, ...(details ? { details } : {}) });
const NOW = '2026-11-01T09:30:00Z';

/** An in-memory webhooks server: list, schema, events, add and update (secret shown once), delete, delivery log, test and redeliver. */
export function webhooksHandlers({
  webhooks: initial = webhooksFixture,
  deliveries: initialDeliveries = deliveriesFixture,
  failList = false,
  saveRefusal,
  receiverStatus = 200,
  record,
}: WebhooksServerOptions = {}) {
  const webhooks = initial.map((webhook) => structuredClone(webhook));
  const deliveries = initialDeliveries.map((delivery) => structuredClone(delivery));
  let nextId = 2000;
  let added = 0;
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const find = (id: string) => webhooks.find((webhook) => webhook.config_id === id);
  const send = (configId: string, event: WebhookDelivery['event'], redeliveryOf: string | null): WebhookDelivery => {
    const ok = receiverStatus >= 200 && receiverStatus < 300;
    const delivery: WebhookDelivery = {
      id: String(nextId++),
      config_id: configId,
      event,
      status: ok ? 'delivered' : 'failed',
      http_status: receiverStatus,
      duration_ms: 42,
      attempts: 1,
      next_attempt_at: null,
      last_attempt_at: NOW,
      created_at: NOW,
      response_excerpt: ok ? 'ok' : 'Internal Server Error',
      error: null,
      redelivery_of: redeliveryOf,
    };
    deliveries.unshift(delivery);
    return delivery;
  };
  const notFound = () => error(404, 'No such webhook.');

  return [
    apiHttp.get('/settings/webhook/schema', ({ request, response }) => {
      call(request);
      return response(200).json(valueReply(webhookFormSchemaFixture));
    }),
    apiHttp.get('/settings/webhook/events', ({ request, response }) => {
      call(request);
      return response(200).json({ data: webhookEventsFixture });
    }),
    apiHttp.get('/settings/webhook/config', ({ request, response }) => {
      call(request);
      if (failList) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      return response(200).json({ data: webhooks, meta: { page: 0, size: 200, total: webhooks.length, next_cursor: null } });
    }),
    apiHttp.post('/settings/webhook/config', async ({ request, response }) => {
      const body = await request.json();
      call(request, body);
      if (saveRefusal) return response(400).json(error(400, 'The webhook was not saved: check the fields named.', saveRefusal));
      const id = fixtureUuid('webhook', 100 + ++added);
      const secret = typeof body.config['secret'] === 'string' && body.config['secret'] ? body.config['secret'] : MOCK_CREATED_SECRET;
      const config: WebhookConfig = {
        uuid: id,
        config_id: id,
        associated_plugin_name: body.associated_plugin_name,
        config: { ...body.config, secret: '********' },
        state: { last_delivery_status: null, last_delivery_at: null, consecutive_failures: 0, disabled_reason: null },
      };
      webhooks.push(config);
      return response(201).json(attributesReply({ ...config, config: { ...config.config, secret } }));
    }),
    apiHttp.put('/settings/webhook/config/{config_id}', async ({ request, params, response }) => {
      const body = await request.json();
      call(request, body);
      const webhook = find(params.config_id);
      if (!webhook) return response(404).json(notFound());
      if (saveRefusal) return response(400).json(error(400, 'The webhook was not saved: check the fields named.', saveRefusal));
      Object.assign(webhook, { associated_plugin_name: body.associated_plugin_name, config: { ...body.config, secret: '********' } });
      if (body.config['enabled'] === true && webhook.state) webhook.state = { ...webhook.state, disabled_reason: null, consecutive_failures: 0 };
      return response(200).json(attributesReply(webhook));
    }),
    apiHttp.delete('/settings/webhook/config/{config_id}', ({ request, params, response }) => {
      call(request);
      const index = webhooks.findIndex((webhook) => webhook.config_id === params.config_id);
      if (index < 0) return response(404).json(notFound());
      webhooks.splice(index, 1);
      return response(204).empty();
    }),
    apiHttp.get('/settings/webhook/config/{config_id}/deliveries', ({ request, params, response }) => {
      call(request);
      if (!find(params.config_id)) return response(404).json(notFound());
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const log = deliveries.filter((delivery) => delivery.config_id === params.config_id);
      const next = offset + size < log.length ? String(offset + size) : null;
      return response(200).json({ data: log.slice(offset, offset + size), meta: { page: 0, size, total: log.length, next_cursor: next } });
    }),
    apiHttp.post('/settings/webhook/config/{config_id}/test', ({ request, params, response }) => {
      call(request);
      if (!find(params.config_id)) return response(404).json(notFound());
      return response(200).json(attributesReply(send(params.config_id, 'ping', null)));
    }),
    apiHttp.post('/settings/webhook/deliveries/{delivery_id}/redeliver', ({ request, params, response }) => {
      call(request);
      const original = deliveries.find((delivery) => delivery.id === params.delivery_id);
      if (!original) return response(404).json(error(404, 'No such delivery.'));
      return response(200).json(attributesReply(send(original.config_id, original.event, original.id)));
    }),
  ];
}
