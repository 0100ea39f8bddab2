export { PayloadPreview } from './PayloadPreview';
