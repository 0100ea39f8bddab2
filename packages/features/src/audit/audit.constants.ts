/** Entries per page of the Activity Logs (designed: the spec does not show the page). */
export const AUDIT_PAGE_SIZE = 50;

/** Typing in the search pauses this long before the list is asked again. */
export const AUDIT_SEARCH_DEBOUNCE_MS = 300;

/** Users offered by the user filter (GET settings/users, the contract's largest page). */
export const AUDIT_USER_OPTIONS_SIZE = 2000;

/** The route of the Activity Logs (openapi/src/navigation.ts, entry `audit`). */
export const AUDIT_PATH = '/audit';
