// One fixed zone so the same instant reads the same for every viewer and in screenshots.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A contract date-time as the list shows it, for example 'Nov 1, 2026, 8:12 AM'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
