export { AdministrationScreen } from './AdministrationScreen';
export { formatBytes } from './formatBytes';
