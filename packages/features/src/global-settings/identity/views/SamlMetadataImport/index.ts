export { SamlMetadataImport } from './SamlMetadataImport';
