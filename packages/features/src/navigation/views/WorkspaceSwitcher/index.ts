export { WorkspaceSwitcher } from './WorkspaceSwitcher';
