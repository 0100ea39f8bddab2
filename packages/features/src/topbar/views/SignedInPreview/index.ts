export { SignedInPreview, type SignedInPreviewProps } from './SignedInPreview';
