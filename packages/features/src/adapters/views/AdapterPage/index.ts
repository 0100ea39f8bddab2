export { AdapterPage } from './AdapterPage';
