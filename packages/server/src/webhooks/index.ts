export { webhooksHandlers } from './handlers.js';
export { emitWebhookEvent } from './outbox.js';
export { createWebhookWorker, signatureOf, startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './worker.js';
