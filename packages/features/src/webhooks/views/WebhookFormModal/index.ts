export { WebhookFormModal, type WebhookFormModalProps } from './WebhookFormModal';
