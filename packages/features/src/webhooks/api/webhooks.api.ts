import {
  ApiError,
  unwrap,
  unwrapAttributes,
  unwrapValue,
  type ApiClient,
  type WebhookConfig,
  type WebhookConfigInput,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookFormSchema,
} from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, WEBHOOKS_PAGE_SIZE } from '../webhooks.constants';

/** GET settings/webhook/schema: the form that edits a webhook. */
export function getWebhookFormSchema(client: ApiClient): Promise<WebhookFormSchema> {
  return unwrapValue(client.GET('/settings/webhook/schema'));
}

/** GET settings/webhook/config: the webhooks, their secrets masked. */
export async function listWebhookConfigs(client: ApiClient): Promise<WebhookConfig[]> {
  return (await unwrap(client.GET('/settings/webhook/config', { params: { query: { size: WEBHOOKS_PAGE_SIZE } } }))).data;
}

/** GET settings/webhook/events: the events with an example payload each. */
export async function listWebhookEvents(client: ApiClient): Promise<WebhookEvent[]> {
  return (await unwrap(client.GET('/settings/webhook/events'))).data;
}

/** POST settings/webhook/config: the new webhook, its secret shown this once. */
export function addWebhookConfig(client: ApiClient, body: WebhookConfigInput): Promise<WebhookConfig> {
  return unwrapAttributes(client.POST('/settings/webhook/config', { body }));
}

/** PUT settings/webhook/config/{config_id}. */
export function updateWebhookConfig(client: ApiClient, configId: string, body: WebhookConfigInput): Promise<WebhookConfig> {
  return unwrapAttributes(client.PUT('/settings/webhook/config/{config_id}', { params: { path: { config_id: configId } }, body }));
}

/** DELETE settings/webhook/config/{config_id}. */
export async function deleteWebhookConfig(client: ApiClient, configId: string): Promise<void> {
  const { error, response } = await client.DELETE('/settings/webhook/config/{config_id}', { params: { path: { config_id: configId } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET settings/webhook/config/{config_id}/deliveries: one page of the log, newest first. */
export async function listWebhookDeliveries(client: ApiClient, configId: string, cursor: string | null): Promise<CursorPage<WebhookDelivery>> {
  const query = { size: WEBHOOK_DELIVERIES_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  const { data, meta } = await unwrap(client.GET('/settings/webhook/config/{config_id}/deliveries', { params: { path: { config_id: configId }, query } }));
  return { items: data, total: meta.total, nextCursor: meta.next_cursor };
}

/** POST settings/webhook/config/{config_id}/test: a ping sent now, as it ended. */
export function sendWebhookTest(client: ApiClient, configId: string): Promise<WebhookDelivery> {
  return unwrapAttributes(client.POST('/settings/webhook/config/{config_id}/test', { params: { path: { config_id: configId } } }));
}

/** POST settings/webhook/deliveries/{delivery_id}/redeliver: the new delivery, as it ended. */
export function redeliverWebhookDelivery(client: ApiClient, deliveryId: string): Promise<WebhookDelivery> {
  return unwrapAttributes(client.POST('/settings/webhook/deliveries/{delivery_id}/redeliver', { params: { path: { delivery_id: deliveryId } } }));
}
