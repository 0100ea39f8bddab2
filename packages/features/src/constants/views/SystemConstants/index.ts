export { SystemConstants } from './SystemConstants';
