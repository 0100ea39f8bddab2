export { NavigationPreview, type NavigationPreviewProps } from './NavigationPreview';
