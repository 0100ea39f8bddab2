/** Roles per page of the roles list (the users list's page size, spec 3). */
export const ROLES_PAGE_SIZE = 20;

/** The CSV export's file name, as the server names it. */
export const ROLES_CSV_FILE_NAME = 'roles.csv';

/** An action or category's label key: spec 6, permission actions are prefixed 'permissions.'. */
export const permissionLabelKey = (name: string) => `permissions.${name}`;

/** Quiet time after the last keystroke in the search field before the list is fetched. */
export const ROLES_SEARCH_DEBOUNCE_MS = 300;
