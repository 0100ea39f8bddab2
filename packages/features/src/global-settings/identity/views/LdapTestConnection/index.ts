export { LdapTestConnection } from './LdapTestConnection';
