import type { Feature } from '../store/feature';
import { createWebhooksSaga } from './state/webhooks.sagas';
import { webhooksSlice } from './state/webhooks.slice';

/** The Webhooks tab of System Settings, injected when the Settings screen shows it (never on the login path). */
export const webhooksFeature: Feature = { name: 'webhooks', slice: webhooksSlice, saga: () => createWebhooksSaga() };
