/** The license status is asked again this often while it is truthy (spec 9: license poll 2 s). */
export const LICENSE_POLL_MS = 2_000;
/** A failed login's error is shown after this delay (spec 9). */
export const LOGIN_ERROR_DELAY_MS = 500;
/** A login message longer than this gets the long tooltip (spec 2). */
export const LOGIN_MESSAGE_LONG_CHARS = 625;
/** Longest user name (spec 9). */
export const USER_NAME_MAX_CHARS = 30;
/** Longest password (spec 9). */
export const PASSWORD_MAX_CHARS = 40;
/** Longest e-mail address (spec 9). */
export const EMAIL_MAX_CHARS = 50;
/** Digits of a two-factor code (spec 9). */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** The 2FA lockout countdown ticks once a second (mm:ss). */
export const COUNTDOWN_TICK_MS = 1_000;
/** The user name of the first-run signup, fixed and disabled (spec 3). */
export const SIGNUP_USER_NAME = 'admin';
/** Where the browser is sent to start SAML sign-in, under the API root (spec 2). */
export const SAML_LOGIN_PATH = '/login/saml';
/** The product name used by the default LDAP button text ('Login with' + product name). */
export const DEFAULT_PRODUCT_NAME = 'Vigil';
