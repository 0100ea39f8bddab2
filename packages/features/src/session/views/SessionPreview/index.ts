export { SessionPreview, PREVIEW_LABELS } from './SessionPreview';
