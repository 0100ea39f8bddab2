export { SessionWatcher, useSessionWatcher } from './SessionWatcher';
