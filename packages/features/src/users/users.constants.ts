/** Users list page size (spec 9: 'Users page size 20'). */
export const USERS_PAGE_SIZE = 20;
/** The search box waits this long after the last keystroke before fetching (designed: the spec gives no value). */
export const USERS_SEARCH_DEBOUNCE_MS = 300;
/** The user the server skips in bulk role and data-scope changes and never deletes (spec 6). */
export const ADMIN_USER_NAME = 'admin';
/** The sources a user comes from (the contract's examples; designed list for the filter). */
export const USER_SOURCES = ['internal', 'ldap', 'saml'] as const;
/** File name the CSV export is saved under. */
export const USERS_CSV_FILE_NAME = 'users.csv';
