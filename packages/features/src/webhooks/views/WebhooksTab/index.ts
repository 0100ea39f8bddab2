export { WebhooksTab } from './WebhooksTab';
