export { AdaptersCatalogue, groupAdapters } from './AdaptersCatalogue';
