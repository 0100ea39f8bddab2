// The modals show dates in UTC so an administrator and the user read the same moment.
const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** 'Nov 22, 2026, 2:05 PM UTC' of an ISO date-time. */
export function formatDateTime(iso: string): string {
  return `${format.format(new Date(iso))} UTC`;
}
