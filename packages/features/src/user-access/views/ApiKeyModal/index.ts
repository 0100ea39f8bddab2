export { ApiKeyModal, type ApiKeyModalProps } from './ApiKeyModal';
