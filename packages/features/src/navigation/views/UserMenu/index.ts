export { UserMenu, ACCOUNT_PATH, type UserMenuProps } from './UserMenu';
