/** How long the submit toasts stay (the toast system's default timeout, spec 8). */
export const APPROVAL_TOAST_TIMEOUT_MS = 4000;

/** An approval id of the contract: 43 base64url characters (32 random bytes). Anything else fails the lookup without a call. */
export const APPROVAL_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a failed lookup sends the browser (spec 2): the address without the approval id, so the sign-in screen shows. */
export const APPROVAL_FAILED_PATH = '/';

/** Height of the selections table's scroll box; the virtualised grid renders only the rows in it. */
export const APPROVAL_TABLE_HEIGHT_PX = 480;
