export { webhooksFeature } from './webhooks.feature';
export { WebhooksTab } from './views/WebhooksTab';
export {
  webhooksSlice,
  initialWebhooksState,
  webhooksTabOpened,
  webhookFormOpened,
  webhookSubmitted,
  webhookTestRequested,
  deliveriesOpened,
  redeliverRequested,
  webhookDeleteConfirmed,
  type WebhooksState,
} from './state/webhooks.slice';
export { selectWebhooks } from './state/webhooks.selectors';
export { createWebhooksSaga } from './state/webhooks.sagas';
export { webhookZodSchema, webhookFormDefaults, type WebhookFormValues } from './form/webhookForm';
export * from './webhooks.constants';
export { WEBHOOKS_MESSAGES } from './webhooks.messages';
