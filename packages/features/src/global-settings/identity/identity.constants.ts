/** A certificate this close to its end is shown as a warning (as the certificate settings warn, 30 days ahead). */
export const CERTIFICATE_WARNING_DAYS = 30;
