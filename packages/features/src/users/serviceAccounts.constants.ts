/** Keys per page of a service account's keys list (the contract's default page size). */
export const SERVICE_ACCOUNT_KEYS_PAGE_SIZE = 20;
/** Service accounts per page of the users screen's section. */
export const SERVICE_ACCOUNTS_PAGE_SIZE = 20;
/** Lifetimes offered for a new key, in days; none = never expires. */
export const SERVICE_ACCOUNT_KEY_LIFETIMES_DAYS = [30, 90, 365] as const;
/** Longest name the contract takes. */
export const SERVICE_ACCOUNT_NAME_MAX_CHARS = 64;
/** Longest description the contract takes. */
export const SERVICE_ACCOUNT_DESCRIPTION_MAX_CHARS = 500;
