import { initialWebhooksState, type WebhooksState } from './webhooks.slice';

/** The Webhooks tab's state (its initial state until the feature is injected). */
export const selectWebhooks = (state: { webhooks?: WebhooksState }): WebhooksState => state.webhooks ?? initialWebhooksState;
