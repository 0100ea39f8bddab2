/** Days before its end when the certificate in use is shown as expiring (the server raises its finding then too). */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 30;
/** Key sizes of a new signing request's RSA key (the contract's CsrRequest.key_size). */
export const CSR_KEY_SIZES = [2048, 3072, 4096] as const;
export const CSR_DEFAULT_KEY_SIZE = 2048;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `validTo` (negative once it has passed). */
export const daysUntil = (validTo: string, now: number): number => Math.floor((Date.parse(validTo) - now) / DAY_MS);
