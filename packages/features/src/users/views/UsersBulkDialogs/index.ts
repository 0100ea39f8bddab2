export { UsersBulkDialogs } from './UsersBulkDialogs';
