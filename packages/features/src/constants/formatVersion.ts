/**
 * The installed version as the console shows it: underscores turned into dots; a federal
 * version (more than two dash-separated parts) is shown as `first-SECOND third`.
 */
export function formatVersion(version: string): string {
  const dotted = version.replaceAll('_', '.');
  const parts = dotted.split('-');
  if (parts.length > 2) {
    const [first, second, ...rest] = parts;
    return `${first}-${(second ?? '').toUpperCase()} ${rest.join('-')}`;
  }
  return dotted;
}
