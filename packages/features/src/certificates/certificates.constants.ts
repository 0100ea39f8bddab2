/** Days before its end when the certificate in use is shown as expiring (the server raises its finding then too). */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 30;
/** The key a new signing request may have (the contract's CsrRequest key_type and key_size), RSA 2048 first (the default). */
export const CSR_KEY_CHOICES = [
  { id: 'RSA-2048', key_type: 'RSA', key_size: 2048 },
  { id: 'RSA-3072', key_type: 'RSA', key_size: 3072 },
  { id: 'RSA-4096', key_type: 'RSA', key_size: 4096 },
  { id: 'EC-256', key_type: 'EC', key_size: 256 },
  { id: 'EC-384', key_type: 'EC', key_size: 384 },
] as const;
export type CsrKeyChoice = (typeof CSR_KEY_CHOICES)[number];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `validTo` (negative once it has passed). */
export const daysUntil = (validTo: string, now: number): number => Math.floor((Date.parse(validTo) - now) / DAY_MS);
